/// <reference path="../types/pocketbase-jsvm.d.ts" />
// Moderator-only views behind /adminbann and /adminsell (SPEC §3). No health data in either.
migrate(
  (app) => {
    const isModerator = "@request.auth.collectionName = 'moderators'"
    app.save(
      new Collection({
        type: 'view',
        name: 'userCompleteLegal',
        listRule: isModerator,
        viewRule: isModerator,
        viewQuery: `
          SELECT u.id AS id, u.username AS username, u.email AS email, u.id AS usersID,
                 l.nombreEnDocumento AS nombreEnDocumento, l.bdate AS bdate, l.id AS userLegalInfoPawsID,
                 s.state AS state, s.id AS userStatusPawsID
          FROM users u
          LEFT JOIN userLegalInfoPaws l ON l.user = u.id
          LEFT JOIN userStatusPaws s ON s.user = u.id`,
      }),
    )
    app.save(
      new Collection({
        type: 'view',
        name: 'UserCompleteEntradasPedidas',
        listRule: isModerator,
        viewRule: isModerator,
        viewQuery: `
          SELECT p.id AS id, u.id AS userid, u.username AS username, u.email AS email,
                 l.nombreEnDocumento AS nombreEnDocumento, l.bdate AS bdate, s.state AS state,
                 p.id AS IdPedida, p.estado AS estado, e.Tipo AS TiposPedidas, p.created AS fechaPedida,
                 (SELECT group_concat(t.Tipo, ', ') FROM EntradasEntregadas g JOIN Entradas t ON t.id = g.tipo
                   WHERE g.user = p.user) AS TiposEntregadas,
                 b.id AS idBadge, b.MontoTotalPagado AS montoBadge, bt.Tipo AS TipoBadge
          FROM EntradasPedidas p
          JOIN users u ON u.id = p.user
          JOIN Entradas e ON e.id = p.tipo
          LEFT JOIN userLegalInfoPaws l ON l.user = p.user
          LEFT JOIN userStatusPaws s ON s.user = p.user
          LEFT JOIN EntradasUsuario b ON b.user = p.user
          LEFT JOIN Entradas bt ON bt.id = b.TipoBadge`,
      }),
    )
  },
  (app) => {
    for (const name of ['UserCompleteEntradasPedidas', 'userCompleteLegal']) app.delete(app.findCollectionByNameOrId(name))
  },
)

// The public snapshot's facts in one read (functions/snapshot.mts hashes all of them into the version
// and caches them at the CDN): the banner, the ticket types buyers see with every field of their card
// (an organiser's new price reaches open pages), the queue length and a stamp of the organiser content.
// Nothing personal and no quantity (EntradasQuedan stays hidden, SPEC).

// Each collection's stamp: how many records and the latest change; a delete lowers the count.
const stamp = (table) => `(SELECT COUNT(*) || '.' || COALESCE(MAX(updated), '') FROM ${table})`

const FACTS_SQL = `SELECT
  COALESCE((SELECT status FROM AlertBanner ORDER BY created, id LIMIT 1), '') AS banner,
  (SELECT COUNT(*) FROM EntradasPedidas WHERE estado = 'creada') AS queue,
  ${stamp('ContenidoOrganizador')} || '|' || ${stamp('Equipo')} || '|' || ${stamp('Ediciones')} AS content`

function snapshotFacts(app) {
  const facts = new DynamicModel({ banner: '', queue: 0, content: '' })
  app.db().newQuery(FACTS_SQL).one(facts)
  const types = arrayOf(new DynamicModel({ id: '', code: '', state: '', price: 0, name: '', nameEn: '', image: '', waitingList: false }))
  // As the Entradas list rule shows them to buyers: drafts (creada) hidden, cheapest first.
  app
    .db()
    .newQuery(
      "SELECT id, Tipo AS code, Estado AS state, ValorCLP AS price, Nombre AS name, NombreIngles AS nameEn, Imagen AS image, listaEspera AS waitingList FROM Entradas WHERE Estado != 'creada' ORDER BY ValorCLP, id",
    )
    .all(types)
  return {
    banner: facts.banner,
    catalogue: types.map((t) => ({
      id: t.id,
      code: t.code,
      state: t.state,
      price: t.price,
      name: t.name,
      nameEn: t.nameEn,
      image: t.image,
      waitingList: t.waitingList === true,
    })),
    queue: facts.queue,
    content: facts.content,
  }
}

module.exports = { snapshotFacts: snapshotFacts }

/// <reference path="../types/pocketbase-jsvm.d.ts" />
// Refunds recorded outside Webpay now get the buyer's notice from the reconciliation
// (functions/_shared/refund-mail.ts, `reembolsoAvisadoEn` once accepted). Those recorded before this
// version were told by the organisers who made the transfer: marked as told, so the first
// reconciliation does not mail them months late (as 1795003100 did for organiser refunds).
migrate(
  (app) => {
    app
      .db()
      .newQuery("UPDATE pagos SET reembolsoAvisadoEn = updated WHERE estado = 'reembolsada' AND reembolsoMotivo = 'fueraWebpay' AND reembolsoAvisadoEn = ''")
      .execute()
  },
  () => {},
)

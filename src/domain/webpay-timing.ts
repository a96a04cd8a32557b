/**
 * How long a Webpay payment can still complete after the shop created it, from Transbank's limits
 * (shared/reference/payments.md §1.8 and its 2026-11-26 appendix):
 * - the token lives 5 minutes until the browser reaches the form ("tiene un periodo reducido de vida
 *   de 5 minutos", documentacion/webpay-plus, "Crear una transacción");
 * - the form waits "más de 10 minutos" (the flows summary and Transbank's Node example), and
 *   Transbank's PrestaShop plugin waits more than 15: the longest documented wait is taken;
 * - the commit after the return has no documented REST deadline: a margin of two reconciliation
 *   runs (every 5 minutes) lets a commit whose answer was lost be completed.
 * No ticket expires while a payment for it could still complete within this window.
 */
export const WEBPAY_FORM_REACH_MS = 5 * 60_000
export const WEBPAY_FORM_MS = 15 * 60_000
export const WEBPAY_COMMIT_MARGIN_MS = 10 * 60_000
export const WEBPAY_COMPLETION_WINDOW_MS = WEBPAY_FORM_REACH_MS + WEBPAY_FORM_MS + WEBPAY_COMMIT_MARGIN_MS

/**
 * Webpay answers `status` for 7 days after the transaction was created ("Obtener estado de una
 * transacción", documentacion/webpay-plus), while it accepts nullifications for 90 days ("plazo de 90
 * días desde la fecha de venta", producto/webpay, "Anulaciones"): a refund retried after day 7 must be
 * judged by what the refund call itself answers.
 */
export const WEBPAY_STATUS_KEPT_MS = 7 * 24 * 60 * 60_000
export const WEBPAY_NULLIFICATION_DAYS = 90

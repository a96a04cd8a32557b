/**
 * Why Webpay refused a refund, read from its answer, and what the organisers can do about it
 * (docs/payments.md, "Refunds Webpay refuses"). Every refusal is HTTP 422 with `error_message`
 * (transbank-developers-docs referencia/webpay, "Códigos y mensajes de error"); the texts are not
 * all documented, so the numeric codes in them are read as well:
 * - `debitAfterReversal`: a debit (VD) or prepaid (VP) sale past the 3-hour reversal window, which
 *   Webpay may refuse to nullify ("Debit or prepaid transactions only allow reverses, not
 *   nullifications.", transbank-plugin-woocommerce-webpay-rest#49; error 16 "La transacción no
 *   permite anulación");
 * - `periodExceeded`: past the 90 days Webpay accepts nullifications for (error 284);
 * - `other`: anything else (authoriser or generic errors 312/315, …): trying again later may work.
 * The first two are final: the money can only go back outside Webpay (a bank transfer), which the
 * organisers then record ("record a refund made outside Webpay").
 */
export type WebpayRefundRefusal = 'debitAfterReversal' | 'periodExceeded' | 'other'

/** Payment types of debit (VD) and prepaid (VP) sales (referencia/webpay, "Tipo de pago"). */
export const DEBIT_OR_PREPAID_PAYMENT_TYPES: readonly string[] = ['VD', 'VP']

export function webpayRefundRefusal(answer: string, paymentTypeCode: string): WebpayRefundRefusal {
  if (/only allow reverses|not nullif/i.test(answer)) return 'debitAfterReversal'
  if (/\b284\b|period exceeded|periodo de anulaci[oó]n excedido/i.test(answer)) return 'periodExceeded'
  if (DEBIT_OR_PREPAID_PAYMENT_TYPES.includes(paymentTypeCode) && /\b16\b|no permite anulaci[oó]n|not allow/i.test(answer)) return 'debitAfterReversal'
  return 'other'
}

/** Whether only a refund made outside Webpay can give this money back. */
export const onlyOutsideWebpay = (refusal: WebpayRefundRefusal): refusal is Exclude<WebpayRefundRefusal, 'other'> => refusal !== 'other'

/** Bounds of the reason an organiser gives when recording a refund made outside Webpay. */
export const OUTSIDE_REFUND_REASON = { min: 5, max: 500 } as const

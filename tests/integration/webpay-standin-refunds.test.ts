import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import tbk from 'transbank-sdk'
import {
  API_BASE,
  DEBIT_NULLIFICATION_REFUSED,
  INTEGRATION_API_KEY,
  INTEGRATION_COMMERCE_CODE,
  startWebpayStandIn,
  type WebpayStandIn,
} from '../../scripts/lib/webpay-standin.ts'
import { freePort } from '../../scripts/lib/ports.ts'
import { DEBIT, payWithCard, PREPAID, VISA } from './support/payments.ts'

/**
 * Fidelity of the stand-in's refund rules to Transbank's (producto/webpay "Anulaciones y Reversas";
 * referencia/webpay "Transaction.refund" and its error codes; docs/payments.md "Refunds Webpay
 * refuses"): reversal within 3 hours for every card; after it a nullification, credit for any amount,
 * debit/prepaid only in full and (harsher reading, the default) not at all.
 */
const { WebpayPlus, Options } = tbk
const RETURN = 'http://localhost:5173/.netlify/functions/webpayreturn'
const HOUR = 3_600_000

let standIn: WebpayStandIn
let clock = Date.now()
let order = 0
const tx = () => new WebpayPlus.Transaction(new Options(INTEGRATION_COMMERCE_CODE, INTEGRATION_API_KEY, standIn.url))
const headers = { 'Tbk-Api-Key-Id': INTEGRATION_COMMERCE_CODE, 'Tbk-Api-Key-Secret': INTEGRATION_API_KEY, 'content-type': 'application/json' }

/** A committed sale of `amount` paid with `card`: its token and Webpay's commit answer. */
async function sale(card: { number: string; cvv: string }, amount = 5000): Promise<{ token: string; commit: Record<string, unknown> }> {
  const created = (await tx().create(`Paw25a7${String(++order).padStart(19, '0')}`, 'refund-rules', amount, RETURN)) as { token: string; url: string }
  await payWithCard(standIn, created.url, created.token, card)
  return { token: created.token, commit: (await tx().commit(created.token)) as Record<string, unknown> }
}

/** The raw HTTP answer to a refund, as Transbank sends it (status and JSON body). */
async function rawRefund(token: string, amount: number): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${standIn.url}${API_BASE}/transactions/${token}/refunds`, { method: 'POST', headers, body: JSON.stringify({ amount }) })
  return { status: res.status, body: await res.json() }
}

beforeAll(async () => {
  standIn = await startWebpayStandIn({ port: await freePort(), now: () => clock })
})
afterAll(async () => {
  await standIn.stop()
})
beforeEach(() => {
  standIn.controls.setDebitNullification('refused')
})

describe('Webpay stand-in refund rules by payment type', () => {
  it('reports the payment type Transbank does: VN for credit, VD for Redcompra debit, VP for prepaid', async () => {
    expect((await sale(VISA)).commit).toMatchObject({ payment_type_code: 'VN', status: 'AUTHORIZED' })
    expect((await sale(DEBIT)).commit).toMatchObject({ payment_type_code: 'VD', status: 'AUTHORIZED' })
    expect((await sale(PREPAID)).commit).toMatchObject({ payment_type_code: 'VP', status: 'AUTHORIZED' })
  })

  it('within 3 hours of the commit a full refund is a reversal for credit, debit and prepaid alike', async () => {
    for (const card of [VISA, DEBIT, PREPAID]) {
      const { token } = await sale(card)
      clock += 2 * HOUR
      expect(await tx().refund(token, 5000)).toEqual({ type: 'REVERSED' })
      expect(standIn.controls.transaction(token)).toMatchObject({ status: 'REVERSED', balance: 0 })
    }
  })

  it('debit and prepaid are never refunded in part, not even inside the reversal window: 422, nothing changes', async () => {
    for (const card of [DEBIT, PREPAID]) {
      const { token } = await sale(card)
      expect(await rawRefund(token, 1000)).toEqual({ status: 422, body: { error_message: 'Partial nullification not allowed' } })
      expect(standIn.controls.transaction(token)).toMatchObject({ status: 'AUTHORIZED', balance: 5000 })
    }
  })

  it('after the reversal window a debit or prepaid sale is refused with Transbank’s 422 {error_message}; a credit one is nullified', async () => {
    const debit = await sale(DEBIT)
    const prepaid = await sale(PREPAID)
    const credit = await sale(VISA)
    clock += 3 * HOUR + 1
    for (const { token } of [debit, prepaid]) {
      expect(await rawRefund(token, 5000)).toEqual({ status: 422, body: { error_message: DEBIT_NULLIFICATION_REFUSED } })
      expect(standIn.controls.transaction(token)).toMatchObject({ status: 'AUTHORIZED', balance: 5000 })
    }
    // Through the official SDK the refusal is a TransbankError carrying the status and the message.
    await expect(tx().refund(debit.token, 5000)).rejects.toMatchObject({ name: 'TransbankError', message: expect.stringContaining(DEBIT_NULLIFICATION_REFUSED) })
    expect(await tx().refund(credit.token, 2000)).toMatchObject({ type: 'NULLIFIED', nullified_amount: 2000, balance: 3000, response_code: 0 })
  })

  it('with the API 1.2 reading (debit/prepaid nullifiable in full) a later full refund nullifies and a partial one is still refused', async () => {
    standIn.controls.setDebitNullification('fullOnly')
    const { token } = await sale(DEBIT)
    clock += 4 * HOUR
    expect((await rawRefund(token, 1000)).status).toBe(422)
    expect(await tx().refund(token, 5000)).toMatchObject({ type: 'NULLIFIED', nullified_amount: 5000, balance: 0, response_code: 0 })
    expect(await tx().status(token)).toMatchObject({ status: 'NULLIFIED', balance: 0, payment_type_code: 'VD' })
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import tbk from 'transbank-sdk'
import { API_BASE, INTEGRATION_API_KEY, INTEGRATION_COMMERCE_CODE, type WebpayStandIn } from '../../scripts/lib/webpay-standin.ts'
import { freePort } from '../../scripts/lib/ports.ts'
import { startWebpayStandIn } from '../../scripts/lib/webpay-standin.ts'
import { MASTERCARD, openForm, payWithCard, readForm, VISA } from './support/payments.ts'

const { WebpayPlus, Options } = tbk
const RETURN = 'http://localhost:5173/.netlify/functions/webpayreturn'

let standIn: WebpayStandIn
let clock = Date.now()
const tx = () => new WebpayPlus.Transaction(new Options(INTEGRATION_COMMERCE_CODE, INTEGRATION_API_KEY, standIn.url))
const headers = { 'Tbk-Api-Key-Id': INTEGRATION_COMMERCE_CODE, 'Tbk-Api-Key-Secret': INTEGRATION_API_KEY, 'content-type': 'application/json' }
const api = (path: string, init: RequestInit = {}) => fetch(`${standIn.url}${API_BASE}${path}`, { ...init, headers: { ...headers, ...init.headers } })

async function sdkError(call: Promise<unknown>): Promise<string> {
  try {
    await call
  } catch (err) {
    if (err instanceof Error && err.name === 'TransbankError') return err.message
    throw err
  }
  throw new Error('expected a TransbankError')
}

beforeAll(async () => {
  standIn = await startWebpayStandIn({ port: await freePort(), now: () => clock, tokenTtlMs: 5 * 60_000, formTimeoutMs: 10 * 60_000 })
})
afterAll(async () => {
  await standIn.stop()
})

describe('Webpay stand-in REST v1.2', () => {
  it('refuses wrong credentials with 401 Not Authorized', async () => {
    const res = await fetch(`${standIn.url}${API_BASE}/transactions`, {
      method: 'POST',
      headers: { ...headers, 'Tbk-Api-Key-Secret': 'wrong' },
      body: JSON.stringify({ buy_order: 'x', session_id: 'y', amount: 1, return_url: RETURN }),
    })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ error_message: 'Not Authorized' })
  })

  it('creates a transaction through the official SDK: 64-hex token and its own form url', async () => {
    const created = (await tx().create('Paw25a00000000000000000001', 'user12345678901', 45000, RETURN)) as { token: string; url: string }
    expect(created.token).toMatch(/^[0-9a-f]{64}$/)
    expect(created.url).toBe(`${standIn.url}/webpayserver/initTransaction`)
    const status = (await tx().status(created.token)) as Record<string, unknown>
    expect(status).toMatchObject({ status: 'INITIALIZED', amount: 45000, buy_order: 'Paw25a00000000000000000001', session_id: 'user12345678901' })
  })

  it('validates create like Webpay: 422 with error_message, 400 for unknown fields, 415 for non-JSON', async () => {
    const create = (body: Record<string, unknown>) => api('/transactions', { method: 'POST', body: JSON.stringify(body) })
    const good = { buy_order: 'Paw25a1', session_id: 's', amount: 1000, return_url: RETURN }
    for (const bad of [
      { ...good, buy_order: 'x'.repeat(27) },
      { ...good, buy_order: 'has space' },
      { ...good, session_id: 's'.repeat(62) },
      { ...good, amount: 0 },
      { ...good, amount: 10.5 },
      { ...good, return_url: `http://x/${'a'.repeat(250)}` },
      { ...good, return_url: 'ftp://x' },
    ]) {
      const res = await create(bad)
      expect(res.status).toBe(422)
      expect(await res.json()).toHaveProperty('error_message')
    }
    expect((await create({ ...good, extra: 1 })).status).toBe(400)
    expect((await api('/transactions', { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } })).status).toBe(415)
    expect((await create(good)).status).toBe(200)
    // buy_order is unique per transaction: reusing one is refused.
    const reused = await create(good)
    expect(reused.status).toBe(422)
    expect(await reused.json()).toEqual({ error_message: 'Transaction already exists' })
  })

  it('approves the VISA card after the emisor step, commits exactly once, then reports AUTHORIZED', async () => {
    const { token, url } = (await tx().create('Paw25a00000000000000000002', 'session-a', 90000, RETURN)) as { token: string; url: string }
    const back = await payWithCard(standIn, url, token, VISA)
    expect(back).toBe(`${RETURN}?token_ws=${token}`)
    const [first, second] = await Promise.allSettled([tx().commit(token), tx().commit(token)])
    const ok = [first, second].filter((r) => r.status === 'fulfilled')
    const failed = [first, second].filter((r) => r.status === 'rejected')
    expect(ok).toHaveLength(1)
    expect(ok[0]?.status === 'fulfilled' && ok[0].value).toMatchObject({
      vci: 'TSY',
      amount: 90000,
      status: 'AUTHORIZED',
      buy_order: 'Paw25a00000000000000000002',
      session_id: 'session-a',
      card_detail: { card_number: '6623' },
      authorization_code: '1213',
      payment_type_code: 'VN',
      response_code: 0,
      installments_number: 0,
    })
    expect(failed[0]?.status === 'rejected' && String(failed[0].reason.message)).toContain('Transaction already locked by another process')
    expect(await sdkError(tx().commit(token))).toMatch(/status code 422\nTransaction already locked by another process/)
    expect(await tx().status(token)).toMatchObject({ status: 'AUTHORIZED', response_code: 0 })
  })

  it('rejects the Mastercard card (FAILED, -1, 000000) and rejecting at the emisor gives TSN', async () => {
    const a = (await tx().create('Paw25a00000000000000000003', 's', 1000, RETURN)) as { token: string; url: string }
    await payWithCard(standIn, a.url, a.token, MASTERCARD)
    expect(await tx().commit(a.token)).toMatchObject({ status: 'FAILED', response_code: -1, authorization_code: '000000', vci: 'TSY' })
    const b = (await tx().create('Paw25a00000000000000000004', 's', 1000, RETURN)) as { token: string; url: string }
    await payWithCard(standIn, b.url, b.token, VISA, 'reject')
    expect(await tx().commit(b.token)).toMatchObject({ status: 'FAILED', response_code: -1, vci: 'TSN' })
  })

  it('returns an abort by POST with TBK_TOKEN, TBK_ORDEN_COMPRA and TBK_ID_SESION; commit then fails with 422', async () => {
    const { token, url } = (await tx().create('Paw25a00000000000000000005', 'sess-abort', 1000, RETURN)) as { token: string; url: string }
    await openForm(url, token)
    const res = await fetch(`${standIn.url}/webpayserver/card`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token_ws: token, action: 'abort' }).toString(),
    })
    const form = readForm(await res.text(), 'tbk-return')
    expect(form).toEqual({ method: 'POST', action: RETURN, fields: { TBK_TOKEN: token, TBK_ORDEN_COMPRA: 'Paw25a00000000000000000005', TBK_ID_SESION: 'sess-abort' } })
    expect(await sdkError(tx().commit(token))).toContain("Invalid status '10'")
  })

  it('times the form out (only TBK_ORDEN_COMPRA and TBK_ID_SESION) and expires unused tokens into the error flow', async () => {
    const a = (await tx().create('Paw25a00000000000000000006', 'sess-t', 1000, RETURN)) as { token: string; url: string }
    await openForm(a.url, a.token)
    const tooEarly = await fetch(`${standIn.url}/webpayserver/timeout`, { method: 'POST', body: new URLSearchParams({ token_ws: a.token }) })
    expect(tooEarly.status).toBe(409)
    clock += 10 * 60_000 + 1
    const timedOut = await fetch(`${standIn.url}/webpayserver/timeout`, { method: 'POST', body: new URLSearchParams({ token_ws: a.token }) })
    expect(readForm(await timedOut.text(), 'tbk-return').fields).toEqual({ TBK_ORDEN_COMPRA: 'Paw25a00000000000000000006', TBK_ID_SESION: 'sess-t' })
    expect(await sdkError(tx().commit(a.token))).toContain('Transaction has an invalid finished state: aborted')

    const b = (await tx().create('Paw25a00000000000000000007', 'sess-e', 1000, RETURN)) as { token: string; url: string }
    clock += 5 * 60_000 + 1
    const error = readForm(await openForm(b.url, b.token), 'tbk-error')
    expect(error.fields).toEqual({ token_ws: b.token, TBK_TOKEN: b.token, TBK_ORDEN_COMPRA: 'Paw25a00000000000000000007', TBK_ID_SESION: 'sess-e' })
  })

  it('refunds: a full refund soon after commit is a reversal; partial ones nullify against the balance', async () => {
    const a = (await tx().create('Paw25a00000000000000000008', 's', 5000, RETURN)) as { token: string; url: string }
    await payWithCard(standIn, a.url, a.token, VISA)
    await tx().commit(a.token)
    expect(await tx().refund(a.token, 2000)).toMatchObject({ type: 'NULLIFIED', nullified_amount: 2000, balance: 3000, response_code: 0 })
    expect(await sdkError(tx().refund(a.token, 4000))).toContain('422')
    expect(await tx().status(a.token)).toMatchObject({ status: 'PARTIALLY_NULLIFIED', balance: 3000 })

    const b = (await tx().create('Paw25a00000000000000000009', 's', 5000, RETURN)) as { token: string; url: string }
    await payWithCard(standIn, b.url, b.token, VISA)
    await tx().commit(b.token)
    expect(await tx().refund(b.token, 5000)).toEqual({ type: 'REVERSED' })
    expect(await tx().status(b.token)).toMatchObject({ status: 'REVERSED' })
  })

  it('answers malformed, unknown and 7-day-old tokens with 422 and Transbank\'s messages', async () => {
    expect(await sdkError(tx().commit('nothex'))).toMatch(/422\nInvalid value for parameter: token/)
    expect(await sdkError(tx().status('a'.repeat(64)))).toMatch(/422\nInvalid value for parameter: transaction not found/)
    const old = (await tx().create('Paw25a00000000000000000010', 's', 1000, RETURN)) as { token: string }
    expect(await tx().status(old.token)).toMatchObject({ status: 'INITIALIZED' })
    clock += 7 * 24 * 3_600_000 + 1
    expect(await sdkError(tx().status(old.token))).toMatch(/422\nThe transactions's date has passed max time \(7 days\) to recover the status/)
  })

  it('accepts refunds for 90 days though status stops at 7; a repeated refund of a nullified sale answers 310; after 90 days, 284', async () => {
    const a = (await tx().create('Paw25a00000000000000000090', 's', 5000, RETURN)) as { token: string; url: string }
    await payWithCard(standIn, a.url, a.token, VISA)
    await tx().commit(a.token)
    clock += 8 * 24 * 3_600_000
    expect(await sdkError(tx().status(a.token))).toMatch(/max time \(7 days\)/)
    expect(await tx().refund(a.token, 5000)).toMatchObject({ type: 'NULLIFIED', response_code: 0, balance: 0 })
    expect(await sdkError(tx().refund(a.token, 5000))).toMatch(/422\nTransaction already nullified \(310\)/)

    const b = (await tx().create('Paw25a00000000000000000091', 's', 5000, RETURN)) as { token: string; url: string }
    await payWithCard(standIn, b.url, b.token, VISA)
    await tx().commit(b.token)
    clock += 91 * 24 * 3_600_000
    expect(await sdkError(tx().refund(b.token, 5000))).toMatch(/422\nNullification period exceeded \(284\)/)
  })

  it('a nullification more than 3 hours after the commit can fail: NULLIFIED with a failing response_code, balance unchanged', async () => {
    const a = (await tx().create('Paw25a00000000000000000011', 's', 5000, RETURN)) as { token: string; url: string }
    await payWithCard(standIn, a.url, a.token, VISA)
    await tx().commit(a.token)
    clock += 3 * 3_600_000 + 1
    standIn.controls.setNullificationFailure(-1)
    try {
      expect(await tx().refund(a.token, 5000)).toMatchObject({ type: 'NULLIFIED', response_code: -1, balance: 5000, nullified_amount: 0 })
      expect(await tx().status(a.token)).toMatchObject({ status: 'AUTHORIZED' })
    } finally {
      standIn.controls.setNullificationFailure(null)
    }
    expect(await tx().refund(a.token, 5000)).toMatchObject({ type: 'NULLIFIED', response_code: 0, balance: 0 })
    expect(await tx().status(a.token)).toMatchObject({ status: 'NULLIFIED', balance: 0 })
  })

  it('"processed, answer lost": create, commit and refund happen at Webpay although the caller gets no answer', async () => {
    standIn.controls.setAnswerLost(['create'])
    expect(await sdkError(tx().create('Paw25a00000000000000000012', 's', 1000, RETURN))).toContain('Unexpected error')
    standIn.controls.setAnswerLost(false)
    // The transaction exists: the same buy_order is now refused.
    expect(await sdkError(tx().create('Paw25a00000000000000000012', 's', 1000, RETURN))).toContain('Transaction already exists')

    const b = (await tx().create('Paw25a00000000000000000013', 's', 1000, RETURN)) as { token: string; url: string }
    await payWithCard(standIn, b.url, b.token, VISA)
    standIn.controls.setAnswerLost(['commit', 'refund'])
    await sdkError(tx().commit(b.token))
    expect(standIn.controls.transaction(b.token)).toMatchObject({ commits: 1, status: 'AUTHORIZED' })
    await sdkError(tx().refund(b.token, 1000))
    standIn.controls.setAnswerLost(false)
    expect(await tx().status(b.token)).toMatchObject({ status: 'REVERSED' })
    expect(await sdkError(tx().refund(b.token, 1000))).toContain('422')
  })

  it('returns an abort by GET (production) when switched, with the three TBK_* parameters in the query', async () => {
    const { token, url } = (await tx().create('Paw25a00000000000000000014', 'sess-get', 1000, RETURN)) as { token: string; url: string }
    await openForm(url, token)
    standIn.controls.setAbortReturnMethod('GET')
    try {
      const res = await fetch(`${standIn.url}/webpayserver/card`, { method: 'POST', body: new URLSearchParams({ token_ws: token, action: 'abort' }), redirect: 'manual' })
      expect(res.status).toBe(303)
      const back = new URL(res.headers.get('location') ?? '')
      expect(Object.fromEntries(back.searchParams)).toEqual({ TBK_TOKEN: token, TBK_ORDEN_COMPRA: 'Paw25a00000000000000000014', TBK_ID_SESION: 'sess-get' })
    } finally {
      standIn.controls.setAbortReturnMethod('POST')
    }
  })

  it('the error page after a successful authorization sends token_ws AND TBK_TOKEN, and the authorization can still be committed', async () => {
    const { token, url } = (await tx().create('Paw25a00000000000000000015', 'sess-err', 1000, RETURN)) as { token: string; url: string }
    await payWithCard(standIn, url, token, VISA)
    const error = readForm(await openForm(url, token), 'tbk-error')
    expect(error).toMatchObject({ method: 'POST', fields: { token_ws: token, TBK_TOKEN: token } })
    expect(await tx().commit(token)).toMatchObject({ status: 'AUTHORIZED', response_code: 0 })
  })

  it('can be made unreachable by a test, which the SDK reports as a network error', async () => {
    standIn.controls.setDown(['create'])
    expect(await sdkError(tx().create('Paw25a2', 's', 1000, RETURN))).toContain('Unexpected error')
    standIn.controls.setDown(false)
    expect(((await tx().create('Paw25a2', 's', 1000, RETURN)) as { token: string }).token).toMatch(/^[0-9a-f]{64}$/)
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RecordModel } from 'pocketbase'
import updatetokenentregada from '../../functions/updatetokenentregada.mts'
import webpayreturn from '../../functions/webpayreturn.mts'
import abortpayment from '../../functions/abortpayment.mts'
import confirm from '../../functions/confirm.mts'
import finalconfirm from '../../functions/finalconfirm.mts'
import sendmailentrada from '../../functions/sendmailentrada.mts'
import { LOCK_STALE_MS } from '../../functions/_shared/budget.ts'
import { adminClient } from '../../functions/_shared/pocketbase.ts'
import { reconcile } from '../../functions/_shared/reconcile.ts'
import { PAYMENT_MINUTES_MAX } from '../../src/domain/edition.ts'
import { createModerator, createUser, superuser, type TestAccount } from './support/pocketbase.ts'
import { callFn as callUnchecked, issueTicket, openForm, payWithCard as payOnWebpay, readForm, setUpPaymentServices, VISA } from './support/payments.ts'
import { advanceOwnClock, expectMoneyInvariant, invariantSteps, resetOwnClock } from './support/money.ts'
import { invokeFunction } from '../../scripts/lib/netlify-functions-runtime.ts'

/**
 * The fault table of docs/payments.md: every row is injected here where real networks and Netlify
 * put it; after every step the ticket invariants hold (support/money.ts `invariantSteps`) and after
 * every scenario the money invariant does.
 */
const services = setUpPaymentServices()
afterEach(() => resetOwnClock())
const { callFn, check } = invariantSteps(() => services.standIn)
const payWithCard: typeof payOnWebpay = async (...args) => {
  const paid = await payOnWebpay(...args)
  await check(`card paid at Webpay for ${args[2]}`)
  return paid
}

const auth = (buyer: TestAccount) => buyer.pb.authStore.token
const ticketOf = async (id: string) => (await superuser()).collection('EntradasEntregadas').getOne(id)
const paymentsOf = async (ticketId: string) => (await superuser()).collection('pagos').getFullList({ filter: `ticket = "${ticketId}"`, sort: 'created' })
const paymentOf = async (token: string) => (await superuser()).collection('pagos').getFirstListItem(`token = "${token}"`)
const badgeOf = async (userId: string) => (await (await superuser()).collection('EntradasUsuario').getFullList({ filter: `user = "${userId}"` }))[0] ?? null
const tx = (token: string) => services.standIn.controls.transaction(token)
const reconcileNow = async (budgetMs?: number) => {
  const run = await reconcile(await adminClient(), budgetMs)
  await check(`reconciliation ran (${run.checked} checked)`)
  return run
}

async function start(buyer: TestAccount, ticket: RecordModel) {
  const res = await callFn(updatetokenentregada, { EntradasEntregadasID: ticket.id }, auth(buyer))
  expect(res.status).toBe(200)
  return res.body as { token: string; url: string }
}

/**
 * What /webpayretorno does with token_ws: one `confirm` (commit, finalize, ticket mail), then SPEC's
 * finalconfirm and sendmailentrada replayed, which change nothing after it.
 */
async function finish(buyer: TestAccount, token: string) {
  return {
    confirmed: await callFn(confirm, { token }, auth(buyer)),
    finalized: await callFn(finalconfirm, { token }, auth(buyer)),
    mailed: await callFn(sendmailentrada, { token }, auth(buyer)),
  }
}

/** Two tabs: the first reaches Webpay's form, the payment window passes, the second Pay opens a new transaction. */
async function twoLiveTransactions(buyer: TestAccount, ticket: RecordModel) {
  const first = await start(buyer, ticket)
  await openForm(first.url, first.token)
  // Past the longest window any edition may set: whatever this one's is, it has run out.
  advanceOwnClock(PAYMENT_MINUTES_MAX * 60_000 + 1_000)
  const second = await start(buyer, ticket)
  expect(second.token).not.toBe(first.token)
  return { first, second }
}

describe('two transactions for one ticket', () => {
  it('both paid (the second Pay after the 5-minute window): the ticket is paid once and the other payment is reversed', async () => {
    const buyer = await createUser()
    const ticket = await issueTicket(buyer.id)
    const { first, second } = await twoLiveTransactions(buyer, ticket)
    await payWithCard(services.standIn, second.url, second.token, VISA)
    expect((await finish(buyer, second.token)).finalized).toEqual({ status: 200, body: { estado: 'pagada', ticket: ticket.id } })

    await payWithCard(services.standIn, first.url, first.token, VISA)
    const late = await finish(buyer, first.token)
    expect(late.confirmed.body).toMatchObject({ paid: false, status: 'AUTHORIZED', completion: { ticket: 'refunded', mailed: false } })
    expect(late.finalized).toEqual({ status: 409, body: { error: 'This ticket was already paid by another transaction; this payment has been refunded.' } })
    expect(tx(first.token)?.status).toBe('REVERSED')
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'pagada', token: second.token })
    expect(await badgeOf(buyer.id)).toMatchObject({ MontoTotalPagado: ticket.monto })
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('fault 1: the refund reached Webpay but its answer was lost: the retry asks status() and records it, never refunding twice', async () => {
    const buyer = await createUser()
    const ticket = await issueTicket(buyer.id)
    const { first, second } = await twoLiveTransactions(buyer, ticket)
    await payWithCard(services.standIn, second.url, second.token, VISA)
    await finish(buyer, second.token)
    await payWithCard(services.standIn, first.url, first.token, VISA)

    services.standIn.controls.setAnswerLost(['refund'])
    const interrupted = await callFn(confirm, { token: first.token }, auth(buyer))
    expect(interrupted.body).toMatchObject({ paid: false, status: 'AUTHORIZED', completion: { ticket: 'refundPending', mailed: false } })
    expect(await paymentOf(first.token)).toMatchObject({ estado: 'reembolsando', reembolsoMotivo: 'duplicado' })
    expect(tx(first.token)?.status).toBe('REVERSED')

    services.standIn.controls.setAnswerLost(false)
    const retried = await callFn(finalconfirm, { token: first.token }, auth(buyer))
    expect(retried).toEqual({ status: 409, body: { error: 'This ticket was already paid by another transaction; this payment has been refunded.' } })
    expect(await paymentOf(first.token)).toMatchObject({ estado: 'reembolsada', result: expect.objectContaining({ refund: expect.objectContaining({ type: 'REVERSED', fromStatus: true }) }) })
    const refundedId = String((await paymentOf(first.token)).id)
    expect((await reconcileNow()).errors.filter((e) => e.includes(refundedId))).toEqual([])
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('fault 2: a nullification Webpay answers with a failing response_code is not recorded as a refund; the reconciliation refunds later', async () => {
    const buyer = await createUser()
    const ticket = await issueTicket(buyer.id)
    const { first, second } = await twoLiveTransactions(buyer, ticket)
    await payWithCard(services.standIn, second.url, second.token, VISA)
    await finish(buyer, second.token)
    await payWithCard(services.standIn, first.url, first.token, VISA)
    // Committed at Webpay, but the answer is lost: nothing is applied until a retry.
    services.standIn.controls.setAnswerLost(['commit'])
    expect((await callFn(confirm, { token: first.token }, auth(buyer))).body).toBeNull()
    services.standIn.controls.setAnswerLost(false)
    // More than 3 hours after the commit a full refund is a nullification, and it can fail.
    services.standIn.controls.advanceClock(3 * 3_600_000 + 60_000)
    services.standIn.controls.setNullificationFailure(-1)
    const refused = await callFn(finalconfirm, { token: first.token }, auth(buyer))
    expect(refused).toEqual({ status: 409, body: { error: 'This ticket was already paid by another transaction; this payment will be refunded automatically.' } })
    expect(await paymentOf(first.token)).toMatchObject({ estado: 'pagada', result: expect.objectContaining({ refundFailed: expect.objectContaining({ type: 'NULLIFIED', response_code: -1 }) }) })
    expect(tx(first.token)).toMatchObject({ status: 'AUTHORIZED', balance: ticket.monto })

    services.standIn.controls.setNullificationFailure(null)
    await reconcileNow()
    expect(await paymentOf(first.token)).toMatchObject({ estado: 'reembolsada' })
    expect(tx(first.token)).toMatchObject({ status: 'NULLIFIED', balance: 0 })
    await expectMoneyInvariant(services.standIn, buyer.id)
  })
})

describe('lost answers and slow providers', () => {
  it('fault 3: create processed but its answer lost: the next Pay closes that attempt and pays with a fresh buy_order', async () => {
    const buyer = await createUser()
    const ticket = await issueTicket(buyer.id)
    services.standIn.controls.setAnswerLost(['create'])
    expect((await callFn(updatetokenentregada, { EntradasEntregadasID: ticket.id }, auth(buyer))).status).toBe(502)
    expect(await paymentsOf(ticket.id)).toMatchObject([{ estado: 'creando', buyOrder: ticket.orderID, token: '' }])

    services.standIn.controls.setAnswerLost(false)
    const retry = await start(buyer, ticket)
    const attempts = await paymentsOf(ticket.id)
    expect(attempts).toMatchObject([
      { estado: 'rechazada', buyOrder: ticket.orderID, result: { status: 'CREATE_UNANSWERED' } },
      { estado: 'iniciada', token: retry.token, buyOrder: `${String(ticket.orderID).slice(6)}-2` },
    ])
    await payWithCard(services.standIn, retry.url, retry.token, VISA)
    expect((await finish(buyer, retry.token)).finalized.status).toBe(200)
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('commit processed but its answer lost: the retry asks status() first and completes the payment with one commit', async () => {
    const buyer = await createUser()
    const ticket = await issueTicket(buyer.id)
    const { token, url } = await start(buyer, ticket)
    await payWithCard(services.standIn, url, token, VISA)
    services.standIn.controls.setAnswerLost(['commit'])
    expect(await callFn(confirm, { token }, auth(buyer))).toEqual({ status: 200, body: null })
    expect(await paymentOf(token)).toMatchObject({ estado: 'iniciada', commitEn: expect.stringMatching(/^\d{4}-/) })
    expect(tx(token)?.commits).toBe(1)

    services.standIn.controls.setAnswerLost(false)
    const done = await finish(buyer, token)
    expect(done.confirmed.body).toMatchObject({ paid: true, status: 'AUTHORIZED' })
    expect(done.finalized.status).toBe(200)
    expect(tx(token)?.commits).toBe(1)
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('a commit refused after the card was authorized (late commit): status AUTHORIZED is not taken as paid, the ticket stays unpaid and the money is asked back', async () => {
    const buyer = await createUser()
    const ticket = await issueTicket(buyer.id)
    const { token, url } = await start(buyer, ticket)
    await payWithCard(services.standIn, url, token, VISA)
    services.standIn.controls.setCommitRefusal('Transaction has an invalid finished state: aborted')
    try {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
      expect((await callFn(confirm, { token }, auth(buyer))).body).toMatchObject({ paid: false })
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('does not take as paid'), expect.objectContaining({ status: 'AUTHORIZED' }))
      logged.mockRestore()
    } finally {
      services.standIn.controls.setCommitRefusal(null)
    }
    // The same call asks for the money back; Webpay says the sale was never authorised (292):
    // nothing was taken, the attempt closes, and the buyer can pay again.
    expect(await paymentOf(token)).toMatchObject({
      estado: 'rechazada',
      reembolsoMotivo: 'noCoincide',
      result: { commitRefused: 'Transaction has an invalid finished state: aborted', refundRefused: 'Transaction not authorized (292)' },
    })
    expect((await ticketOf(ticket.id)).estado).toBe('creada')
    expect(tx(token)?.commits).toBe(0)
    await reconcileNow()
    expect(await paymentOf(token)).toMatchObject({ estado: 'rechazada', result: { refundRefused: 'Transaction not authorized (292)' } })
    expect((await ticketOf(ticket.id)).estado).toBe('creada')
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('fault 5: Webpay never answers: confirm and finalconfirm still answer the browser within 10 s, and the reconciliation finishes later', async () => {
    const buyer = await createUser()
    const ticket = await issueTicket(buyer.id)
    const { token, url } = await start(buyer, ticket)
    await payWithCard(services.standIn, url, token, VISA)
    services.standIn.controls.setHanging(['commit', 'status'])
    let t0 = performance.now()
    expect(await callUnchecked(confirm, { token }, auth(buyer))).toEqual({ status: 200, body: null })
    expect(performance.now() - t0).toBeLessThan(10_000)
    await check('confirm answered while Webpay hangs')
    t0 = performance.now()
    expect((await callUnchecked(finalconfirm, { token }, auth(buyer))).status).toBe(502)
    expect(performance.now() - t0).toBeLessThan(10_000)
    await check('finalconfirm answered while Webpay hangs')

    services.standIn.controls.setHanging(false)
    await reconcileNow()
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'pagada', correoEnviado2: 'si' })
    expect(tx(token)?.commits).toBe(1)
    await expectMoneyInvariant(services.standIn, buyer.id)
  }, 30_000)

  it('fault 5: a function killed while holding the commit lock blocks the buyer only until just after its budget', async () => {
    const buyer = await createUser()
    const ticket = await issueTicket(buyer.id)
    const { token, url } = await start(buyer, ticket)
    await payWithCard(services.standIn, url, token, VISA)
    await (await superuser()).collection('paymentLocks').create({ key: `commit:${token}` })
    const t0 = performance.now()
    expect(await callUnchecked(confirm, { token }, auth(buyer))).toEqual({ status: 409, body: { error: 'This payment is being confirmed; try again in a moment.' } })
    expect(performance.now() - t0).toBeLessThan(10_000)
    await check('confirm refused behind a killed function\'s lock')
    advanceOwnClock(LOCK_STALE_MS + 500)
    const done = await finish(buyer, token)
    expect(done.confirmed.body).toMatchObject({ paid: true })
    expect(done.finalized.status).toBe(200)
    await expectMoneyInvariant(services.standIn, buyer.id)
  })
})

describe('returns from Webpay', () => {
  it('fault 6: abort returned by GET (production): /webpayretorno gets TBK_TOKEN, the attempt is closed, Pay opens a new one', async () => {
    const buyer = await createUser()
    const ticket = await issueTicket(buyer.id)
    const first = await start(buyer, ticket)
    services.standIn.controls.setAbortReturnMethod('GET')
    await openForm(first.url, first.token)
    const abort = await fetch(`${services.standIn.url}/webpayserver/card`, { method: 'POST', body: new URLSearchParams({ token_ws: first.token, action: 'abort' }), redirect: 'manual' })
    expect(abort.status).toBe(303)
    const back = await invokeFunction(webpayreturn, new Request(abort.headers.get('location') ?? ''))
    const params = new URL(back.headers.get('location') ?? '').searchParams
    expect(Object.fromEntries(params)).toEqual({ TBK_TOKEN: first.token, TBK_ORDEN_COMPRA: ticket.orderID, TBK_ID_SESION: buyer.id })
    expect((await callFn(abortpayment, { token: params.get('TBK_TOKEN') }, auth(buyer))).body).toEqual({ estado: 'abortada' })
    expect((await start(buyer, ticket)).token).not.toBe(first.token)
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('fault 6: the error page (token_ws and TBK_TOKEN) after a successful authorization: the abort is refused and the payment completes', async () => {
    const buyer = await createUser()
    const ticket = await issueTicket(buyer.id)
    const { token, url } = await start(buyer, ticket)
    await payWithCard(services.standIn, url, token, VISA)
    const errorPage = readForm(await openForm(url, token), 'tbk-error')
    const back = await invokeFunction(webpayreturn,
      new Request(errorPage.action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(errorPage.fields).toString() }),
    )
    const params = new URL(back.headers.get('location') ?? '').searchParams
    expect(params.get('token_ws')).toBe(token)
    expect(params.get('TBK_TOKEN')).toBe(token)
    // What /webpayretorno does with both: report the abort; a 409 (authorized) means complete it.
    expect((await callFn(abortpayment, { token }, auth(buyer))).status).toBe(409)
    const done = await finish(buyer, token)
    expect(done.confirmed.body).toMatchObject({ paid: true, completion: { ticket: 'issued', mailed: true } })
    expect(done.finalized.status).toBe(200)
    expect(done.mailed.body).toEqual({ sent: false, status: 'already' })
    expect(tx(token)?.commits).toBe(1)
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('concurrent Pay clicks: one transaction, every successful click gets the same one', async () => {
    const buyer = await createUser()
    const ticket = await issueTicket(buyer.id)
    const clicks = await Promise.all([1, 2, 3, 4].map(() => callUnchecked(updatetokenentregada, { EntradasEntregadasID: ticket.id }, auth(buyer))))
    await check('four Pay clicks answered')
    const ok = clicks.filter((c) => c.status === 200).map((c) => (c.body as { token: string }).token)
    expect(ok.length).toBeGreaterThanOrEqual(1)
    expect(new Set(ok).size).toBe(1)
    for (const c of clicks.filter((c) => c.status !== 200)) {
      expect(c).toEqual({ status: 409, body: { error: 'A payment for this ticket is being prepared; try again in a moment.', details: { code: 'paymentBeingPrepared' } } })
    }
    expect(await paymentsOf(ticket.id)).toHaveLength(1)
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('an expired PocketBase session at the return: confirm is refused (401), nothing changes, the reconciliation completes the payment', async () => {
    const buyer = await createUser()
    const ticket = await issueTicket(buyer.id)
    const { token, url } = await start(buyer, ticket)
    await payWithCard(services.standIn, url, token, VISA)
    // A password change invalidates every session token of the account.
    await (await superuser()).collection('users').update(buyer.id, { password: 'another-pass-123', passwordConfirm: 'another-pass-123' })
    expect((await callFn(confirm, { token }, auth(buyer))).status).toBe(401)
    expect((await callFn(finalconfirm, { token }, auth(buyer))).status).toBe(401)
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'creada' })
    await reconcileNow()
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'pagada', correoEnviado2: 'si' })
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('a ticket rejected (not deleted) by a moderator while its buyer pays: the payment is reversed and the ticket stays rejected', async () => {
    const buyer = await createUser()
    const moderator = await createModerator()
    const ticket = await issueTicket(buyer.id)
    const { token, url } = await start(buyer, ticket)
    await moderator.pb.collection('EntradasEntregadas').update(ticket.id, { estado: 'rechazada' })
    await payWithCard(services.standIn, url, token, VISA)
    const done = await finish(buyer, token)
    expect(done.finalized).toEqual({ status: 409, body: { error: 'This ticket was already paid by another transaction; this payment has been refunded.' } })
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'rechazada' })
    expect(tx(token)?.status).toBe('REVERSED')
    expect(await badgeOf(buyer.id)).toBeNull()
    await expectMoneyInvariant(services.standIn, buyer.id)
  })
})

describe('the reconciliation', () => {
  it('closes an attempt nobody finished after 30 minutes (abandon) and a create that never answered', async () => {
    const buyer = await createUser()
    const ticket = await issueTicket(buyer.id)
    const { token } = await start(buyer, ticket)
    const other = await issueTicket(buyer.id)
    services.standIn.controls.setAnswerLost(['create'])
    expect((await callFn(updatetokenentregada, { EntradasEntregadasID: other.id }, auth(buyer))).status).toBe(502)
    services.standIn.controls.setAnswerLost(false)
    advanceOwnClock(31 * 60_000)
    await reconcileNow()
    expect(await paymentOf(token)).toMatchObject({ estado: 'rechazada', result: { status: 'INITIALIZED', abandoned: true } })
    expect(await paymentsOf(other.id)).toMatchObject([{ estado: 'rechazada', result: { status: 'CREATE_UNANSWERED', abandoned: true } }])
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('works newest first within its time budget and resumes where it stopped', async () => {
    const buyers = [await createUser(), await createUser(), await createUser()]
    const tokens: string[] = []
    const tickets: RecordModel[] = []
    for (const buyer of buyers) {
      const ticket = await issueTicket(buyer.id)
      const { token, url } = await start(buyer, ticket)
      await payWithCard(services.standIn, url, token, VISA)
      tickets.push(ticket)
      tokens.push(token)
    }
    const states = async () => Promise.all(tickets.map(async (t) => (await ticketOf(t.id)).estado))
    const first = await reconcileNow(0)
    expect(first.checked).toBe(1)
    expect(first.remaining).toBeGreaterThanOrEqual(2)
    expect(await states()).toEqual(['creada', 'creada', 'pagada'])
    await reconcileNow(0)
    expect(await states()).toEqual(['creada', 'pagada', 'pagada'])
    await reconcileNow()
    expect(await states()).toEqual(['pagada', 'pagada', 'pagada'])
    for (const buyer of buyers) await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('closes an attempt Webpay no longer knows (status kept 7 days: 422) as not found', async () => {
    const buyer = await createUser()
    const ticket = await issueTicket(buyer.id)
    const { token } = await start(buyer, ticket)
    services.standIn.controls.advanceClock(7 * 24 * 3_600_000 + 60_000)
    advanceOwnClock(7 * 24 * 3_600_000 + 60_000)
    await reconcileNow()
    expect(await paymentOf(token)).toMatchObject({ estado: 'rechazada', result: { status: 'NOT_FOUND', abandoned: true } })
    // The ticket can be paid again with a new transaction.
    resetOwnClock()
    const again = await start(buyer, ticket)
    expect(again.token).not.toBe(token)
    await expectMoneyInvariant(services.standIn, buyer.id)
  })
})

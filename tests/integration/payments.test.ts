import { describe, expect, it, vi } from 'vitest'
import type { RecordModel } from 'pocketbase'
import updatetokenentregada from '../../functions/updatetokenentregada.mts'
import webpayreturn from '../../functions/webpayreturn.mts'
import confirm from '../../functions/confirm.mts'
import finalconfirm from '../../functions/finalconfirm.mts'
import sendmailentrada from '../../functions/sendmailentrada.mts'
import reconcileFn from '../../functions/reconcile.mts'
import entrada from '../../functions/entrada.mts'
import { createModerator, createUser, superuser, type TestAccount } from './support/pocketbase.ts'
import { expectMoneyInvariant } from './support/money.ts'
import { callFn, issueTicket, MASTERCARD, openForm, payWithCard, postReturnForm, startStandIn, ticketType, setUpPaymentServices, VISA } from './support/payments.ts'
import { invokeFunction } from '../../scripts/lib/netlify-functions-runtime.ts'

const services = setUpPaymentServices()

const ticketOf = async (id: string) => (await superuser()).collection('EntradasEntregadas').getOne(id)
const badgeOf = async (userId: string) => {
  const list = await (await superuser()).collection('EntradasUsuario').getFullList({ filter: `user = "${userId}"` })
  return list[0] ?? null
}
const mailsTo = (email: string) => services.sink.messages.filter((m) => m.to.includes(email))

async function startPayment(buyer: TestAccount, ticket: RecordModel) {
  const res = await callFn(updatetokenentregada, { EntradasEntregadasID: ticket.id }, buyer.pb.authStore.token)
  expect(res.status).toBe(200)
  return res.body as { token: string; url: string }
}

/** Webpay's GET back to the return function, which must 303 to /webpayretorno with the token. */
async function comeBack(location: string): Promise<URL> {
  const res = await invokeFunction(webpayreturn, new Request(location))
  expect(res.status).toBe(303)
  return new URL(res.headers.get('location') ?? '')
}

/**
 * /webpayretorno makes one call, `confirm`, which commits, finalizes and mails; finalconfirm and
 * sendmailentrada (SPEC's other names, still reachable) are replayed after it to show they change nothing.
 */
async function completeReturn(buyer: TestAccount, token: string) {
  const auth = buyer.pb.authStore.token
  const confirmed = await callFn(confirm, { token }, auth)
  const finalized = await callFn(finalconfirm, { token }, auth)
  const mailed = await callFn(sendmailentrada, { token }, auth)
  return { confirmed, finalized, mailed }
}

describe('paying a granted ticket with Webpay', () => {
  it('VISA: the ticket becomes paid, the badge summary is set, and exactly one ticket mail with a QR arrives', async () => {
    const buyer = await createUser()
    const ticket = await issueTicket(buyer.id, { tipo: 'B1', price: 45000 })
    const { token, url } = await startPayment(buyer, ticket)
    expect((await ticketOf(ticket.id)).token).toBe(token)

    const back = await comeBack(await payWithCard(services.standIn, url, token, VISA))
    expect(back.origin + back.pathname).toBe('http://localhost:5173/webpayretorno')
    expect(back.searchParams.get('token_ws')).toBe(token)

    const { confirmed, finalized, mailed } = await completeReturn(buyer, token)
    expect(confirmed).toEqual({
      status: 200,
      body: expect.objectContaining({
        paid: true,
        status: 'AUTHORIZED',
        response_code: 0,
        amount: ticket.monto,
        buy_order: ticket.orderID,
        card_number: '6623',
        completion: { ticket: 'issued', mailed: true },
      }),
    })
    expect(finalized).toEqual({ status: 200, body: { estado: 'pagada', ticket: ticket.id } })
    expect(mailed).toEqual({ status: 200, body: { sent: false, status: 'already' } })

    const paid = await ticketOf(ticket.id)
    expect(paid).toMatchObject({ estado: 'pagada', correoEnviado2: 'si', token })
    expect(paid.pagadoEn).not.toBe('')
    expect(await badgeOf(buyer.id)).toMatchObject({ TipoBadge: ticket.tipo, MontoTotalPagado: ticket.monto })

    const mails = mailsTo(buyer.email)
    expect(mails).toHaveLength(1)
    const mail = mails[0]
    expect(mail?.subject).toContain(ticket.orderID)
    expect(mail?.text).toContain('$45.000')
    expect(mail?.text).toContain('Nivel: General')
    expect(mail?.text).toContain('Level: General')
    expect(mail?.links).toContain(`http://localhost:5173/entrada?id=${ticket.id}`)
    expect(mail?.raw).toMatch(/Content-Type: image\/png/i)
    expect(mail?.raw).toMatch(/Content-ID: <ticket-qr@monsterinvasion>/i)

    // Replays: same answer, nothing applied twice, no second mail.
    const again = await completeReturn(buyer, token)
    expect(again.confirmed.body).toEqual(confirmed.body)
    expect(again.finalized.status).toBe(200)
    expect(again.mailed.body).toEqual({ sent: false, status: 'already' })
    expect(await badgeOf(buyer.id)).toMatchObject({ MontoTotalPagado: ticket.monto })
    expect(mailsTo(buyer.email)).toHaveLength(1)
    expect(services.standIn.controls.transaction(token)?.commits).toBe(1)

    // The public /entrada lookup reveals only the type and whether it is paid.
    const publicView = await invokeFunction(entrada, new Request(`http://localhost/.netlify/functions/entrada?id=${ticket.id}`))
    expect(await publicView.json()).toEqual({ estado: 'pagada', tipo: 'B1', nombreTipo: expect.any(String), nombreTipoIngles: expect.any(String), reemplazadaPor: null })
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('Mastercard: the card is rejected, confirm says so, and nothing is paid', async () => {
    const buyer = await createUser()
    const ticket = await issueTicket(buyer.id)
    const { token, url } = await startPayment(buyer, ticket)
    await comeBack(await payWithCard(services.standIn, url, token, MASTERCARD))
    const { confirmed, finalized, mailed } = await completeReturn(buyer, token)
    expect(confirmed.body).toMatchObject({ paid: false, status: 'FAILED', response_code: -1 })
    expect(finalized).toEqual({ status: 409, body: { error: 'This payment is not authorized by Webpay.' } })
    expect(mailed.status).toBe(409)
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'creada', correoEnviado2: 'no' })
    expect(await badgeOf(buyer.id)).toBeNull()
    expect(mailsTo(buyer.email)).toHaveLength(0)
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('abort ("Anular compra"): Webpay POSTs TBK_* back, the buyer lands on /webpayretorno, nothing is paid', async () => {
    const buyer = await createUser()
    const ticket = await issueTicket(buyer.id)
    const { token, url } = await startPayment(buyer, ticket)
    await openForm(url, token)
    const page = await (
      await fetch(`${services.standIn.url}/webpayserver/card`, { method: 'POST', body: new URLSearchParams({ token_ws: token, action: 'abort' }) })
    ).text()
    const res = await postReturnForm(webpayreturn, page)
    expect(res.status).toBe(303)
    const back = new URL(res.headers.get('location') ?? '')
    expect(back.pathname).toBe('/webpayretorno')
    expect(Object.fromEntries(back.searchParams)).toEqual({ TBK_TOKEN: token, TBK_ORDEN_COMPRA: ticket.orderID, TBK_ID_SESION: buyer.id })
    expect((await callFn(finalconfirm, { token }, buyer.pb.authStore.token)).status).toBe(409)
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'creada' })
    expect(services.standIn.controls.transaction(token)?.commits).toBe(0)
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('timeout on the form: only TBK_ORDEN_COMPRA and TBK_ID_SESION come back, nothing is paid', async () => {
    const quick = await startStandIn({ formTimeoutMs: 50 })
    try {
      const buyer = await createUser()
      const ticket = await issueTicket(buyer.id)
      const { token, url } = await startPayment(buyer, ticket)
      await openForm(url, token)
      quick.controls.advanceClock(51)
      const page = await (await fetch(`${quick.url}/webpayserver/timeout`, { method: 'POST', body: new URLSearchParams({ token_ws: token }) })).text()
      const back = new URL((await postReturnForm(webpayreturn, page)).headers.get('location') ?? '')
      expect(Object.fromEntries(back.searchParams)).toEqual({ TBK_ORDEN_COMPRA: ticket.orderID, TBK_ID_SESION: buyer.id })
      expect((await callFn(confirm, { token }, buyer.pb.authStore.token)).body).toBeNull()
      expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'creada' })
    } finally {
      await quick.stop()
      Netlify.env.set('WEBPAY_BASE_URL', services.standIn.url)
    }
  })

  it('two concurrent returns for one token: one commit, one finalization, one mail', async () => {
    const buyer = await createUser()
    const ticket = await issueTicket(buyer.id, { tipo: 'S1', price: 90000 })
    const { token, url } = await startPayment(buyer, ticket)
    await payWithCard(services.standIn, url, token, VISA)
    const [a, b] = await Promise.all([completeReturn(buyer, token), completeReturn(buyer, token)])
    expect(a.confirmed.body).toEqual(b.confirmed.body)
    expect(a.finalized.status).toBe(200)
    expect(b.finalized.status).toBe(200)
    expect(services.standIn.controls.transaction(token)?.commits).toBe(1)
    expect(await badgeOf(buyer.id)).toMatchObject({ MontoTotalPagado: ticket.monto })
    // Both returns sent their mail step and SMTP answered before they resolved: a second mail would be here.
    await services.sink.waitFor((m) => m.to.includes(buyer.email))
    expect(mailsTo(buyer.email)).toHaveLength(1)
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('a repeated Pay within the payment window gets the same live transaction', async () => {
    const buyer = await createUser()
    const ticket = await issueTicket(buyer.id)
    const first = await startPayment(buyer, ticket)
    const second = await startPayment(buyer, ticket)
    expect(second).toEqual(first)
    const admin = await superuser()
    expect(await admin.collection('pagos').getFullList({ filter: `ticket = "${ticket.id}"` })).toHaveLength(1)
    await expectMoneyInvariant(services.standIn, buyer.id)
  })
})

describe('what the browser cannot do', () => {
  it('finalconfirm for an unpaid or a foreign token is refused and changes nothing', async () => {
    const buyer = await createUser()
    const other = await createUser()
    const ticket = await issueTicket(buyer.id)
    const { token } = await startPayment(buyer, ticket)
    expect(await callFn(finalconfirm, { token }, buyer.pb.authStore.token)).toEqual({ status: 409, body: { error: 'This payment is not authorized by Webpay.' } })
    expect((await callFn(finalconfirm, { token }, other.pb.authStore.token)).status).toBe(404)
    expect((await callFn(confirm, { token }, other.pb.authStore.token)).status).toBe(404)
    expect((await callFn(finalconfirm, { token: 'f'.repeat(64) }, buyer.pb.authStore.token)).status).toBe(404)
    expect((await callFn(finalconfirm, { token })).status).toBe(401)
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'creada' })
    expect(await badgeOf(buyer.id)).toBeNull()
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it("another user's ticket cannot be paid (403), bad input is a 400, a banned buyer is refused", async () => {
    const owner = await createUser()
    const intruder = await createUser()
    const ticket = await issueTicket(owner.id)
    expect(await callFn(updatetokenentregada, { EntradasEntregadasID: ticket.id }, intruder.pb.authStore.token)).toEqual({
      status: 403,
      body: { error: 'This ticket belongs to another account.' },
    })
    expect((await callFn(updatetokenentregada, { EntradasEntregadasID: 'nope' }, owner.pb.authStore.token)).status).toBe(400)
    expect((await callFn(updatetokenentregada, { EntradasEntregadasID: ticket.id, monto: 1 }, owner.pb.authStore.token)).status).toBe(400)
    expect((await ticketOf(ticket.id)).token).toBe('1')

    const banned = await createUser()
    await (await superuser()).collection('userStatusPaws').create({ user: banned.id, state: 3 })
    const bannedTicket = await issueTicket(banned.id)
    expect((await callFn(updatetokenentregada, { EntradasEntregadasID: bannedTicket.id }, banned.pb.authStore.token)).status).toBe(403)
  })

  it('a provider answer with a different amount is not a payment', async () => {
    const buyer = await createUser()
    const ticket = await issueTicket(buyer.id)
    const { token, url } = await startPayment(buyer, ticket)
    await payWithCard(services.standIn, url, token, VISA)
    services.standIn.controls.setReportedAmount(1)
    const { confirmed, finalized } = await completeReturn(buyer, token)
    expect(confirmed.body).toMatchObject({ paid: false, status: 'AUTHORIZED', amount: 1 })
    expect(finalized).toEqual({ status: 409, body: { error: "Webpay's answer does not match this order; the payment is returned to your card." } })
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'creada' })
    expect(await badgeOf(buyer.id)).toBeNull()
    // The money Webpay took for it goes back.
    expect(services.standIn.controls.transaction(token)?.status).toBe('REVERSED')
    await expectMoneyInvariant(services.standIn, buyer.id)
  })
})

describe('failures and reconciliation', () => {
  const reconcileAs = (token: string) => callFn(reconcileFn, {}, token)

  it('Webpay down at create: a clear 502, the ticket unchanged, only the unanswered intent recorded', async () => {
    const buyer = await createUser()
    const ticket = await issueTicket(buyer.id)
    services.standIn.controls.setDown(['create'])
    const res = await callFn(updatetokenentregada, { EntradasEntregadasID: ticket.id }, buyer.pb.authStore.token)
    expect(res.status).toBe(502)
    expect((res.body as { error: string }).error).toMatch(/Webpay.*not available.*Nothing was charged/)
    expect(await ticketOf(ticket.id)).toMatchObject({ token: '1', estado: 'creada' })
    const attempts = await (await superuser()).collection('pagos').getFullList({ filter: `ticket = "${ticket.id}"` })
    expect(attempts).toMatchObject([{ estado: 'creando', token: '', buyOrder: ticket.orderID }])
  })

  it('Webpay down at commit: the return fails, and the reconciliation completes the payment later', async () => {
    const buyer = await createUser()
    const moderator = await createModerator()
    const ticket = await issueTicket(buyer.id)
    const { token, url } = await startPayment(buyer, ticket)
    await payWithCard(services.standIn, url, token, VISA)
    services.standIn.controls.setDown(['commit', 'status'])
    const { confirmed, finalized } = await completeReturn(buyer, token)
    expect(confirmed).toEqual({ status: 200, body: null })
    expect(finalized.status).toBe(502)
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'creada' })

    services.standIn.controls.setDown(false)
    expect((await reconcileAs(buyer.pb.authStore.token)).status).toBe(403)
    const res = await reconcileAs(moderator.pb.authStore.token)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ finalized: expect.any(Number) })
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'pagada', correoEnviado2: 'si' })
    expect(await badgeOf(buyer.id)).toMatchObject({ MontoTotalPagado: ticket.monto })
    expect(mailsTo(buyer.email)).toHaveLength(1)
    expect(services.standIn.controls.transaction(token)?.commits).toBe(1)
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('SMTP down during the ticket mail: still paid, and the reconciliation sends the mail once', async () => {
    const buyer = await createUser()
    const ticket = await issueTicket(buyer.id)
    const { token, url } = await startPayment(buyer, ticket)
    await payWithCard(services.standIn, url, token, VISA)
    services.sink.setFailing(true)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { finalized, mailed } = await completeReturn(buyer, token)
    expect(finalized.status).toBe(200)
    expect(mailed.status).toBe(502)
    // The operator's function log names the ticket and the mail server's answer.
    expect(logged).toHaveBeenCalledWith(`ticket mail for ${ticket.id} failed`, expect.objectContaining({ message: expect.stringContaining('450 Mailbox unavailable') }))
    logged.mockRestore()
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'pagada', correoEnviado2: 'no' })

    services.sink.setFailing(false)
    Netlify.env.set('RECONCILE_SECRET', 'test-reconcile-secret-0123456789')
    const res = await invokeFunction(reconcileFn,
      new Request('http://localhost/.netlify/functions/reconcile', { method: 'POST', headers: { 'x-reconcile-secret': 'test-reconcile-secret-0123456789' } }),
    )
    expect(res.status).toBe(200)
    expect(await ticketOf(ticket.id)).toMatchObject({ correoEnviado2: 'si' })
    expect(mailsTo(buyer.email)).toHaveLength(1)
    await invokeFunction(reconcileFn, new Request('http://localhost/x', { method: 'POST', headers: { 'x-reconcile-secret': 'test-reconcile-secret-0123456789' } }))
    expect(mailsTo(buyer.email)).toHaveLength(1)
    const wrong = await invokeFunction(reconcileFn, new Request('http://localhost/x', { method: 'POST', headers: { 'x-reconcile-secret': 'wrong' } }))
    expect(wrong.status).toBe(401)
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('a ticket deleted by a moderator while its buyer pays: the payment is refunded and nothing is applied', async () => {
    const buyer = await createUser()
    const moderator = await createModerator()
    const ticket = await issueTicket(buyer.id)
    const { token, url } = await startPayment(buyer, ticket)
    await moderator.pb.collection('EntradasEntregadas').delete(ticket.id)
    await comeBack(await payWithCard(services.standIn, url, token, VISA))

    const { confirmed, finalized } = await completeReturn(buyer, token)
    expect(confirmed.body).toMatchObject({ paid: false, status: 'AUTHORIZED', completion: { ticket: 'refunded', mailed: false } })
    expect(finalized.status).toBe(409)
    expect(finalized.body).toEqual({ error: expect.stringContaining('refunded') })
    expect(services.standIn.controls.transaction(token)?.status).toBe('REVERSED')
    expect(await badgeOf(buyer.id)).toBeNull()
    expect(mailsTo(buyer.email)).toHaveLength(0)
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('the reconciliation never finalizes a transaction Webpay did not authorize', async () => {
    const buyer = await createUser()
    const moderator = await createModerator()
    const ticket = await issueTicket(buyer.id)
    const { token, url } = await startPayment(buyer, ticket)
    await payWithCard(services.standIn, url, token, MASTERCARD)
    await reconcileAs(moderator.pb.authStore.token)
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'creada' })
    expect(await badgeOf(buyer.id)).toBeNull()
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('upgrade: a General holder pays only the difference for Sponsor and ends as Sponsor with the full price paid', async () => {
    const buyer = await createUser()
    const general = await ticketType('B1', 45000)
    const sponsor = await ticketType('S1', 90000)
    const admin = await superuser()
    await admin.collection('EntradasUsuario').create({ user: buyer.id, TipoBadge: general.id, MontoTotalPagado: general.ValorCLP })
    const ticket = await issueTicket(buyer.id, { tipo: 'S1', monto: sponsor.ValorCLP - general.ValorCLP })
    const { token, url } = await startPayment(buyer, ticket)
    expect(services.standIn.controls.transaction(token)?.amount).toBe(sponsor.ValorCLP - general.ValorCLP)
    await payWithCard(services.standIn, url, token, VISA)
    const { finalized } = await completeReturn(buyer, token)
    expect(finalized.status).toBe(200)
    expect(await badgeOf(buyer.id)).toMatchObject({ TipoBadge: sponsor.id, MontoTotalPagado: sponsor.ValorCLP })
    expect(mailsTo(buyer.email)[0]?.text).toContain('Nivel: Sponsor')
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RecordModel } from 'pocketbase'
import updatetokenentregada from '../../functions/updatetokenentregada.mts'
import confirm from '../../functions/confirm.mts'
import finalconfirm from '../../functions/finalconfirm.mts'
import reembolsar from '../../functions/reembolsar.mts'
import entrada from '../../functions/entrada.mts'
import { adminClient } from '../../functions/_shared/pocketbase.ts'
import { reconcile } from '../../functions/_shared/reconcile.ts'
import { refundPayment, RefundNotPerformed } from '../../functions/_shared/payments.ts'
import { Budget } from '../../functions/_shared/budget.ts'
import type { PaymentRecord } from '../../src/types/pocketbase.ts'
import { createModerator, superuser, type TestAccount } from './support/pocketbase.ts'
import { callFn, issueTicket, payWithCard, setUpPaymentServices, VISA } from './support/payments.ts'
import { createBuyer, ensureType, openRequests, pide } from './support/queue-fixtures.ts'
import { advanceOwnClock, expectMoneyInvariant, resetOwnClock } from './support/money.ts'
import { invokeFunction } from '../../scripts/lib/netlify-functions-runtime.ts'

const services = setUpPaymentServices()
afterEach(() => resetOwnClock())

const DAY = 24 * 3_600_000
const auth = (account: TestAccount) => account.pb.authStore.token
const ticketOf = async (id: string) => (await superuser()).collection('EntradasEntregadas').getOne(id)
const paymentOf = async (token: string) => (await superuser()).collection('pagos').getFirstListItem(`token = "${token}"`)
const badgeOf = async (userId: string) => (await (await superuser()).collection('EntradasUsuario').getFullList({ filter: `user = "${userId}"` }))[0] ?? null
const stockOf = async (typeId: string) => (await (await superuser()).collection('EntradasQuedan').getFirstListItem(`EntradasID = "${typeId}"`)).CantidadQuedan as number
const mailsTo = (email: string) => services.sink.messages.filter((m) => m.to.includes(email))
const publicView = async (id: string) => (await invokeFunction(entrada, new Request(`http://localhost/.netlify/functions/entrada?id=${id}`))).json()

/** Request → moderator approval → Pay → Webpay → return: the ticket as the buyer ends up with it. */
/** Request → moderator approval: the issued, unpaid ticket (an upgrade is priced here, on what the buyer holds). */
async function approveThroughQueue(buyer: TestAccount, moderator: TestAccount, type: RecordModel): Promise<RecordModel> {
  expect((await pide({ userid: buyer.id, entradaid: type.id }, auth(buyer))).status).toBe(200)
  const [request] = await openRequests(await superuser(), buyer.id)
  const approved = await moderator.pb.send<RecordModel>(`/api/mi/approve/${String(request?.id)}`, { method: 'POST' })
  return ticketOf(approved.id)
}

async function buyThroughQueue(buyer: TestAccount, moderator: TestAccount, type: RecordModel): Promise<RecordModel> {
  const ticket = await approveThroughQueue(buyer, moderator, type)
  await payTicket(buyer, ticket)
  return ticketOf(ticket.id)
}

async function payTicket(buyer: TestAccount, ticket: RecordModel): Promise<string> {
  const started = await callFn(updatetokenentregada, { EntradasEntregadasID: ticket.id }, auth(buyer))
  expect(started.status).toBe(200)
  const { token, url } = started.body as { token: string; url: string }
  await payWithCard(services.standIn, url, token, VISA)
  expect((await callFn(confirm, { token }, auth(buyer))).body).toMatchObject({ paid: true, completion: { ticket: 'issued', mailed: true } })
  return token
}

/** A buyer with a paid Sponsor (90 000) and a MEGA (250 000) approved through the queue for the difference. */
async function sponsorPaidMegaApproved() {
  const admin = await superuser()
  const buyer = await createBuyer()
  const moderator = await createModerator()
  const sponsor = await ensureType(admin, { tipo: 'S2', price: 90000, quedan: 5 })
  const mega = await ensureType(admin, { tipo: 'MEGA', price: 250000, quedan: 5 })
  const old = await buyThroughQueue(buyer, moderator, sponsor)
  const upgrade = await approveThroughQueue(buyer, moderator, mega)
  return { admin, buyer, moderator, sponsor, mega, old, upgrade }
}

const refund = (moderatorOrBuyer: TestAccount, ticketId: string) => callFn(reembolsar, { EntradasEntregadasID: ticketId }, auth(moderatorOrBuyer))

describe('upgrades retire the old ticket', () => {
  it('Sponsor → MEGA through request, approval and payment: the Sponsor QR says replaced, its unit returns, the mail tells now and total; an organiser refund of the upgrade restores it', async () => {
    const admin = await superuser()
    const sponsor = await ensureType(admin, { tipo: 'S2', price: 90000, quedan: 10 })
    const mega = await ensureType(admin, { tipo: 'MEGA', price: 250000, quedan: 10 })
    const buyer = await createBuyer()
    const moderator = await createModerator()

    const first = await buyThroughQueue(buyer, moderator, sponsor)
    expect(first).toMatchObject({ estado: 'pagada', monto: 90000 })
    expect(await stockOf(sponsor.id)).toBe(9)

    const upgrade = await buyThroughQueue(buyer, moderator, mega)
    expect(upgrade).toMatchObject({ estado: 'pagada', monto: 160000 })
    expect(await ticketOf(first.id)).toMatchObject({ estado: 'reemplazada', reemplazadaPor: upgrade.id })
    expect(await stockOf(sponsor.id)).toBe(10)
    expect(await stockOf(mega.id)).toBe(9)
    expect(await badgeOf(buyer.id)).toMatchObject({ TipoBadge: mega.id, MontoTotalPagado: 250000 })
    expect(await publicView(first.id)).toEqual({
      estado: 'reemplazada',
      tipo: 'S2',
      nombreTipo: 'Entrada S2',
      nombreTipoIngles: 'Ticket S2',
      reemplazadaPor: { tipo: 'MEGA', nombreTipo: 'Entrada MEGA', nombreTipoIngles: 'Ticket MEGA' },
    })
    expect(await publicView(upgrade.id)).toMatchObject({ estado: 'pagada', tipo: 'MEGA', reemplazadaPor: null })
    const upgradeMail = mailsTo(buyer.email).find((m) => m.subject.includes(upgrade.orderID))
    expect(upgradeMail?.text).toContain('Pagado ahora: $160.000 CLP · Total pagado: $250.000 CLP')
    expect(upgradeMail?.text).toContain('Paid now: $160.000 CLP · Total paid: $250.000 CLP')
    expect(upgradeMail?.text).toContain('reemplaza tu entrada Sponsor')
    expect(upgradeMail?.text).toContain('replaces your Sponsor ticket')
    await expectMoneyInvariant(services.standIn, buyer.id)

    // Refunding the upgrade gives the difference back and makes the Sponsor ticket valid again.
    expect(await refund(moderator, upgrade.id)).toEqual({ status: 200, body: { estado: 'reembolsada', mailed: true } })
    expect(await ticketOf(first.id)).toMatchObject({ estado: 'pagada', reemplazadaPor: '' })
    expect(await ticketOf(upgrade.id)).toMatchObject({ estado: 'reembolsada' })
    expect(await badgeOf(buyer.id)).toMatchObject({ TipoBadge: sponsor.id, MontoTotalPagado: 90000 })
    expect(await stockOf(sponsor.id)).toBe(9)
    expect(await stockOf(mega.id)).toBe(10)
    await expectMoneyInvariant(services.standIn, buyer.id)
  })
})

describe('organiser refunds ("Reembolsar" on /adminremove)', () => {
  it('inside the withdrawal window: full refund through Webpay, ticket and payment refunded, unit back, badge summary gone, bilingual mail, audit row', async () => {
    const admin = await superuser()
    const type = await ensureType(admin, { tipo: 'S2', price: 90000, quedan: 5 })
    const buyer = await createBuyer()
    const moderator = await createModerator()
    const ticket = await buyThroughQueue(buyer, moderator, type)
    expect(await stockOf(type.id)).toBe(4)

    expect((await refund(buyer, ticket.id)).status).toBe(403)
    advanceOwnClock(9 * DAY)
    expect(await refund(moderator, ticket.id)).toEqual({ status: 200, body: { estado: 'reembolsada', mailed: true } })
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'reembolsada' })
    expect(await paymentOf(String(ticket.token))).toMatchObject({ estado: 'reembolsada', reembolsoMotivo: 'organizador', reembolsoPor: moderator.id })
    expect(services.standIn.controls.transaction(String(ticket.token))?.status).toBe('REVERSED')
    expect(await stockOf(type.id)).toBe(5)
    expect(await badgeOf(buyer.id)).toBeNull()
    const notice = mailsTo(buyer.email).find((m) => m.subject.includes('reembolso'))
    expect(notice?.text).toContain('Monto reembolsado: $90.000 CLP')
    expect(notice?.text).toContain('Amount refunded: $90.000 CLP')
    const audit = await admin.collection('auditLog').getFullList({ filter: `target = "${ticket.id}" && action = "reembolsar"` })
    expect(audit).toMatchObject([{ actor: moderator.id, actorEmail: moderator.email, after: { estado: 'reembolsada' } }])
    expect(await publicView(ticket.id)).toMatchObject({ estado: 'reembolsada' })

    // A second click changes nothing and refunds nothing.
    expect(await refund(moderator, ticket.id)).toEqual({ status: 200, body: { estado: 'reembolsada', mailed: false } })
    expect(await stockOf(type.id)).toBe(5)
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('outside the window (after 10 calendar days) and for waitlist tickets: refused with the reason, nothing changes', async () => {
    const admin = await superuser()
    const moderator = await createModerator()
    const late = await createBuyer()
    const lateTicket = await issueTicket(late.id, { tipo: 'S2', price: 90000 })
    await payTicket(late, lateTicket)
    advanceOwnClock(12 * DAY)
    expect(await refund(moderator, lateTicket.id)).toEqual({
      status: 409,
      body: { error: 'The withdrawal period (10 calendar days after payment) is over for this ticket.', details: { code: 'windowClosed' } },
    })
    expect(await ticketOf(lateTicket.id)).toMatchObject({ estado: 'pagada' })
    resetOwnClock()

    const waitlistType = await ensureType(admin, { tipo: 'B2', price: 30000 })
    await admin.collection('Entradas').update(waitlistType.id, { listaEspera: true })
    try {
      const buyer = await createBuyer()
      const ticket = await issueTicket(buyer.id, { tipo: 'B2', price: 30000 })
      await payTicket(buyer, ticket)
      expect(await refund(moderator, ticket.id)).toEqual({ status: 409, body: { error: 'Waitlist tickets are non-refundable under the rules.', details: { code: 'waitlist' } } })
      expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'pagada' })
      await expectMoneyInvariant(services.standIn, buyer.id)
    } finally {
      await admin.collection('Entradas').update(waitlistType.id, { listaEspera: false })
    }
    const unpaid = await issueTicket(late.id)
    expect(await refund(moderator, unpaid.id)).toMatchObject({ status: 409, body: { details: { code: 'notPaid' } } })
    await expectMoneyInvariant(services.standIn, late.id)
  })

  it('refund answer lost: 502 and the intent kept; the reconciliation asks status(), completes it once, audits and mails', async () => {
    const buyer = await createBuyer()
    const moderator = await createModerator()
    const ticket = await issueTicket(buyer.id, { tipo: 'S2', price: 90000 })
    const token = await payTicket(buyer, ticket)
    services.standIn.controls.setAnswerLost(['refund'])
    expect(await refund(moderator, ticket.id)).toMatchObject({ status: 502, body: { details: { code: 'pending' } } })
    expect(await paymentOf(token)).toMatchObject({ estado: 'reembolsando' })
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'pagada' })
    expect(services.standIn.controls.transaction(token)?.status).toBe('REVERSED')
    // The organiser sees it as unfinished (its real state); the buyer cannot ask.
    const unfinished = () => moderator.pb.send<{ refunds: { ticket: string; state: string }[] }>('/api/mi/refund-states', { method: 'GET' })
    expect((await unfinished()).refunds).toContainEqual(expect.objectContaining({ ticket: ticket.id, state: 'pending' }))
    await expect(buyer.pb.send('/api/mi/refund-states', { method: 'GET' })).rejects.toMatchObject({ status: 403 })

    services.standIn.controls.setAnswerLost(false)
    await reconcile(await adminClient())
    expect((await unfinished()).refunds.map((r) => r.ticket)).not.toContain(ticket.id)
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'reembolsada' })
    expect(await paymentOf(token)).toMatchObject({ estado: 'reembolsada' })
    const admin = await superuser()
    expect(await admin.collection('auditLog').getFullList({ filter: `target = "${ticket.id}" && action = "reembolsar"` })).toHaveLength(1)
    expect(mailsTo(buyer.email).filter((m) => m.subject.includes('reembolso'))).toHaveLength(1)
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('refund on day 8 with the answer lost: status is gone, the retry asks the refund itself (310 already nullified) and records it once; nothing stuck', async () => {
    const buyer = await createBuyer()
    const moderator = await createModerator()
    const ticket = await issueTicket(buyer.id, { tipo: 'S2', price: 90000 })
    const token = await payTicket(buyer, ticket)
    const eightDays = 8 * 24 * 3_600_000
    services.standIn.controls.advanceClock(eightDays)
    advanceOwnClock(eightDays)
    services.standIn.controls.setAnswerLost(['refund'])
    expect(await refund(moderator, ticket.id)).toMatchObject({ status: 502, body: { details: { code: 'pending' } } })
    expect(services.standIn.controls.transaction(token)).toMatchObject({ status: 'NULLIFIED', balance: 0 })
    expect(await paymentOf(token)).toMatchObject({ estado: 'reembolsando' })

    services.standIn.controls.setAnswerLost(false)
    const summary = await reconcile(await adminClient())
    expect(summary.errors).toEqual([])
    expect(await paymentOf(token)).toMatchObject({ estado: 'reembolsada', result: { refund: { fromRepeatedRefund: true } } })
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'reembolsada' })
    expect(services.standIn.controls.transaction(token)).toMatchObject({ status: 'NULLIFIED', balance: 0 })
    expect(mailsTo(buyer.email).filter((m) => m.subject.includes('reembolso'))).toHaveLength(1)
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('a refund Webpay no longer accepts (day 95: 284) is refused clearly, the payment back where it was with the answer kept', async () => {
    const buyer = await createBuyer()
    const ticket = await issueTicket(buyer.id, { tipo: 'S2', price: 90000 })
    const token = await payTicket(buyer, ticket)
    const days95 = 95 * 24 * 3_600_000
    services.standIn.controls.advanceClock(days95)
    advanceOwnClock(days95)
    const pb = await adminClient()
    const payment = await (await superuser()).collection('pagos').getFirstListItem<PaymentRecord>(`token = "${token}"`)
    await expect(refundPayment(pb, payment, { motivo: 'organizador', por: '' }, new Budget())).rejects.toBeInstanceOf(RefundNotPerformed)
    expect(await paymentOf(token)).toMatchObject({ estado: 'finalizada', result: { refundFailed: { error: 'Nullification period exceeded (284)' } } })
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'pagada' })
    expect(services.standIn.controls.transaction(token)).toMatchObject({ status: 'AUTHORIZED' })
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('money given back outside the shop (Transbank’s portal, a chargeback): the reconciliation reads the paid again and voids the ticket, unit back, audited', async () => {
    const admin = await superuser()
    const buyer = await createBuyer()
    const moderator = await createModerator()
    const type = await ensureType(admin, { tipo: 'B', price: 40000, quedan: 20 })
    const ticket = await buyThroughQueue(buyer, moderator, type)
    const token = String(ticket['token'])
    expect(await stockOf(type.id)).toBe(19)
    services.standIn.controls.refundOutsideTheShop(token)

    const summary = await reconcile(await adminClient())
    expect(summary.voided).toBeGreaterThanOrEqual(1)
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'reembolsada' })
    expect(await paymentOf(token)).toMatchObject({ estado: 'reembolsada', reembolsoMotivo: 'externo' })
    expect(await stockOf(type.id)).toBe(20)
    expect(await badgeOf(buyer.id)).toBeNull()
    expect(await admin.collection('auditLog').getFullList({ filter: admin.filter("action = 'reembolso-externo' && target = {:t}", { t: ticket.id }) })).toHaveLength(1)
    expect(await publicView(ticket.id)).toMatchObject({ estado: 'reembolsada' })
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('an organiser refund whose mail failed (or whose function died after Webpay) gets its audit row once and its mail on a later run', async () => {
    const buyer = await createBuyer()
    const moderator = await createModerator()
    const ticket = await issueTicket(buyer.id, { tipo: 'S2', price: 90000 })
    const token = await payTicket(buyer, ticket)
    services.sink.setFailing(true)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await refund(moderator, ticket.id)).toMatchObject({ status: 200, body: { estado: 'reembolsada', mailed: false } })
    logged.mockRestore()
    expect(await paymentOf(token)).toMatchObject({ reembolsoAvisadoEn: '' })
    services.sink.setFailing(false)

    await reconcile(await adminClient())
    expect(mailsTo(buyer.email).filter((m) => m.subject.includes('reembolso'))).toHaveLength(1)
    expect(await paymentOf(token)).toMatchObject({ reembolsoAvisadoEn: expect.stringMatching(/^\d{4}-/) })
    await reconcile(await adminClient())
    expect(mailsTo(buyer.email).filter((m) => m.subject.includes('reembolso'))).toHaveLength(1)
    const admin = await superuser()
    expect(await admin.collection('auditLog').getFullList({ filter: `target = "${ticket.id}" && action = "reembolsar"` })).toHaveLength(1)
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('an upgrade cannot be paid while an organiser refund of its base is in flight; the refund then cancels it: nothing stuck, the books add up', async () => {
    const { buyer, moderator, mega, old, upgrade } = await sponsorPaidMegaApproved()
    const oldToken = String(old['token'])
    expect(upgrade).toMatchObject({ monto: 160000, credito: 90000, mejoraDe: old.id })
    const megaStock = await stockOf(mega.id)

    services.standIn.controls.setAnswerLost(['refund'])
    expect((await refund(moderator, old.id)).status).toBe(502)
    services.standIn.controls.setAnswerLost(false)
    const pay = await callFn(updatetokenentregada, { EntradasEntregadasID: upgrade.id }, auth(buyer))
    expect(pay).toMatchObject({ status: 409, body: { details: { code: 'upgradeBaseGone', reason: 'baseRefunding' } } })

    await reconcile(await adminClient())
    expect(await paymentOf(oldToken)).toMatchObject({ estado: 'reembolsada' })
    expect(await ticketOf(old.id)).toMatchObject({ estado: 'reembolsada' })
    expect(await ticketOf(upgrade.id)).toMatchObject({ estado: 'rechazada' })
    expect(await stockOf(mega.id)).toBe(megaStock + 1)
    expect(await badgeOf(buyer.id)).toBeNull()
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('Sponsor paid, MEGA approved for the difference, the Sponsor refunded: the MEGA is cancelled, cannot be paid, and no MEGA exists for 160 000', async () => {
    const { admin, buyer, moderator, old, upgrade } = await sponsorPaidMegaApproved()
    expect(upgrade.monto).toBe(160000)
    expect((await refund(moderator, old.id)).status).toBe(200)
    expect(await ticketOf(upgrade.id)).toMatchObject({ estado: 'rechazada' })
    expect((await callFn(updatetokenentregada, { EntradasEntregadasID: upgrade.id }, auth(buyer))).status).toBe(409)
    const valid = await admin.collection('EntradasEntregadas').getFullList({ filter: admin.filter("user = {:u} && estado = 'pagada'", { u: buyer.id }) })
    expect(valid).toEqual([])
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('the buyer was already in Webpay when the base refund was asked for: the upgrade payment is refunded, not applied', async () => {
    const { buyer, moderator, old, upgrade } = await sponsorPaidMegaApproved()
    const started = await callFn(updatetokenentregada, { EntradasEntregadasID: upgrade.id }, auth(buyer))
    expect(started.status).toBe(200)
    const { token, url } = started.body as { token: string; url: string }

    services.standIn.controls.setAnswerLost(['refund'])
    expect((await refund(moderator, old.id)).status).toBe(502)
    services.standIn.controls.setAnswerLost(false)
    await payWithCard(services.standIn, url, token, VISA)
    // The return's one call: the upgrade payment is not applied and goes back to the card.
    expect((await callFn(confirm, { token }, auth(buyer))).body).toMatchObject({ paid: false, status: 'AUTHORIZED', completion: { ticket: 'refunded', mailed: false } })
    expect((await callFn(finalconfirm, { token }, auth(buyer))).status).toBe(409)
    expect(services.standIn.controls.transaction(token)?.status).toBe('REVERSED')
    expect(await ticketOf(old.id)).toMatchObject({ estado: 'pagada' })

    await reconcile(await adminClient())
    expect(await ticketOf(old.id)).toMatchObject({ estado: 'reembolsada' })
    expect(await ticketOf(upgrade.id)).toMatchObject({ estado: 'rechazada' })
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('refund of an upgrade after the replaced level’s unit was sold again: refused with the reason and nothing changes; with a unit added, it restores the old ticket within capacity', async () => {
    const admin = await superuser()
    const moderator = await createModerator()
    // A level no other test in this file sells, with one unit.
    const sponsor = await ensureType(admin, { tipo: 'S', price: 80000, quedan: 1 })
    const mega = await ensureType(admin, { tipo: 'MEGA', price: 250000, quedan: 5 })
    const buyer = await createBuyer()
    const old = await buyThroughQueue(buyer, moderator, sponsor)
    const upgrade = await buyThroughQueue(buyer, moderator, mega)
    expect(await ticketOf(old.id)).toMatchObject({ estado: 'reemplazada' })
    expect(await stockOf(sponsor.id)).toBe(1)
    const other = await createBuyer()
    await buyThroughQueue(other, moderator, sponsor)
    expect(await stockOf(sponsor.id)).toBe(0)

    const refused = await refund(moderator, upgrade.id)
    expect(refused).toMatchObject({ status: 409, body: { details: { code: 'previousSoldOut' } } })
    expect(await ticketOf(upgrade.id)).toMatchObject({ estado: 'pagada' })
    expect(await ticketOf(old.id)).toMatchObject({ estado: 'reemplazada' })
    expect(services.standIn.controls.transaction(String(upgrade['token']))).toMatchObject({ status: 'AUTHORIZED' })
    await expectMoneyInvariant(services.standIn, buyer.id)

    // The organiser decides the capacity: one more Sponsor unit, then the refund gives it back.
    await ensureType(admin, { tipo: 'S', price: 80000, quedan: 1 })
    expect((await refund(moderator, upgrade.id)).status).toBe(200)
    expect(await ticketOf(old.id)).toMatchObject({ estado: 'pagada' })
    expect(await stockOf(sponsor.id)).toBe(0)
    const validSponsors = await admin.collection('EntradasEntregadas').getFullList({ filter: admin.filter("tipo = {:t} && estado = 'pagada'", { t: sponsor.id }) })
    expect(validSponsors).toHaveLength(2)
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('a nullification Webpay refuses (failing response_code): 502, nothing changes, the ticket stays paid', async () => {
    const buyer = await createBuyer()
    const moderator = await createModerator()
    const ticket = await issueTicket(buyer.id, { tipo: 'S2', price: 90000 })
    const token = await payTicket(buyer, ticket)
    services.standIn.controls.advanceClock(4 * 3_600_000)
    services.standIn.controls.setNullificationFailure(-1)
    expect(await refund(moderator, ticket.id)).toMatchObject({ status: 502, body: { details: { code: 'notPerformed' } } })
    expect(await paymentOf(token)).toMatchObject({ estado: 'finalizada' })
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'pagada' })
    expect(await badgeOf(buyer.id)).toMatchObject({ MontoTotalPagado: 90000 })
    await expectMoneyInvariant(services.standIn, buyer.id)

    services.standIn.controls.setNullificationFailure(null)
    expect((await refund(moderator, ticket.id)).status).toBe(200)
    expect(services.standIn.controls.transaction(token)).toMatchObject({ status: 'NULLIFIED', balance: 0 })
    await expectMoneyInvariant(services.standIn, buyer.id)
  })
})

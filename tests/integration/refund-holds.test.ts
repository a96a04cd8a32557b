import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RecordModel } from 'pocketbase'
import updatetokenentregada from '../../functions/updatetokenentregada.mts'
import confirm from '../../functions/confirm.mts'
import reembolsar from '../../functions/reembolsar.mts'
import { adminClient } from '../../functions/_shared/pocketbase.ts'
import { reconcile } from '../../functions/_shared/reconcile.ts'
import { createModerator, superuser, type TestAccount } from './support/pocketbase.ts'
import { callFn, DEBIT, issueTicket, payWithCard, PREPAID, setUpPaymentServices, VISA } from './support/payments.ts'
import { createBuyer, ensureType, openRequests, pide } from './support/queue-fixtures.ts'
import { expectMoneyInvariant, resetOwnClock } from './support/money.ts'

/**
 * Issue #37: a refund holds what its completion needs before Webpay is asked (finding 2), and a
 * refund Webpay refuses for good has an answer in the product: recorded as made outside Webpay
 * (finding 5). docs/payments.md, fault table rows 28–30.
 */
const services = setUpPaymentServices()
afterEach(() => resetOwnClock())

const HOUR = 3_600_000
const auth = (account: TestAccount) => account.pb.authStore.token
const ticketOf = async (id: string) => (await superuser()).collection('EntradasEntregadas').getOne(id)
const paymentOf = async (token: string) => (await superuser()).collection('pagos').getFirstListItem(`token = "${token}"`)
const badgeOf = async (userId: string) => (await (await superuser()).collection('EntradasUsuario').getFullList({ filter: `user = "${userId}"` }))[0] ?? null
const stockOf = async (typeId: string) => (await (await superuser()).collection('EntradasQuedan').getFirstListItem(`EntradasID = "${typeId}"`)).CantidadQuedan as number
/** Valid (pagada) tickets of a level among these people (the level's capacity is theirs in each test). */
const validOf = async (typeId: string, people: readonly TestAccount[]) =>
  (await superuser()).collection('EntradasEntregadas').getFullList({
    filter: `tipo = "${typeId}" && estado = 'pagada' && (${people.map((p) => `user = "${p.id}"`).join(' || ')})`,
  })
const refund = (moderator: TestAccount, ticketId: string) => callFn(reembolsar, { EntradasEntregadasID: ticketId }, auth(moderator))
const recordOutside = (account: TestAccount, ticket: string, reason: string) =>
  account.pb.send<{ status: string; ticket: string }>('/api/mi/refund-outside', { method: 'POST', body: { ticket, reason } })
const unfinished = (moderator: TestAccount) =>
  moderator.pb.send<{ refunds: { ticket: string; state: string; answer: string; paymentType: string; amount: number }[] }>('/api/mi/refund-states', { method: 'GET' })

async function payTicket(buyer: TestAccount, ticket: RecordModel, card: { number: string; cvv: string } = VISA): Promise<string> {
  const started = await callFn(updatetokenentregada, { EntradasEntregadasID: ticket.id }, auth(buyer))
  expect(started.status).toBe(200)
  const { token, url } = started.body as { token: string; url: string }
  await payWithCard(services.standIn, url, token, card)
  expect((await callFn(confirm, { token }, auth(buyer))).body).toMatchObject({ paid: true })
  return token
}

/** Request → approval (the unit is taken here) → payment. */
async function buyThroughQueue(buyer: TestAccount, moderator: TestAccount, type: RecordModel, card: { number: string; cvv: string } = VISA): Promise<RecordModel> {
  expect((await pide({ userid: buyer.id, entradaid: type.id }, auth(buyer))).status).toBe(200)
  const [request] = await openRequests(await superuser(), buyer.id)
  const approved = await moderator.pb.send<RecordModel>(`/api/mi/approve/${String(request?.id)}`, { method: 'POST' })
  await payTicket(buyer, await ticketOf(approved.id), card)
  return ticketOf(approved.id)
}

/** A Sponsor level of capacity one, bought and then upgraded to MEGA (paid with `card`): the Sponsor unit is free again. */
async function upgradedFromLastSponsor(card: { number: string; cvv: string } = VISA) {
  const admin = await superuser()
  const moderator = await createModerator()
  const sponsor = await ensureType(admin, { tipo: 'S', price: 80000, quedan: 1 })
  const mega = await ensureType(admin, { tipo: 'MEGA', price: 250000, quedan: 5 })
  const buyer = await createBuyer()
  const old = await buyThroughQueue(buyer, moderator, sponsor)
  const upgrade = await buyThroughQueue(buyer, moderator, mega, card)
  expect(await ticketOf(old.id)).toMatchObject({ estado: 'reemplazada', reemplazadaPor: upgrade.id })
  expect(await stockOf(sponsor.id)).toBe(1)
  return { admin, moderator, sponsor, mega, buyer, old, upgrade }
}

describe('reserve before calling out: an upgrade refund holds the unit of the ticket it restores', () => {
  it('Webpay down at the refund, the last Sponsor unit then refused to someone else, the reconciliation completes: one valid Sponsor for a capacity of one', async () => {
    const { moderator, sponsor, mega, buyer, old, upgrade } = await upgradedFromLastSponsor()
    const megaStock = await stockOf(mega.id)

    services.standIn.controls.setDown(['refund'])
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await refund(moderator, upgrade.id)).toMatchObject({ status: 502, body: { details: { code: 'pending' } } })
    logged.mockRestore()
    expect(await paymentOf(String(upgrade['token']))).toMatchObject({ estado: 'reembolsando', unidadRetenida: sponsor.id })
    // The unit is held from the click on: the level is sold out for everybody else.
    expect(await stockOf(sponsor.id)).toBe(0)

    const other = await createBuyer()
    expect((await pide({ userid: other.id, entradaid: sponsor.id }, auth(other))).status).toBe(200)
    const [request] = await openRequests(await superuser(), other.id)
    await expect(moderator.pb.send(`/api/mi/approve/${String(request?.id)}`, { method: 'POST' })).rejects.toMatchObject({ status: 400 })
    expect(await stockOf(sponsor.id)).toBe(0)

    services.standIn.controls.setDown(false)
    const summary = await reconcile(await adminClient())
    // The reconciliation walks the whole shared server: only this refund's payment is this test's.
    const payment = await paymentOf(String(upgrade['token']))
    expect(summary.errors.filter((error) => error.includes(String(payment['id'])))).toEqual([])
    expect(await ticketOf(upgrade.id)).toMatchObject({ estado: 'reembolsada' })
    expect(await ticketOf(old.id)).toMatchObject({ estado: 'pagada', reemplazadaPor: '' })
    expect(await paymentOf(String(upgrade['token']))).toMatchObject({ estado: 'reembolsada', unidadRetenida: '' })
    expect(await validOf(sponsor.id, [buyer, other])).toHaveLength(1)
    expect(await stockOf(sponsor.id)).toBe(0)
    expect(await stockOf(mega.id)).toBe(megaStock + 1)
    expect(await badgeOf(buyer.id)).toMatchObject({ TipoBadge: sponsor.id, MontoTotalPagado: 80000 })
    await expectMoneyInvariant(services.standIn, buyer.id)
    await expectMoneyInvariant(services.standIn, other.id)
  })

  it('a refund Webpay does not perform gives the held unit back in the same step', async () => {
    const { moderator, sponsor, buyer, old, upgrade } = await upgradedFromLastSponsor()
    services.standIn.controls.advanceClock(4 * HOUR)
    services.standIn.controls.setNullificationFailure(-1)
    expect(await refund(moderator, upgrade.id)).toMatchObject({ status: 502, body: { details: { code: 'notPerformed' } } })
    expect(await paymentOf(String(upgrade['token']))).toMatchObject({ estado: 'finalizada', unidadRetenida: '' })
    expect(await stockOf(sponsor.id)).toBe(1)
    expect(await ticketOf(old.id)).toMatchObject({ estado: 'reemplazada' })
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('the completion re-checks the level itself: a pending refund holding no unit (written before holds) is not sent while the level is sold out', async () => {
    const { admin, moderator, sponsor, buyer, old, upgrade } = await upgradedFromLastSponsor()
    const token = String(upgrade['token'])
    // An intent as the code before this change wrote it (no unit held), then the last unit sold.
    const payment = await paymentOf(token)
    await admin.collection('pagos').update(payment.id, { estado: 'reembolsando', reembolsoMotivo: 'organizador', reembolsoPor: moderator.id })
    const other = await createBuyer()
    await buyThroughQueue(other, moderator, sponsor)
    expect(await stockOf(sponsor.id)).toBe(0)

    await reconcile(await adminClient())
    expect(await paymentOf(token)).toMatchObject({ estado: 'finalizada', result: { refundFailed: { error: 'previousSoldOut' } } })
    expect(services.standIn.controls.transaction(token)).toMatchObject({ status: 'AUTHORIZED' })
    expect(await ticketOf(upgrade.id)).toMatchObject({ estado: 'pagada' })
    expect(await ticketOf(old.id)).toMatchObject({ estado: 'reemplazada' })
    expect(await validOf(sponsor.id, [buyer, other])).toHaveLength(1)
    expect(await stockOf(sponsor.id)).toBe(0)
    await expectMoneyInvariant(services.standIn, buyer.id)
    await expectMoneyInvariant(services.standIn, other.id)
  })
})

describe('refunds Webpay refuses: debit and prepaid after the reversal window, recorded as made outside Webpay', () => {
  it('a debit payment refunded after 3 hours: 409 with why and what to do; recorded as a bank transfer, the ticket is refunded, its unit back, audited, the books balance', async () => {
    const admin = await superuser()
    const moderator = await createModerator()
    const type = await ensureType(admin, { tipo: 'B', price: 40000, quedan: 20 })
    const buyer = await createBuyer()
    const ticket = await issueTicket(buyer.id, { tipo: 'B', price: 40000 })
    const token = await payTicket(buyer, ticket, DEBIT)
    const stock = await stockOf(type.id)
    services.standIn.controls.advanceClock(3 * HOUR + 60_000)

    expect(await refund(moderator, ticket.id)).toMatchObject({
      status: 409,
      body: { details: { code: 'webpayRefused', reason: 'debitAfterReversal', answer: 'Debit or prepaid transactions only allow reverses, not nullifications.' } },
    })
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'pagada' })
    expect(await paymentOf(token)).toMatchObject({ estado: 'finalizada', result: { payment_type_code: 'VD', refundFailed: { error: expect.stringContaining('only allow reverses') } } })
    expect(services.standIn.controls.transaction(token)).toMatchObject({ status: 'AUTHORIZED', balance: 40000 })
    expect((await unfinished(moderator)).refunds).toContainEqual(expect.objectContaining({ ticket: ticket.id, state: 'failed', paymentType: 'VD', amount: 40000 }))
    await expectMoneyInvariant(services.standIn, buyer.id)

    // Only an organiser records it, and only with a reason.
    await expect(recordOutside(buyer, ticket.id, 'Transferencia bancaria')).rejects.toMatchObject({ status: 403 })
    await expect(recordOutside(moderator, ticket.id, 'ok')).rejects.toMatchObject({ status: 400 })
    const reason = 'Transferencia bancaria a la cuenta de la persona, comprobante 123456'
    expect(await recordOutside(moderator, ticket.id, reason)).toEqual({ status: 'refunded', ticket: ticket.id })
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'reembolsada' })
    expect(await paymentOf(token)).toMatchObject({
      estado: 'reembolsada',
      reembolsoMotivo: 'fueraWebpay',
      reembolsoPor: moderator.id,
      result: { outsideWebpay: { reason, by: moderator.id, amount: 40000 } },
    })
    expect(await stockOf(type.id)).toBe(stock + 1)
    expect(await badgeOf(buyer.id)).toBeNull()
    const audit = await admin.collection('auditLog').getFullList({ filter: admin.filter("action = 'reembolso-fuera-webpay' && target = {:t}", { t: ticket.id }) })
    expect(audit).toMatchObject([{ actor: moderator.id, before: { estado: 'pagada', monto: 40000 }, after: { estado: 'reembolsada', monto: 40000, reason } }])
    expect((await unfinished(moderator)).refunds.map((r) => r.ticket)).not.toContain(ticket.id)
    await expectMoneyInvariant(services.standIn, buyer.id)

    // A second recording changes nothing.
    expect(await recordOutside(moderator, ticket.id, reason)).toEqual({ status: 'already', ticket: ticket.id })
    expect(await stockOf(type.id)).toBe(stock + 1)
  })

  it('the buyer of a refund recorded outside Webpay is told once, by the next reconciliation, in both languages, that the money went back another way', async () => {
    const moderator = await createModerator()
    await ensureType(await superuser(), { tipo: 'B', price: 40000, quedan: 20 })
    const buyer = await createBuyer()
    const ticket = await issueTicket(buyer.id, { tipo: 'B', price: 40000 })
    const token = await payTicket(buyer, ticket, DEBIT)
    services.standIn.controls.advanceClock(3 * HOUR + 60_000)
    expect(await refund(moderator, ticket.id)).toMatchObject({ status: 409, body: { details: { code: 'webpayRefused' } } })
    const notices = () => services.sink.messages.filter((m) => m.to.includes(buyer.email) && m.subject.includes('reembolso'))
    expect(await recordOutside(moderator, ticket.id, 'Transferencia bancaria, comprobante 998877')).toMatchObject({ status: 'refunded' })
    expect(notices()).toHaveLength(0)

    await reconcile(await adminClient())
    expect(notices()).toHaveLength(1)
    expect(notices()[0]?.text).toContain('te lo devolvió por otro medio')
    expect(notices()[0]?.text).toContain('gave it back another way')
    expect(notices()[0]?.text).not.toContain('a la misma tarjeta')
    expect(await paymentOf(token)).toMatchObject({ reembolsoAvisadoEn: expect.stringMatching(/^\d{4}-/) })
    // The recording's own audit row stands alone: the notice writes no 'reembolsar' row.
    const admin = await superuser()
    expect(await admin.collection('auditLog').getFullList({ filter: admin.filter("action = 'reembolsar' && target = {:t}", { t: ticket.id }) })).toHaveLength(0)

    await reconcile(await adminClient())
    expect(notices()).toHaveLength(1)
  })

  it('an upgrade whose replaced level has no unit left is not recorded as refunded outside Webpay (409 previousSoldOut, nothing changes); with a unit added it is, and the old ticket is valid again', async () => {
    const { admin, moderator, sponsor, buyer, old, upgrade } = await upgradedFromLastSponsor(DEBIT)
    // Webpay refuses the debit upgrade's refund after the reversal window, while the Sponsor unit is still free…
    services.standIn.controls.advanceClock(3 * HOUR + 60_000)
    expect(await refund(moderator, upgrade.id)).toMatchObject({ status: 409, body: { details: { code: 'webpayRefused', reason: 'debitAfterReversal' } } })
    // …then someone else takes it.
    const other = await createBuyer()
    await buyThroughQueue(other, moderator, sponsor)
    expect(await stockOf(sponsor.id)).toBe(0)

    const reason = 'Transferencia bancaria de la diferencia pagada'
    const refused = await recordOutside(moderator, upgrade.id, reason).catch((err: { status: number; response: unknown }) => err)
    expect(refused).toMatchObject({ status: 409, response: { data: { request: { code: 'previousSoldOut' } } } })
    expect(await ticketOf(upgrade.id)).toMatchObject({ estado: 'pagada' })
    expect(await ticketOf(old.id)).toMatchObject({ estado: 'reemplazada' })
    expect(await paymentOf(String(upgrade.token))).toMatchObject({ estado: 'finalizada', unidadRetenida: '' })
    expect(await stockOf(sponsor.id)).toBe(0)

    const row = await admin.collection('EntradasQuedan').getFirstListItem(`EntradasID = "${sponsor.id}"`)
    await admin.collection('EntradasQuedan').update(row.id, { CantidadQuedan: 1 })
    expect(await recordOutside(moderator, upgrade.id, reason)).toMatchObject({ status: 'refunded' })
    expect(await ticketOf(upgrade.id)).toMatchObject({ estado: 'reembolsada' })
    expect(await ticketOf(old.id)).toMatchObject({ estado: 'pagada' })
    expect(await stockOf(sponsor.id)).toBe(0)
    expect(await validOf(sponsor.id, [buyer, other])).toHaveLength(2)
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('a paid ticket Webpay never refused to refund cannot be recorded as refunded outside Webpay (409 webpayNotRefused, nothing changes)', async () => {
    const moderator = await createModerator()
    await ensureType(await superuser(), { tipo: 'B', price: 40000, quedan: 20 })
    const buyer = await createBuyer()
    const ticket = await issueTicket(buyer.id, { tipo: 'B', price: 40000 })
    const token = await payTicket(buyer, ticket, VISA)
    const refused = await recordOutside(moderator, ticket.id, 'Transferencia bancaria del total').catch((err: { status: number; response: unknown }) => err)
    expect(refused).toMatchObject({ status: 409, response: { data: { request: { code: 'webpayNotRefused' } } } })
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'pagada' })
    expect(await paymentOf(token)).toMatchObject({ estado: 'finalizada', reembolsoMotivo: '' })
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('recording a refund outside Webpay is refused while the holder’s admission stands: 409 admitted, the ticket stays paid', async () => {
    const admin = await superuser()
    const moderator = await createModerator()
    await ensureType(admin, { tipo: 'B', price: 40000, quedan: 20 })
    const buyer = await createBuyer()
    const ticket = await issueTicket(buyer.id, { tipo: 'B', price: 40000 })
    const token = await payTicket(buyer, ticket, DEBIT)
    expect((await moderator.pb.send<{ verdict: string }>(`/api/mi/checkin/${ticket.id}`, { method: 'POST' })).verdict).toBe('admitted')
    const refused = await recordOutside(moderator, ticket.id, 'Transferencia bancaria del total').catch((err: { status: number; response: unknown }) => err)
    expect(refused).toMatchObject({ status: 409, response: { data: { request: { code: 'admitted' } } } })
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'pagada' })
    expect(await paymentOf(token)).toMatchObject({ estado: 'finalizada' })
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('a prepaid payment inside the reversal window is still reversed through Webpay; recording outside Webpay is refused while a refund is pending', async () => {
    const admin = await superuser()
    const moderator = await createModerator()
    await ensureType(admin, { tipo: 'B', price: 40000, quedan: 20 })
    const buyer = await createBuyer()
    const ticket = await issueTicket(buyer.id, { tipo: 'B', price: 40000 })
    const token = await payTicket(buyer, ticket, PREPAID)

    services.standIn.controls.setAnswerLost(['refund'])
    expect(await refund(moderator, ticket.id)).toMatchObject({ status: 502, body: { details: { code: 'pending' } } })
    await expect(recordOutside(moderator, ticket.id, 'Transferencia bancaria del total')).rejects.toMatchObject({ status: 400 })
    services.standIn.controls.setAnswerLost(false)
    await reconcile(await adminClient())
    expect(services.standIn.controls.transaction(token)).toMatchObject({ status: 'REVERSED' })
    expect(await paymentOf(token)).toMatchObject({ estado: 'reembolsada', reembolsoMotivo: 'organizador' })
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'reembolsada' })
    await expectMoneyInvariant(services.standIn, buyer.id)
  })
})

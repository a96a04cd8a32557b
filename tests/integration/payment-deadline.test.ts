import { beforeAll, describe, expect, it } from 'vitest'
import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import confirm from '../../functions/confirm.mts'
import finalconfirm from '../../functions/finalconfirm.mts'
import updatetokenentregada from '../../functions/updatetokenentregada.mts'
import { adminClient } from '../../functions/_shared/pocketbase.ts'
import { reconcile } from '../../functions/_shared/reconcile.ts'
import { WEBPAY_COMPLETION_WINDOW_MS } from '../../src/domain/webpay-timing.ts'
import { expectMoneyInvariant } from './support/money.ts'
import { createModerator, createUser, errorOf, statusOf, superuser, type TestAccount } from './support/pocketbase.ts'
import { callFn, payWithCard, setUpPaymentServices, testOrderId, VISA } from './support/payments.ts'
import { ensureType } from './support/queue-fixtures.ts'

const services = setUpPaymentServices()
const DAY = 24 * 3600 * 1000
const HOUR = 3600 * 1000

let admin: PocketBase
let mod: TestAccount
let type: RecordModel

beforeAll(async () => {
  admin = await superuser()
  mod = await createModerator()
  type = await ensureType(admin, { tipo: 'SS1', price: 150000, quedan: 10 })
})

const parse = (pbDate: string) => new Date(pbDate.replace(' ', 'T'))
const iso = (date: Date) => date.toISOString()

/** The deadline job at a chosen moment (the cron runs the same function with the clock). */
const runAt = (now: Date) =>
  admin.send<{ expired: string[]; expiryMails: string[]; reminders: string[]; failures: string[] }>('/api/mi/deadlines/run', { method: 'POST', body: { now: iso(now) } })

const stock = async () => (await admin.collection('EntradasQuedan').getFirstListItem(admin.filter('EntradasID = {:id}', { id: type.id }))).CantidadQuedan as number

/** An approved, unpaid ticket as the approval route leaves it (the stock already counted it out). */
async function approvedTicket(): Promise<{ buyer: TestAccount; ticket: RecordModel }> {
  const buyer = await createUser()
  const ticket = await admin.collection('EntradasEntregadas').create({ user: buyer.id, tipo: type.id, nombre: 'Ana Pérez', orderID: testOrderId(), monto: 150000 })
  return { buyer, ticket }
}

/** How many of these expired tickets are of the test's type: each returned one unit to its stock. */
const ofType = async (ids: string[]) => (await Promise.all(ids.map((id) => ticketOf(id)))).filter((t) => t.tipo === type.id).length

const ticketOf = (id: string) => admin.collection('EntradasEntregadas').getOne(id)
const mailsTo = (email: string, subject: RegExp) => services.sink.messages.filter((m) => m.to.includes(email) && subject.test(m.subject))

describe('payment deadline of approved tickets', () => {
  it('an approved ticket gets a deadline 7 days out (MI_PAYMENT_DAYS default)', async () => {
    const before = Date.now()
    const { ticket } = await approvedTicket()
    const deadline = parse(String(ticket.pagarAntes)).getTime()
    expect(deadline).toBeGreaterThanOrEqual(before + 7 * DAY - 1000)
    expect(deadline).toBeLessThanOrEqual(Date.now() + 7 * DAY + 1000)
  })

  it('reminds the buyer once, 48 hours before the deadline, in both languages', async () => {
    const { buyer, ticket } = await approvedTicket()
    const deadline = parse(String(ticket.pagarAntes))
    expect((await runAt(new Date(deadline.getTime() - 49 * HOUR))).reminders).not.toContain(ticket.id)
    expect((await runAt(new Date(deadline.getTime() - 47 * HOUR))).reminders).toContain(ticket.id)
    expect((await runAt(new Date(deadline.getTime() - 2 * HOUR))).reminders).not.toContain(ticket.id)
    const mail = await services.sink.waitFor((m) => m.to.includes(buyer.email) && /recordatorio de pago/.test(m.subject))
    expect(mail.text).toContain('sigue pendiente de pago')
    expect(mail.text).toContain('is still unpaid')
    expect(mail.text).toContain('$150.000')
    expect(mailsTo(buyer.email, /recordatorio de pago/)).toHaveLength(1)
    expect((await ticketOf(ticket.id)).recordatorioEn).not.toBe('')
  })

  it('at the deadline the ticket becomes vencida, its unit returns to stock, the buyer is told once and the log shows it', async () => {
    const { buyer, ticket } = await approvedTicket()
    const deadline = parse(String(ticket.pagarAntes))
    const stockBefore = await stock()
    const early = await runAt(new Date(deadline.getTime() - 60_000))
    expect(early.expired).not.toContain(ticket.id)
    expect((await ticketOf(ticket.id)).estado).toBe('creada')

    const run = await runAt(new Date(deadline.getTime() + 60_000))
    expect(run.expired).toContain(ticket.id)
    expect(run.expiryMails).toContain(ticket.id)
    expect((await ticketOf(ticket.id)).estado).toBe('vencida')
    // The fake clock also expires the other test files' tickets that were due (in both runs): each gives
    // back its own unit.
    const returned = (await ofType(early.expired)) + (await ofType(run.expired))
    expect(await stock()).toBe(stockBefore + returned)

    const again = await runAt(new Date(deadline.getTime() + 2 * DAY))
    expect(again.expired).not.toContain(ticket.id)
    expect(again.expiryMails).not.toContain(ticket.id)
    expect(await stock()).toBe(stockBefore + returned + (await ofType(again.expired)))
    await services.sink.waitFor((m) => m.to.includes(buyer.email) && /plazo de pago vencido/.test(m.subject))
    const mails = mailsTo(buyer.email, /plazo de pago vencido/)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.text).toContain('volvió a la venta')
    expect(mails[0]?.text).toContain('is back on sale')

    const audit = await admin.collection('auditLog').getFullList({ filter: admin.filter("target = {:t} && action = 'expire'", { t: ticket.id }) })
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actorEmail: 'system:payment-deadline', after: { estado: 'vencida', stockReturned: true } })
    // Moderators see it in their list of issued tickets.
    expect((await mod.pb.collection('EntradasEntregadas').getOne(ticket.id)).estado).toBe('vencida')
  })

  it('moderators extend a deadline (audited, with a new reminder); bad input, attendees and expired tickets are refused', async () => {
    const { buyer, ticket } = await approvedTicket()
    const deadline = parse(String(ticket.pagarAntes))
    await runAt(new Date(deadline.getTime() - 47 * HOUR))
    const extended = await mod.pb.send<RecordModel>(`/api/mi/deadline/${ticket.id}`, { method: 'POST', body: { days: 3 } })
    expect(parse(String(extended.pagarAntes)).getTime()).toBe(deadline.getTime() + 3 * DAY)
    expect(extended.recordatorioEn).toBe('')
    expect((await runAt(new Date(deadline.getTime() + 60_000))).expired).not.toContain(ticket.id)
    const audit = await admin.collection('auditLog').getFullList({ filter: admin.filter("target = {:t} && action = 'extend-deadline'", { t: ticket.id }) })
    expect(audit[0]).toMatchObject({ actor: mod.id })

    for (const body of [{}, { days: 0 }, { days: 31 }, { days: 1.5 }, { days: '3' }]) {
      expect((await errorOf(mod.pb.send(`/api/mi/deadline/${ticket.id}`, { method: 'POST', body }))).status).toBe(400)
    }
    expect(await statusOf(buyer.pb.send(`/api/mi/deadline/${ticket.id}`, { method: 'POST', body: { days: 3 } }))).toBe(403)
    expect(await statusOf(mod.pb.send('/api/mi/deadline/zzzzzzzzzzzzzzz', { method: 'POST', body: { days: 3 } }))).toBe(404)
    // The deadline fields are not writable through the record API, even by moderators.
    expect(await statusOf(mod.pb.collection('EntradasEntregadas').update(ticket.id, { pagarAntes: '2099-01-01 00:00:00.000Z' }))).not.toBe(0)
    expect(parse(String((await ticketOf(ticket.id)).pagarAntes)).getTime()).toBe(deadline.getTime() + 3 * DAY)

    await runAt(new Date(deadline.getTime() + 4 * DAY))
    expect((await errorOf(mod.pb.send(`/api/mi/deadline/${ticket.id}`, { method: 'POST', body: { days: 3 } }))).status).toBe(409)
  })

  it("a buyer who opened Webpay keeps the ticket past the deadline while the payment could still complete (Transbank's form and commit windows), then it expires", async () => {
    const { buyer, ticket } = await approvedTicket()
    await admin.collection('EntradasEntregadas').update(ticket.id, { pagarAntes: new Date(Date.now() - 60_000).toISOString() })
    const started = Date.now()
    expect((await callFn(updatetokenentregada, { EntradasEntregadasID: ticket.id }, buyer.pb.authStore.token)).status).toBe(200)
    expect((await runAt(new Date(started))).expired).not.toContain(ticket.id)
    // 5 minutes to reach the form plus 15 in it: still payable, so still the buyer's.
    expect((await runAt(new Date(started + 20 * 60_000))).expired).not.toContain(ticket.id)
    expect((await runAt(new Date(started + WEBPAY_COMPLETION_WINDOW_MS + 60_000))).expired).toContain(ticket.id)
  })

  it('a buyer who paid in time keeps the ticket: the commit answer lost before the deadline, the deadline passes, the reconciliation completes the payment', async () => {
    const { buyer, ticket } = await approvedTicket()
    const deadline = new Date(Date.now() + 2 * 60_000)
    await admin.collection('EntradasEntregadas').update(ticket.id, { pagarAntes: deadline.toISOString() })
    const start = await callFn(updatetokenentregada, { EntradasEntregadasID: ticket.id }, buyer.pb.authStore.token)
    const { token, url } = start.body as { token: string; url: string }
    // 14 minutes in Webpay's form (fake clock for the job): paid, and the commit's answer is lost.
    await payWithCard(services.standIn, url, token, VISA)
    services.standIn.controls.setAnswerLost(['commit'])
    expect(await callFn(confirm, { token }, buyer.pb.authStore.token)).toEqual({ status: 200, body: null })
    services.standIn.controls.setAnswerLost(false)
    expect((await runAt(new Date(deadline.getTime() + 14 * 60_000))).expired).not.toContain(ticket.id)
    expect((await ticketOf(ticket.id)).estado).toBe('creada')

    await reconcile(await adminClient())
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'pagada' })
    expect(services.standIn.controls.transaction(token)).toMatchObject({ status: 'AUTHORIZED', commits: 1 })
    // Once applied, no later run expires it.
    expect((await runAt(new Date(deadline.getTime() + 2 * WEBPAY_COMPLETION_WINDOW_MS))).expired).not.toContain(ticket.id)
    await expectMoneyInvariant(services.standIn, buyer.id)
  })

  it('a payment that arrives after the deadline is refunded automatically and the ticket stays vencida', async () => {
    const { buyer, ticket } = await approvedTicket()
    const start = await callFn(updatetokenentregada, { EntradasEntregadasID: ticket.id }, buyer.pb.authStore.token)
    const { token, url } = start.body as { token: string; url: string }
    // Days later (fake clock): the deadline passed and the unit went back to stock.
    expect((await runAt(new Date(parse(String(ticket.pagarAntes)).getTime() + 60_000))).expired).toContain(ticket.id)
    const stockAfterExpiry = await stock()

    await payWithCard(services.standIn, url, token, VISA)
    expect((await callFn(confirm, { token }, buyer.pb.authStore.token)).body).toMatchObject({ paid: false, status: 'AUTHORIZED', completion: { ticket: 'refunded', mailed: false } })
    const finalized = await callFn(finalconfirm, { token }, buyer.pb.authStore.token)
    expect(finalized.status).toBe(409)
    expect(finalized.body).toEqual({ error: expect.stringContaining('refunded') })
    expect(services.standIn.controls.transaction(token)?.status).toBe('REVERSED')
    expect((await ticketOf(ticket.id)).estado).toBe('vencida')
    expect(await stock()).toBe(stockAfterExpiry)
    const payment = await admin.collection('pagos').getFirstListItem(admin.filter('token = {:t}', { t: token }))
    expect(payment.estado).toBe('reembolsada')
    expect(await admin.collection('EntradasUsuario').getFullList({ filter: admin.filter('user = {:u}', { u: buyer.id }) })).toEqual([])
  })
})

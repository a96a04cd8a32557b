import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import { createUser, startMailbox, superuser } from './support/pocketbase.ts'
import { testOrderId } from './support/payments.ts'
import { ensureType } from './support/queue-fixtures.ts'
import type { SmtpSink } from '../../scripts/lib/smtp-sink.ts'

const HOUR = 3600 * 1000

let admin: PocketBase
let type: RecordModel
let sink: SmtpSink

beforeAll(async () => {
  admin = await superuser()
  sink = await startMailbox()
  type = await ensureType(admin, { tipo: 'SS1', price: 150000, quedan: 10 })
})
afterAll(() => sink.stop())

const runAt = (now: Date) => admin.send<{ reminders: string[]; expiryMails: string[] }>('/api/mi/deadlines/run', { method: 'POST', body: { now: now.toISOString() } })

/** An approved, unpaid ticket whose deadline is `deadline` (a UTC instant). */
async function ticketDueAt(deadline: string) {
  const buyer = await createUser()
  const ticket = await admin.collection('EntradasEntregadas').create({
    user: buyer.id,
    tipo: type.id,
    nombre: 'Ana Pérez',
    orderID: testOrderId(),
    monto: 150000,
    pagarAntes: deadline.replace('T', ' '),
  })
  return { email: buyer.email, ticket }
}

async function reminderText(deadline: string): Promise<string> {
  const { email, ticket } = await ticketDueAt(deadline)
  expect((await runAt(new Date(Date.parse(deadline) - 47 * HOUR))).reminders).toContain(ticket.id)
  return (await sink.waitFor((m) => m.to.includes(email) && /recordatorio de pago/.test(m.subject))).text
}

// Deadlines in 2027, far from every other test's clock. Chile's summer time starts at 04:00 UTC on
// 5 September 2027 (the clock jumps from 24:00 to 01:00) and ends at 03:00 UTC on 4 April 2027.
describe('the payment reminder states the deadline on Chile’s clock', () => {
  it('half an hour before summer time starts: 23:30 of Saturday at UTC−4', async () => {
    const text = await reminderText('2027-09-05T03:30:00.000Z')
    expect(text).toContain('antes del 4 de septiembre de 2027, 23:30 (hora de Chile)')
    expect(text).toContain('before 4 September 2027, 11:30 pm (Chile time)')
    expect(text).not.toContain('UTC')
  })

  it('half an hour after summer time starts: 01:30 of Sunday at UTC−3', async () => {
    const text = await reminderText('2027-09-05T04:30:00.000Z')
    expect(text).toContain('antes del 5 de septiembre de 2027, 01:30 (hora de Chile)')
    expect(text).toContain('before 5 September 2027, 1:30 am (Chile time)')
  })

  it('either side of the end of summer time, the same wall-clock 23:30 an hour apart', async () => {
    expect(await reminderText('2027-04-04T02:30:00.000Z')).toContain('antes del 3 de abril de 2027, 23:30 (hora de Chile)')
    expect(await reminderText('2027-04-04T03:30:00.000Z')).toContain('before 3 April 2027, 11:30 pm (Chile time)')
  })

  it('the expiry mail says when the deadline passed, on Chile’s clock', async () => {
    const { email, ticket } = await ticketDueAt('2027-09-05T04:30:00.000Z')
    expect((await runAt(new Date('2027-09-05T05:00:00.000Z'))).expiryMails).toContain(ticket.id)
    const mail = await sink.waitFor((m) => m.to.includes(email) && /plazo de pago vencido/.test(m.subject))
    expect(mail.text).toContain('venció el 5 de septiembre de 2027, 01:30 (hora de Chile)')
    expect(mail.text).toContain('passed on 5 September 2027, 1:30 am (Chile time)')
  })
})

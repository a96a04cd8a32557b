import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import sendmailpagar from '../../functions/sendmailpagar.mts'
import type { SmtpSink } from '../../scripts/lib/smtp-sink.ts'
import { createModerator, editionPrefix, errorOf, startMailbox, statusOf, superuser, type TestAccount } from './support/pocketbase.ts'
import { createBuyer, ensureType, openRequests, pide, type Buyer } from './support/queue-fixtures.ts'
import { blankUser, legalData } from './permissions-fixtures.ts'
import { invokeFunction } from '../../scripts/lib/netlify-functions-runtime.ts'

// Every ticket issued now carries the prefix of the edition on sale (tests/integration/global-setup.ts).
const ORDER_ID = new RegExp(`^${editionPrefix()}[0-9]{20}$`)

let admin: PocketBase
let mod: TestAccount
let mailbox: SmtpSink

beforeAll(async () => {
  admin = await superuser()
  mod = await createModerator()
  mailbox = await startMailbox()
})
afterAll(async () => {
  await mailbox.stop()
})

const approve = (id: string, pb: PocketBase = mod.pb) => pb.send<RecordModel>(`/api/mi/approve/${id}`, { method: 'POST' })
const stockDelta = (id: string, delta: number, pb: PocketBase = mod.pb) =>
  pb.send<RecordModel>(`/api/mi/stock/${id}`, { method: 'POST', body: { delta } })

async function queued(type: RecordModel, options: Parameters<typeof createBuyer>[0] = {}): Promise<{ buyer: Buyer; request: RecordModel }> {
  const buyer = await createBuyer(options)
  const res = await pide({ userid: buyer.id, entradaid: type.id }, buyer.token)
  expect(res.status).toBe(200)
  const [request] = await openRequests(admin, buyer.id)
  if (!request) throw new Error('request not created')
  return { buyer, request }
}

/**
 * A queued request without logins or the pideentrada round trip (what it writes, as a superuser):
 * cheap enough to build dozens in parallel on a loaded machine. The approval is what is under test.
 */
async function queuedFast(type: RecordModel): Promise<{ userId: string; request: RecordModel }> {
  const userId = await blankUser()
  await admin.collection('userLegalInfoPaws').create(legalData(userId))
  const request = await admin.collection('EntradasPedidas').create({ user: userId, tipo: type.id, estado: 'creada' })
  return { userId, request }
}

const remaining = async (type: RecordModel) =>
  (await admin.collection('EntradasQuedan').getFirstListItem(admin.filter('EntradasID = {:id}', { id: type.id }))).CantidadQuedan as number

async function sendMailPagar(token: string, body: unknown) {
  const res = await invokeFunction(sendmailpagar,
    new Request('http://localhost/.netlify/functions/sendmailpagar', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }),
  )
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

describe('approval ("Cobrar") is one atomic operation', () => {
  it('issues the ticket with the final amount and the next order id, and decrements the stock', async () => {
    const sponsor = await ensureType(admin, { tipo: 'S1', price: 90000, quedan: 7 })
    const { buyer, request } = await queued(sponsor)
    const ticket = await approve(request.id)
    expect(ticket).toMatchObject({
      user: buyer.id,
      tipo: sponsor.id,
      pedida: request.id,
      nombre: 'Ana Pérez',
      estado: 'creada',
      correoEnviado: 'si',
      correoEnviado2: 'no',
      token: '1',
      monto: 90000,
      mailed: true,
    })
    expect(ticket.orderID).toMatch(ORDER_ID)
    expect((await admin.collection('EntradasPedidas').getOne(request.id)).estado).toBe('aprobada')
    expect(await remaining(sponsor)).toBe(6)

    const next = await approve((await queued(sponsor)).request.id)
    expect(Number(String(next.orderID).slice(6))).toBe(Number(String(ticket.orderID).slice(6)) + 1)
  })

  it('is one call: the payment request is mailed right after the approval, audited, and the ticket says so', async () => {
    const sponsor = await ensureType(admin, { tipo: 'S1', price: 90000, quedan: 7 })
    const { buyer, request } = await queued(sponsor)
    const ticket = await approve(request.id)
    const mail = await mailbox.waitFor((m) => m.to.includes(buyer.email) && m.text.includes(String(ticket.orderID)))
    expect(mail.subject).toBe('Monster Invasion: paga tu entrada / pay your ticket ($90.000)')
    expect(mail.text).toContain('tienes 5 minutos para completar el pago')
    expect(mail.text).toContain('you have 5 minutes to complete the payment')
    expect((await admin.collection('EntradasEntregadas').getOne(ticket.id)).correoEnviado).toBe('si')
    const rows = await admin.collection('auditLog').getFullList({ filter: `target = "${ticket.id}" && action = "sendmailpagar"` })
    expect(rows.map((row) => row['actor'])).toEqual([mod.id])
  })

  it('when the mail server refuses, the ticket is still issued (mailed: false, correoEnviado no) for a resend', async () => {
    const sponsor = await ensureType(admin, { tipo: 'S1', price: 90000, quedan: 7 })
    const { request } = await queued(sponsor)
    mailbox.setFailing(true)
    let ticket: RecordModel
    try {
      ticket = await approve(request.id)
    } finally {
      mailbox.setFailing(false)
    }
    expect(ticket).toMatchObject({ estado: 'creada', correoEnviado: 'no', mailed: false })
    expect((await admin.collection('EntradasPedidas').getOne(request.id)).estado).toBe('aprobada')
    expect(await admin.collection('auditLog').getFullList({ filter: `target = "${ticket.id}" && action = "sendmailpagar"` })).toEqual([])
  })

  it('charges an upgrade the price minus what was already paid', async () => {
    const general = await ensureType(admin, { tipo: 'B1', price: 45000 })
    const mega = await ensureType(admin, { tipo: 'MEGA', price: 300000, quedan: 50 })
    const { request } = await queued(mega, { badge: { typeId: general.id, paid: 45000 } })
    expect((await approve(request.id)).monto).toBe(255000)
  })

  it('refuses a closed request, a banned user, a zero amount and an empty stock, changing nothing', async () => {
    const sponsor = await ensureType(admin, { tipo: 'S1', price: 90000, quedan: 3 })
    const { request } = await queued(sponsor)
    await approve(request.id)
    const again = await errorOf(approve(request.id))
    expect(again.status).toBe(400)
    expect(again.message).toMatch(/no longer open/)

    const banned = await queued(sponsor)
    const status = await admin.collection('userStatusPaws').create({ user: banned.buyer.id, state: 3 })
    expect((await errorOf(approve(banned.request.id))).message).toMatch(/banned/)
    await admin.collection('userStatusPaws').update(status.id, { state: 0 })

    const general = await ensureType(admin, { tipo: 'B1', price: 45000 })
    const mega = await ensureType(admin, { tipo: 'MEGA', price: 300000, quedan: 50 })
    const rich = await queued(mega, { badge: { typeId: general.id, paid: 45000 } })
    await ensureType(admin, { tipo: 'MEGA', price: 40000, quedan: 50 })
    expect((await errorOf(approve(rich.request.id))).message).toMatch(/nothing to charge/)
    await ensureType(admin, { tipo: 'MEGA', price: 300000, quedan: 50 })

    const empty = await queued(sponsor)
    await ensureType(admin, { tipo: 'S1', price: 90000, quedan: 0 })
    expect((await errorOf(approve(empty.request.id))).message).toMatch(/No tickets of type S1 remain/)

    for (const r of [banned.request, rich.request, empty.request]) {
      expect((await admin.collection('EntradasPedidas').getOne(r.id)).estado).toBe('creada')
      expect(await admin.collection('EntradasEntregadas').getFullList({ filter: admin.filter('pedida = {:p}', { p: r.id }) })).toEqual([])
    }
    expect(await remaining(sponsor)).toBe(0)
    expect(await statusOf(approve('zzzzzzzzzzzzzzz'))).toBe(404)
  })

  it('issues without touching a stock when the type has no quantity record', async () => {
    const ss = await ensureType(admin, { tipo: 'SS1', price: 150000, quedan: null })
    const { request } = await queued(ss)
    expect((await approve(request.id)).monto).toBe(150000)
    expect(await admin.collection('EntradasQuedan').getFullList({ filter: admin.filter('EntradasID = {:id}', { id: ss.id }) })).toEqual([])
  })

  it('30 parallel approvals with 10 units left issue exactly 10 tickets with consecutive order ids', async () => {
    const type = await ensureType(admin, { tipo: 'B2', price: 55000, quedan: 10 })
    const requests = await Promise.all(Array.from({ length: 30 }, () => queuedFast(type)))
    const results = await Promise.allSettled(requests.map(({ request }) => approve(request.id)))
    const issued = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))
    const refusals = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as { status: number; message: string }] : []))
    expect(issued).toHaveLength(10)
    expect(refusals).toHaveLength(20)
    for (const refusal of refusals) {
      expect(refusal.status).toBe(400)
      expect(refusal.message).toBe('No tickets of type B2 remain.')
    }
    const numbers = issued.map((t) => Number(String(t.orderID).slice(6))).sort((a, b) => a - b)
    expect(new Set(numbers).size).toBe(10)
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => (numbers[0] ?? 0) + i))
    expect(await remaining(type)).toBe(0)
    const approved = await admin.collection('EntradasPedidas').getFullList({
      filter: admin.filter("tipo = {:t} && estado = 'aprobada'", { t: type.id }),
    })
    expect(approved.filter((r) => requests.some((q) => q.request.id === r.id))).toHaveLength(10)
  })

  it('writes an audit row for every approval', async () => {
    const sponsor = await ensureType(admin, { tipo: 'S1', price: 90000, quedan: 2 })
    const { request } = await queued(sponsor)
    const ticket = await approve(request.id)
    const rows = await admin.collection('auditLog').getFullList({ filter: admin.filter("action = 'approve' && target = {:t}", { t: request.id }) })
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ actor: mod.id, actorEmail: mod.email, collection: 'EntradasPedidas' })
    expect(rows[0]?.before).toMatchObject({ request: { estado: 'creada' }, remaining: 2 })
    expect(rows[0]?.after).toMatchObject({ request: { estado: 'aprobada' }, ticket: { orderID: ticket.orderID }, remaining: 1 })
  })
})

describe('rejection ("Agotada") and other moderator writes', () => {
  it('sets the request agotada, creates nothing and is audited', async () => {
    const sponsor = await ensureType(admin, { tipo: 'S1', price: 90000, quedan: 5 })
    const { request } = await queued(sponsor)
    await mod.pb.collection('EntradasPedidas').update(request.id, { estado: 'agotada' })
    expect((await admin.collection('EntradasPedidas').getOne(request.id)).estado).toBe('agotada')
    expect(await admin.collection('EntradasEntregadas').getFullList({ filter: admin.filter('pedida = {:p}', { p: request.id }) })).toEqual([])
    expect(await remaining(sponsor)).toBe(5)
    const rows = await admin.collection('auditLog').getFullList({ filter: admin.filter("action = 'update' && target = {:t}", { t: request.id }) })
    expect(rows).toHaveLength(1)
  })

  it('changes ticket-type states, and quantities without losing crossing updates', async () => {
    const sponsor = await ensureType(admin, { tipo: 'S1', price: 90000, quedan: 5 })
    const { request } = await queued(sponsor)
    await mod.pb.collection('Entradas').update(sponsor.id, { Estado: 'agotada' })
    expect((await admin.collection('Entradas').getOne(sponsor.id)).Estado).toBe('agotada')
    const stock = (await mod.pb.collection('EntradasQuedan').getFullList()).find((row) => row['EntradasID'] === sponsor.id)
    if (!stock) throw new Error('no stock row for the type')
    // Clicks that cross each other and an approval in between lose nothing: each runs in a transaction.
    await Promise.all([
      stockDelta(stock.id, 1),
      stockDelta(stock.id, 1),
      stockDelta(stock.id, -1),
      stockDelta(stock.id, 1),
      approve(request.id),
    ])
    expect(await remaining(sponsor)).toBe(6)
    expect(await statusOf(stockDelta(stock.id, 5))).toBe(400)
    await ensureType(admin, { tipo: 'S1', price: 90000, quedan: 0 })
    expect(await statusOf(stockDelta(stock.id, -1))).toBe(400)
    expect(await remaining(sponsor)).toBe(0)
    const rows = await admin.collection('auditLog').getFullList({ filter: admin.filter("action = 'stock' && target = {:t}", { t: stock.id }) })
    expect(rows).toHaveLength(4)
    await ensureType(admin, { tipo: 'S1', price: 90000, quedan: 40 })
  })
})

describe('the one stock rule: a ticket holds a unit while approved-unpaid or paid, and gives it back once', () => {
  // A type no other test file uses, so its stock moves only with these tests.
  const stockType = () => ensureType(admin, { tipo: 'SS', price: 140000, quedan: 146 })

  it('"Eliminar" on an approved, unpaid ticket returns its unit (146 → 145 → 146), audited with the delete', async () => {
    const type = await stockType()
    const { request } = await queued(type)
    const ticket = await approve(request.id)
    expect(await remaining(type)).toBe(145)
    await mod.pb.collection('EntradasEntregadas').delete(ticket.id)
    expect(await remaining(type)).toBe(146)
    const rows = await admin.collection('auditLog').getFullList({ filter: admin.filter("action = 'delete' && target = {:t}", { t: ticket.id }) })
    expect(rows).toHaveLength(1)
  })

  it('rejecting an approved, unpaid ticket returns its unit; deleting it afterwards gives nothing back twice', async () => {
    const type = await stockType()
    const { request } = await queued(type)
    const ticket = await approve(request.id)
    expect(await remaining(type)).toBe(145)
    await mod.pb.collection('EntradasEntregadas').update(ticket.id, { estado: 'rechazada' })
    expect(await remaining(type)).toBe(146)
    await mod.pb.collection('EntradasEntregadas').delete(ticket.id)
    expect(await remaining(type)).toBe(146)
  })

  it('an expired ticket already gave its unit back: deleting it changes nothing', async () => {
    const type = await stockType()
    const { request } = await queued(type)
    const ticket = await approve(request.id)
    // What the deadline job leaves (its own transaction returns the unit: payment-deadline tests).
    await admin.collection('EntradasEntregadas').update(ticket.id, { estado: 'vencida' })
    await ensureType(admin, { tipo: 'SS', price: 140000, quedan: 146 })
    await mod.pb.collection('EntradasEntregadas').delete(ticket.id)
    expect(await remaining(type)).toBe(146)
  })

  it('a paid ticket cannot be deleted, and the stock does not move', async () => {
    const type = await stockType()
    const { request } = await queued(type)
    const ticket = await approve(request.id)
    await admin.collection('EntradasEntregadas').update(ticket.id, { estado: 'pagada' })
    await ensureType(admin, { tipo: 'SS', price: 140000, quedan: 145 })
    expect(await statusOf(mod.pb.collection('EntradasEntregadas').delete(ticket.id))).toBe(404)
    expect(await remaining(type)).toBe(145)
  })
})

describe('a plain user cannot act as a moderator', () => {
  it('cannot approve, reject, change states, quantities or user states; nothing changes', async () => {
    const sponsor = await ensureType(admin, { tipo: 'S1', price: 90000, quedan: 5 })
    const { buyer, request } = await queued(sponsor)
    const other = await createBuyer()

    expect(await statusOf(approve(request.id, buyer.pb))).toBe(403)
    expect(await statusOf(approve(request.id, other.pb))).toBe(403)
    expect(await statusOf(buyer.pb.collection('EntradasPedidas').update(request.id, { estado: 'agotada' }))).toBe(404)
    expect(await statusOf(buyer.pb.collection('EntradasPedidas').update(request.id, { estado: 'aprobada' }))).toBe(404)
    expect(await statusOf(buyer.pb.collection('Entradas').update(sponsor.id, { Estado: 'agotada' }))).toBe(404)
    expect(await statusOf(buyer.pb.collection('EntradasQuedan').getFullList())).toBe(0)
    expect(await buyer.pb.collection('EntradasQuedan').getFullList()).toEqual([])
    const stock = await admin.collection('EntradasQuedan').getFirstListItem(admin.filter('EntradasID = {:id}', { id: sponsor.id }))
    expect(await statusOf(buyer.pb.collection('EntradasQuedan').update(stock.id, { 'CantidadQuedan+': 100 }))).toBe(403)
    expect(await statusOf(stockDelta(stock.id, 1, buyer.pb))).toBe(403)
    expect(await statusOf(buyer.pb.collection('userStatusPaws').create({ user: other.id, state: 5 }))).toBe(400)
    expect(await statusOf(buyer.pb.collection('userStatusPaws').create({ user: buyer.id, state: 0 }))).toBe(400)
    expect(await buyer.pb.collection('UserCompleteEntradasPedidas').getFullList()).toEqual([])
    expect(await buyer.pb.collection('userCompleteLegal').getFullList()).toEqual([])

    expect((await admin.collection('EntradasPedidas').getOne(request.id)).estado).toBe('creada')
    expect((await admin.collection('Entradas').getOne(sponsor.id)).Estado).toBe('disponible')
    expect(await remaining(sponsor)).toBe(5)
    expect(await admin.collection('userStatusPaws').getFullList({ filter: admin.filter('user = {:a} || user = {:b}', { a: buyer.id, b: other.id }) })).toEqual([])
    expect((await sendMailPagar(buyer.token, { userid: buyer.id, tipo: sponsor.id })).status).toBe(403)
  })
})

describe('sendmailpagar: a moderator resends the payment-request mail', () => {
  it('mails the user again, in both languages with level, amount, link and window, the same words as at approval, audited', async () => {
    const sponsor = await ensureType(admin, { tipo: 'S1', price: 90000, quedan: 5 })
    const { buyer, request } = await queued(sponsor)
    const ticket = await approve(request.id)
    const atApproval = await mailbox.waitFor((m) => m.to.includes(buyer.email))
    // The amount in the body is ignored: the issued ticket's amount is what the mail says.
    const res = await sendMailPagar(mod.pb.authStore.token, { userid: buyer.id, tipo: sponsor.id, monto: 1 })
    expect(res).toMatchObject({ status: 200, body: { correoEnviado: 'si', id: ticket.id } })
    const mail = await mailbox.waitFor((m) => m.to.includes(buyer.email) && m !== atApproval)
    // The same words (PocketBase's mailer and nodemailer only wrap the text differently).
    const words = (text: string) => text.replace(/\s+/g, ' ').trim()
    expect(words(mail.text)).toBe(words(atApproval.text))
    expect(mail.text).toContain('$90.000')
    expect(mail.text).toContain('Entrada S1')
    expect(mail.text).toContain('Ticket S1')
    expect(mail.text).toContain('http://localhost:5173/buy')
    expect(mail.text).toContain('5 minutos')
    expect(mail.text).toContain('5 minutes')
    expect((await admin.collection('EntradasEntregadas').getOne(ticket.id)).correoEnviado).toBe('si')
    const audit = await admin.collection('auditLog').getFullList({ filter: admin.filter("action = 'sendmailpagar' && target = {:t}", { t: ticket.id }) })
    expect(audit).toHaveLength(2)
  })

  it('leaves the ticket issued and unmarked when SMTP refuses, for a later "Correo"', async () => {
    const sponsor = await ensureType(admin, { tipo: 'S1', price: 90000, quedan: 5 })
    const { buyer, request } = await queued(sponsor)
    mailbox.setFailing(true)
    const ticket = await approve(request.id)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const res = await sendMailPagar(mod.pb.authStore.token, { userid: buyer.id, tipo: sponsor.id })
      expect(res.status).toBe(502)
      // The operator's function log says what the mail server answered.
      expect(logged).toHaveBeenCalledWith('sendmailpagar: SMTP refused', expect.objectContaining({ message: expect.stringContaining('450 Mailbox unavailable') }))
    } finally {
      logged.mockRestore()
      mailbox.setFailing(false)
    }
    expect((await admin.collection('EntradasEntregadas').getOne(ticket.id)).correoEnviado).toBe('no')
    const retry = await sendMailPagar(mod.pb.authStore.token, { userid: buyer.id, tipo: sponsor.id })
    expect(retry.status).toBe(200)
    expect((await admin.collection('EntradasEntregadas').getOne(ticket.id)).correoEnviado).toBe('si')
  })

  it('answers 404 when the user has no unpaid ticket of that type and 400 for malformed bodies', async () => {
    const buyer = await createBuyer()
    const sponsor = await ensureType(admin, { tipo: 'S1', price: 90000, quedan: 5 })
    expect((await sendMailPagar(mod.pb.authStore.token, { userid: buyer.id, tipo: sponsor.id })).status).toBe(404)
    expect((await sendMailPagar(mod.pb.authStore.token, { userid: buyer.id })).status).toBe(400)
    expect((await sendMailPagar(mod.pb.authStore.token, { userid: buyer.id, tipo: sponsor.id, monto: 'x' })).status).toBe(400)
  })
})

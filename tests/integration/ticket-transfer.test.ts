import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import updatetokenentregada from '../../functions/updatetokenentregada.mts'
import confirm from '../../functions/confirm.mts'
import finalconfirm from '../../functions/finalconfirm.mts'
import reembolsar from '../../functions/reembolsar.mts'
import entrada from '../../functions/entrada.mts'
import { invokeFunction } from '../../scripts/lib/netlify-functions-runtime.ts'
import { isPublicTicket } from '../../src/domain/function-contracts.ts'
import qrentrada from '../../functions/qrentrada.mts'
import { adminClient } from '../../functions/_shared/pocketbase.ts'
import { sendTicketMail } from '../../functions/_shared/ticket-mail.ts'
import type { DoorEdition, DoorTicket } from '../../src/api/checkin.ts'
import { addDays } from '../../scripts/lib/demo-editions.ts'
import { todayInChile } from '../../src/domain/chile-time.ts'
import { DEV_TICKET_KEYS } from '../../src/domain/ticket-keys.ts'
import { offlineDoor } from '../../src/features/checkin/offline-door.ts'
import { readScannedCode } from '../../src/features/checkin/ticket-code.ts'
import { createModerator, createUser, errorOf, superuser, type TestAccount } from './support/pocketbase.ts'
import { callFn, payWithCard, setUpPaymentServices, VISA } from './support/payments.ts'
import { createBuyer, ensureType, openRequests, pide } from './support/queue-fixtures.ts'
import { expectMoneyInvariant } from './support/money.ts'

const services = setUpPaymentServices()

interface Door {
  id: string
  estado: string
  verdict: string
  holder: string
}
interface Transfer {
  id: string
  estado: string
  ticket: string | null
  mailed: boolean
}

let admin: PocketBase
let moderator: TestAccount
let organiser: TestAccount
let edition: RecordModel

const FAR = '2099-12-31'

beforeAll(async () => {
  admin = await superuser()
  moderator = await createModerator()
  organiser = await createModerator()
  await admin.collection('moderators').update(organiser.id, { organizador: true })
  const current = await moderator.pb.send<{ edition: string }>('/api/mi/transfer-deadline', { method: 'GET' })
  edition = await admin.collection('Ediciones').getOne(current.edition)
  // The test server's current edition is over; a superuser opens transfers far ahead for these tests.
  await admin.collection('Ediciones').update(edition.id, { traspasosHasta: FAR })
})

afterAll(async () => {
  await admin.collection('Ediciones').update(edition.id, { traspasosHasta: '' })
})

const auth = (account: TestAccount) => account.pb.authStore.token
const ticketOf = (id: string) => admin.collection('EntradasEntregadas').getOne(id)
const ask = (holder: TestAccount, ticket: string, to: string) => holder.pb.send<{ id: string; estado: string }>('/api/mi/transfers', { method: 'POST', body: { ticket, to } })
const act = (id: string, action: 'approve' | 'refuse' | 'reverse', pb: PocketBase = moderator.pb) => pb.send<Transfer>(`/api/mi/transfers/${id}/${action}`, { method: 'POST' })
const codeOf = async (call: Promise<unknown>) => {
  const err = await errorOf(call)
  return { status: err.status, code: (err.response as { data?: { request?: { code?: string } } }).data?.request?.code }
}
const door = (id: string) => moderator.pb.send<Door>(`/api/mi/checkin/${id}`, { method: 'GET' })
const doorList = async () => (await moderator.pb.send<{ tickets: DoorTicket[] }>('/api/mi/checkin-list', { method: 'GET' })).tickets

/** The holder's signed QR address, as the profile shows it. */
async function qrOf(holder: TestAccount, ticketId: string): Promise<string> {
  const res = await callFn(qrentrada, { EntradasEntregadasID: ticketId }, auth(holder))
  expect(res.status).toBe(200)
  return (res.body as { url: string }).url
}

/** What a door phone decides with no network, from its synced list and the QR text. */
async function decideOffline(qr: string, tickets: DoorTicket[]) {
  const code = readScannedCode(qr)
  if (!code) throw new Error(`unreadable QR ${qr}`)
  const { edition } = await moderator.pb.send<{ edition: DoorEdition }>('/api/mi/checkin-list', { method: 'GET' })
  return offlineDoor(code, tickets.find((t) => t.id === code.id), null, DEV_TICKET_KEYS.publicKey, edition)
}
const transfersOf = (userId: string) => admin.collection('traspasos').getFullList({ filter: admin.filter('de = {:u}', { u: userId }) })

/** Request → approval → Pay → Webpay → finalize: a buyer holding a ticket paid at Webpay's stand-in. */
async function paidBuyer(existing?: TestAccount, tipo = 'S2', price = 90000): Promise<{ buyer: TestAccount; ticket: RecordModel }> {
  const type = await ensureType(admin, { tipo, price, quedan: 50 })
  const buyer = existing ?? (await createBuyer())
  expect((await pide({ userid: buyer.id, entradaid: type.id }, auth(buyer))).status).toBe(200)
  const [request] = await openRequests(admin, buyer.id)
  const approved = await moderator.pb.send<RecordModel>(`/api/mi/approve/${String(request?.id)}`, { method: 'POST' })
  const started = await callFn(updatetokenentregada, { EntradasEntregadasID: approved.id }, auth(buyer))
  expect(started.status).toBe(200)
  const { token, url } = started.body as { token: string; url: string }
  await payWithCard(services.standIn, url, token, VISA)
  expect((await callFn(confirm, { token }, auth(buyer))).body).toMatchObject({ paid: true })
  expect((await callFn(finalconfirm, { token }, auth(buyer))).status).toBe(200)
  const ticket = await ticketOf(approved.id)
  expect(ticket.estado).toBe('pagada')
  return { buyer, ticket }
}

describe('supervised ticket transfer', () => {
  it('an approved transfer: new holder, new ticket and QR, the old QR refused online and in the offline list, both mailed in both languages, the chain audited, money per person', async () => {
    const { buyer, ticket } = await paidBuyer()
    const friend = await createBuyer()
    const friendUser = await admin.collection('users').getOne(friend.id)

    const oldQr = await qrOf(buyer, ticket.id)
    const asked = await ask(buyer, ticket.id, String(friendUser.username).toUpperCase())
    expect(asked.estado).toBe('pendiente')
    // A second click is refused and writes nothing more.
    expect(await codeOf(ask(buyer, ticket.id, friend.email))).toEqual({ status: 400, code: 'alreadyPending' })
    expect(await transfersOf(buyer.id)).toHaveLength(1)
    // The recipient sees it.
    const incoming = await friend.pb.send<{ transfers: { id: string; direction: string; estado: string }[] }>('/api/mi/transfers/mine', { method: 'GET' })
    expect(incoming.transfers).toEqual([expect.objectContaining({ id: asked.id, direction: 'in', estado: 'pendiente' })])

    const before = services.sink.messages.length
    // Two moderators click at once: one transfer happens.
    const results = await Promise.allSettled([act(asked.id, 'approve'), act(asked.id, 'approve')])
    const done = results.filter((r): r is PromiseFulfilledResult<Transfer> => r.status === 'fulfilled')
    expect(done).toHaveLength(1)
    const approved = done[0]!.value
    expect(approved).toMatchObject({ estado: 'aprobada', mailed: true })

    const old = await ticketOf(ticket.id)
    const fresh = await ticketOf(String(approved.ticket))
    expect(old).toMatchObject({ estado: 'transferida', transferidaA: fresh.id, user: buyer.id })
    expect(fresh).toMatchObject({ estado: 'pagada', user: friend.id, monto: ticket.monto, tipo: ticket.tipo, pagadoEn: ticket.pagadoEn, transferidaDe: ticket.id })
    expect(fresh.orderID).not.toBe(ticket.orderID)

    expect(await door(ticket.id)).toMatchObject({ verdict: 'transferred' })
    expect(await errorOf(moderator.pb.send(`/api/mi/checkin/${ticket.id}`, { method: 'POST' }))).toMatchObject({ status: 409 })
    expect(await door(fresh.id)).toMatchObject({ verdict: 'admit', holder: friend.id })
    // The old QR's public page says it was transferred (an answer the SPA accepts).
    const shown: unknown = await (await invokeFunction(entrada, new Request(`http://localhost/.netlify/functions/entrada?id=${ticket.id}`))).json()
    expect(shown).toMatchObject({ estado: 'transferida' })
    expect(isPublicTicket(shown)).toBe(true)
    const listed = await doorList()
    expect(listed.find((t) => t.id === ticket.id)).toMatchObject({ verdict: 'transferred' })
    expect(listed.find((t) => t.id === fresh.id)).toMatchObject({ verdict: 'admit' })
    // Offline, a phone with the synced list refuses the old signed QR and admits the new one.
    expect(await decideOffline(oldQr, listed)).toMatchObject({ verdict: 'transferred', offline: true })
    expect(await decideOffline(await qrOf(friend, fresh.id), listed)).toMatchObject({ verdict: 'admit', offline: true })
    // The old holder can no longer get a QR for it.
    expect((await callFn(qrentrada, { EntradasEntregadasID: ticket.id }, auth(buyer))).status).not.toBe(200)

    await services.sink.waitFor((m) => m.to.includes(friend.email) && m.receivedAt.getTime() > 0 && /recibiste/.test(m.subject))
    const mails = services.sink.messages.slice(before)
    const toBuyer = mails.find((m) => m.to.includes(buyer.email))
    const toFriend = mails.find((m) => m.to.includes(friend.email))
    expect(toBuyer?.text).toMatch(/lang="es"/)
    expect(toBuyer?.text).toMatch(/lang="en"/)
    expect(toBuyer?.text).toContain('Ya no es tuya')
    expect(toBuyer?.text).toContain('no longer yours')
    expect(toFriend?.text).toContain(fresh.orderID)
    expect(toFriend?.text).toContain('Your new QR code')

    // The new holder's ticket mail with the new signed QR is still to send: the reconciliation sends it
    // with the function it uses for every unsent ticket mail.
    expect(fresh.correoEnviado2).toBe('no')
    expect(await sendTicketMail(await adminClient(), fresh.id)).toBe('sent')
    const ticketMail = await services.sink.waitFor((m) => m.to.includes(friend.email) && m.subject.includes(fresh.orderID) && /image\/png/i.test(m.raw))
    expect(ticketMail.text).toContain(fresh.orderID)

    const audit = await admin.collection('auditLog').getFullList({ filter: admin.filter("action = 'traspaso-aprobar' && target = {:t}", { t: ticket.id }) })
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actor: moderator.id, before: { user: buyer.id, ticket: ticket.id }, after: { user: friend.id, ticket: fresh.id, estado: 'aprobada' } })
    // The audit viewer words the link: the people by name, the tickets by order id.
    const viewed = await moderator.pb.send<{ items: { action: string; changes: { field: string; before?: unknown; after?: unknown }[] }[] }>(`/api/mi/audit?action=traspaso-aprobar&person=${encodeURIComponent(friend.email)}`, { method: 'GET' })
    expect(viewed.items[0]?.changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'ticket', before: ticket.orderID, after: fresh.orderID })]))

    // Both people's data export lists the transfer, the other side by username only.
    const exported = await friend.pb.send<{ transfers: { direction: string; estado: string; other: string }[] }>('/api/mi/my-data', {})
    expect(exported.transfers).toEqual([expect.objectContaining({ direction: 'in', estado: 'aprobada' })])
    expect(JSON.stringify(exported.transfers)).not.toContain(buyer.email)

    await expectMoneyInvariant(services.standIn, buyer.id)
    await expectMoneyInvariant(services.standIn, friend.id)
    const badge = await admin.collection('EntradasUsuario').getFirstListItem(admin.filter('user = {:u}', { u: friend.id }))
    expect(badge).toMatchObject({ MontoTotalPagado: ticket.monto, TipoBadge: ticket.tipo })
  })

  it('a moderator reverses it: the ticket goes back under a new id, the receiver’s QR stops admitting, the chain of holders is kept', async () => {
    const { buyer, ticket } = await paidBuyer()
    const friend = await createBuyer()
    const asked = await ask(buyer, ticket.id, friend.email)
    const approved = await act(asked.id, 'approve')
    const reversed = await act(asked.id, 'reverse')
    expect(reversed).toMatchObject({ estado: 'revertida', mailed: true })
    expect(await codeOf(act(asked.id, 'reverse'))).toEqual({ status: 400, code: 'notApproved' })

    const given = await ticketOf(String(approved.ticket))
    const back = await ticketOf(String(reversed.ticket))
    expect(given).toMatchObject({ estado: 'transferida', user: friend.id, transferidaA: back.id })
    expect(back).toMatchObject({ estado: 'pagada', user: buyer.id, monto: ticket.monto })
    expect(await door(given.id)).toMatchObject({ verdict: 'transferred' })
    expect(await door(back.id)).toMatchObject({ verdict: 'admit' })
    const actions = (await admin.collection('auditLog').getFullList({ filter: admin.filter('target = {:a} || target = {:b}', { a: ticket.id, b: given.id }), sort: 'created' })).map((r) => r.action)
    expect(actions).toEqual(expect.arrayContaining(['traspaso-aprobar', 'traspaso-revertir']))
    await expectMoneyInvariant(services.standIn, buyer.id)
    await expectMoneyInvariant(services.standIn, friend.id)
  })

  it('refuses recipients who are unverified, banned or without legal data, and unknown ones, naming no reason to the holder; nothing is written', async () => {
    const { buyer, ticket } = await paidBuyer()
    const unverified = await createBuyer({ verified: false })
    const banned = await createBuyer({ state: 3 })
    const noLegal = await createBuyer({ legal: false })
    for (const recipient of [unverified, banned, noLegal]) {
      expect(await codeOf(ask(buyer, ticket.id, recipient.email))).toEqual({ status: 400, code: 'recipientNotEligible' })
    }
    expect(await codeOf(ask(buyer, ticket.id, 'nobody-here@tests.local'))).toEqual({ status: 400, code: 'recipientUnknown' })
    expect(await codeOf(ask(buyer, ticket.id, buyer.email))).toEqual({ status: 400, code: 'self' })
    expect(await transfersOf(buyer.id)).toHaveLength(0)

    // Approval checks again: a recipient banned after the request is refused by name to the moderator.
    const later = await createBuyer()
    const asked = await ask(buyer, ticket.id, later.email)
    await admin.collection('userStatusPaws').create({ user: later.id, state: 3 })
    expect(await codeOf(act(asked.id, 'approve'))).toEqual({ status: 400, code: 'recipientBanned' })
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'pagada', user: buyer.id })
    expect(await act(asked.id, 'refuse')).toMatchObject({ estado: 'rechazada' })
  })

  it('refuses foreign and unpaid tickets, bad input, and requests past the deadline the organisers set', async () => {
    const { buyer, ticket } = await paidBuyer()
    const stranger = await createUser()
    const friend = await createBuyer()
    expect(await codeOf(ask(stranger, ticket.id, friend.email))).toEqual({ status: 404, code: 'notFound' })
    expect(await codeOf(ask(buyer, 'not-an-id', friend.email))).toEqual({ status: 404, code: 'notFound' })
    expect(await codeOf(ask(buyer, ticket.id, ''))).toEqual({ status: 400, code: 'recipientUnknown' })
    expect(await codeOf(buyer.pb.send('/api/mi/transfers/abcdefghijklmno/approve', { method: 'POST' }))).toMatchObject({ status: 403 })

    // Organisers only, always before the edition's first day.
    const dayBefore = new Date(Date.parse(`${String(edition.inicio)}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
    expect((await errorOf(moderator.pb.send('/api/mi/transfer-deadline', { method: 'PUT', body: { deadline: dayBefore } }))).status).toBe(403)
    expect((await errorOf(organiser.pb.send('/api/mi/transfer-deadline', { method: 'PUT', body: { deadline: '2099-13-40' } }))).status).toBe(400)
    expect((await errorOf(organiser.pb.send('/api/mi/transfer-deadline', { method: 'PUT', body: { deadline: String(edition.inicio) } }))).status).toBe(400)
    const pending = await ask(buyer, ticket.id, friend.email)
    // Yesterday (Chile) as the deadline: the shared server's edition has not started yet, so the open
    // request may still be decided (decisions close with the edition's first day), but no new one is taken.
    const yesterday = addDays(todayInChile(new Date()), -1)
    expect(await organiser.pb.send('/api/mi/transfer-deadline', { method: 'PUT', body: { deadline: yesterday } })).toEqual({ deadline: yesterday })
    try {
      // Past the deadline: no new request; the holder may still withdraw the open one.
      expect(await codeOf(ask(buyer, ticket.id, friend.email))).toEqual({ status: 400, code: 'closed' })
      expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'pagada', user: buyer.id })
      expect(await transfersOf(buyer.id)).toEqual([expect.objectContaining({ id: pending.id, estado: 'pendiente' })])
      expect(await buyer.pb.send(`/api/mi/transfers/${pending.id}/cancel`, { method: 'POST' })).toMatchObject({ estado: 'cancelada' })
      expect(await codeOf(buyer.pb.send(`/api/mi/transfers/${pending.id}/cancel`, { method: 'POST' }))).toEqual({ status: 400, code: 'notPending' })
      expect(await codeOf(friend.pb.send(`/api/mi/transfers/${pending.id}/cancel`, { method: 'POST' }))).toEqual({ status: 404, code: 'notFound' })
      const audit = await admin.collection('auditLog').getFullList({ filter: admin.filter("action = 'traspaso-plazo' && target = {:e}", { e: edition.id }) })
      expect(audit.length).toBeGreaterThan(0)
    } finally {
      await admin.collection('Ediciones').update(edition.id, { traspasosHasta: FAR })
    }
  })

  it('refuses a ticket whose holder already entered, and a reversal after the receiver entered', async () => {
    const { buyer, ticket } = await paidBuyer()
    const friend = await createBuyer()
    await moderator.pb.send(`/api/mi/checkin/${ticket.id}`, { method: 'POST' })
    expect(await codeOf(ask(buyer, ticket.id, friend.email))).toEqual({ status: 400, code: 'admitted' })

    const second = await paidBuyer()
    const other = await createBuyer()
    const asked = await ask(second.buyer, second.ticket.id, other.email)
    const approved = await act(asked.id, 'approve')
    await moderator.pb.send(`/api/mi/checkin/${String(approved.ticket)}`, { method: 'POST' })
    expect(await codeOf(act(asked.id, 'reverse'))).toEqual({ status: 400, code: 'admitted' })
    await expectMoneyInvariant(services.standIn, other.id)
  })

  it('the money goes with the ticket: the new holder upgrades for the difference, and an organiser refund returns what was paid; each person’s books match Webpay', async () => {
    const { buyer, ticket } = await paidBuyer()
    const friend = await createBuyer()
    const approved = await act((await ask(buyer, ticket.id, friend.email)).id, 'approve')

    // The upgrade path: MEGA priced on what the ticket paid, credited to its new holder.
    const upgrade = await paidBuyer(friend, 'MEGA', 250000)
    expect(upgrade.ticket).toMatchObject({ monto: 160000, credito: 90000, mejoraDe: String(approved.ticket) })
    expect(await ticketOf(String(approved.ticket))).toMatchObject({ estado: 'reemplazada', reemplazadaPor: upgrade.ticket.id })
    await expectMoneyInvariant(services.standIn, friend.id)
    await expectMoneyInvariant(services.standIn, buyer.id)

    // The refund window: an organiser refund of a transferred (not upgraded) ticket.
    const second = await paidBuyer()
    const other = await createBuyer()
    const moved = await act((await ask(second.buyer, second.ticket.id, other.email)).id, 'approve')
    const refunded = await callFn(reembolsar, { EntradasEntregadasID: String(moved.ticket) }, auth(moderator))
    expect(refunded.status).toBe(200)
    expect(await ticketOf(String(moved.ticket))).toMatchObject({ estado: 'reembolsada', user: other.id })
    await expectMoneyInvariant(services.standIn, other.id)
    await expectMoneyInvariant(services.standIn, second.buyer.id)
  })

  it('parallel requests from two tabs leave one open request (the others hear alreadyPending); a recipient who got a ticket meanwhile or a busy holder is refused at approval; a reversal waits for the giver to hold nothing', async () => {
    const { buyer, ticket } = await paidBuyer()
    const friend = await createBuyer()
    const asks = Array.from({ length: 5 }, () => ask(buyer, ticket.id, friend.email))
    const results = await Promise.allSettled(asks)
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    for (const [i, r] of results.entries()) if (r.status === 'rejected') expect(await codeOf(asks[i] as Promise<unknown>)).toEqual({ status: 400, code: 'alreadyPending' })
    expect(await transfersOf(buyer.id)).toHaveLength(1)
    const [open] = await transfersOf(buyer.id)

    // Another tab asking for someone else while one request is open: refused.
    const holding = await paidBuyer()
    expect(await codeOf(ask(buyer, ticket.id, holding.buyer.email))).toEqual({ status: 400, code: 'alreadyPending' })
    const approvedOpen = await act(String(open?.id), 'approve')
    expect(approvedOpen.estado).toBe('aprobada')

    // The recipient got a ticket of their own after the request: the moderator hears why.
    const taker = await createBuyer()
    const second = await ask(holding.buyer, holding.ticket.id, taker.email)
    await paidBuyer(taker)
    expect(await codeOf(act(second.id, 'approve'))).toEqual({ status: 400, code: 'recipientHoldsTicket' })

    // A holder with a request in the queue is busy.
    const mega = await ensureType(admin, { tipo: 'MEGA', price: 250000, quedan: 50 })
    expect((await pide({ userid: holding.buyer.id, entradaid: mega.id }, auth(holding.buyer))).status).toBe(200)
    expect(await codeOf(act(second.id, 'approve'))).toEqual({ status: 400, code: 'holderBusy' })
    expect(await codeOf(ask(holding.buyer, holding.ticket.id, friend.email))).toEqual({ status: 400, code: 'alreadyPending' })

    // The giver bought again after giving: the transfer can no longer be reversed.
    await paidBuyer(buyer)
    expect(await codeOf(act(String(open?.id), 'reverse'))).toEqual({ status: 400, code: 'originalHolderHolds' })
    await expectMoneyInvariant(services.standIn, buyer.id)
    await expectMoneyInvariant(services.standIn, friend.id)
  })

  it('a recipient who already holds a ticket is not eligible (the holder is not told why)', async () => {
    const { buyer, ticket } = await paidBuyer()
    const other = await paidBuyer()
    expect(await codeOf(ask(buyer, ticket.id, other.buyer.email))).toEqual({ status: 400, code: 'recipientNotEligible' })
    expect(await transfersOf(buyer.id)).toHaveLength(0)
  })
})

describe('attacks on transfer requests', () => {
  it('a holder gets 10 recipient look-ups an hour: the 11th answers 429 for an unknown and a real account alike and writes nothing; another holder is unaffected', async () => {
    const { buyer, ticket } = await paidBuyer()
    const real = await createBuyer()
    for (let i = 0; i < 10; i++) {
      expect(await codeOf(ask(buyer, ticket.id, `guess-${i}-${Date.now()}@tests.local`))).toEqual({ status: 400, code: 'recipientUnknown' })
    }
    expect(await codeOf(ask(buyer, ticket.id, `guess-11-${Date.now()}@tests.local`))).toEqual({ status: 429, code: 'rateLimited' })
    expect(await codeOf(ask(buyer, ticket.id, real.email))).toEqual({ status: 429, code: 'rateLimited' })
    expect(await transfersOf(buyer.id)).toHaveLength(0)
    // The holder's own checks still answer first (a foreign ticket reads as missing).
    expect(await codeOf(ask(buyer, 'aaaaaaaaaaaaaaa', real.email))).toEqual({ status: 404, code: 'notFound' })
    const other = await paidBuyer()
    expect((await ask(other.buyer, other.ticket.id, real.email)).estado).toBe('pendiente')
  })

  it('a holder cannot flood someone with requests by asking and withdrawing: the look-up budget counts requests made', async () => {
    const { buyer, ticket } = await paidBuyer()
    const victim = await createBuyer()
    for (let i = 0; i < 10; i++) {
      const asked = await ask(buyer, ticket.id, victim.email)
      await buyer.pb.send(`/api/mi/transfers/${asked.id}/cancel`, { method: 'POST' })
    }
    expect(await codeOf(ask(buyer, ticket.id, victim.email))).toEqual({ status: 429, code: 'rateLimited' })
    const seen = await victim.pb.send<{ transfers: unknown[] }>('/api/mi/transfers/mine', { method: 'GET' })
    expect(seen.transfers).toHaveLength(10)
  })

  it('the record API of traspasos answers 403 to holders and moderators; deciding and listing are for moderators, the deadline for organisers', async () => {
    const { buyer } = await paidBuyer()
    for (const pb of [buyer.pb, moderator.pb]) {
      expect((await errorOf(pb.collection('traspasos').getList(1, 1))).status).toBe(403)
      expect((await errorOf(pb.collection('traspasos').create({ ticket: 'aaaaaaaaaaaaaaa', de: buyer.id, para: buyer.id, estado: 'aprobada' }))).status).toBe(403)
    }
    // Deciding is for moderators: a holder approving their own request is refused before anything runs.
    expect((await errorOf(buyer.pb.send('/api/mi/transfers/aaaaaaaaaaaaaaa/approve', { method: 'POST' }))).status).toBeGreaterThanOrEqual(401)
    expect((await errorOf(buyer.pb.send('/api/mi/transfers', { method: 'GET' }))).status).toBeGreaterThanOrEqual(401)
    expect((await errorOf(moderator.pb.send('/api/mi/transfer-deadline', { method: 'PUT', body: { deadline: '' } }))).status).toBe(403)
  })
})

describe('bad input on the moderators’ transfer routes', () => {
  it('an action named after an Object property (constructor, toString, __proto__, hasOwnProperty) answers 404 and changes nothing', async () => {
    const { buyer, ticket } = await paidBuyer()
    const friend = await createBuyer()
    const asked = await ask(buyer, ticket.id, friend.email)
    for (const action of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      expect((await errorOf(moderator.pb.send(`/api/mi/transfers/${asked.id}/${action}`, { method: 'POST' }))).status, action).toBe(404)
    }
    expect((await transfersOf(buyer.id)).map((t) => t['estado'])).toEqual(['pendiente'])
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: 'pagada', user: buyer.id })
  })
})

describe('double submits and races on one transfer', () => {
  it('five parallel approvals, then three parallel reversals: one of each wins, the others answer notPending/notApproved; one new ticket each way, one admission-able ticket per person, money per person', async () => {
    const { buyer, ticket } = await paidBuyer()
    const friend = await createBuyer()
    const asked = await ask(buyer, ticket.id, friend.email)
    const approvals = await Promise.allSettled(Array.from({ length: 5 }, () => act(asked.id, 'approve')))
    expect(approvals.filter((a) => a.status === 'fulfilled')).toHaveLength(1)
    for (const a of approvals) if (a.status === 'rejected') expect((a.reason as { response: { data: { request: { code: string } } } }).response.data.request.code).toBe('notPending')
    const paidOf = async (userId: string) => admin.collection('EntradasEntregadas').getFullList({ filter: admin.filter("user = {:u} && estado = 'pagada'", { u: userId }) })
    expect(await paidOf(buyer.id)).toHaveLength(0)
    expect(await paidOf(friend.id)).toHaveLength(1)

    const reversals = await Promise.allSettled(Array.from({ length: 3 }, () => act(asked.id, 'reverse')))
    expect(reversals.filter((a) => a.status === 'fulfilled')).toHaveLength(1)
    for (const a of reversals) if (a.status === 'rejected') expect((a.reason as { response: { data: { request: { code: string } } } }).response.data.request.code).toBe('notApproved')
    expect(await paidOf(buyer.id)).toHaveLength(1)
    expect(await paidOf(friend.id)).toHaveLength(0)
    await expectMoneyInvariant(services.standIn, buyer.id)
    await expectMoneyInvariant(services.standIn, friend.id)
  })

  it('approve, refuse and the holder’s withdrawal at once: exactly one decides the request', async () => {
    const { buyer, ticket } = await paidBuyer()
    const friend = await createBuyer()
    const asked = await ask(buyer, ticket.id, friend.email)
    const results = await Promise.allSettled([act(asked.id, 'approve'), act(asked.id, 'refuse'), buyer.pb.send(`/api/mi/transfers/${asked.id}/cancel`, { method: 'POST' })])
    expect(results.filter((a) => a.status === 'fulfilled')).toHaveLength(1)
    const [row] = await transfersOf(buyer.id)
    const moved = row?.['estado'] === 'aprobada'
    expect(await ticketOf(ticket.id)).toMatchObject({ estado: moved ? 'transferida' : 'pagada', user: buyer.id })
  })
})

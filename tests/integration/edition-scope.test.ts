import { randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import qrentrada from '../../functions/qrentrada.mts'
import updatetokenentregada from '../../functions/updatetokenentregada.mts'
import type { DoorEdition, DoorTicket } from '../../src/api/checkin.ts'
import { lastEndedEdition, type Edition } from '../../src/domain/edition.ts'
import { todayInChile } from '../../src/domain/chile-time.ts'
import { DEV_TICKET_KEYS } from '../../src/domain/ticket-keys.ts'
import { offlineDoor } from '../../src/features/checkin/offline-door.ts'
import { readScannedCode } from '../../src/features/checkin/ticket-code.ts'
import { createModerator, editionPrefix, superuser, type TestAccount } from './support/pocketbase.ts'
import { callFn, issueTicket } from './support/payments.ts'
import { createBuyer, ensureType, openRequests, pide } from './support/queue-fixtures.ts'

// Issue #38: an edition is a scope, not a label. The shared server sells the demo's upcoming edition
// (tests/integration/global-setup.ts) and keeps the migrations' 2025 one as the past edition: a ticket,
// a badge total or an admission of 2025 must not act on this edition's door, price or payment.

let admin: PocketBase
let moderator: TestAccount
let past: Edition

beforeAll(async () => {
  admin = await superuser()
  moderator = await createModerator()
  const editions = await admin.collection('Ediciones').getFullList<RecordModel & Edition>({ sort: 'inicio' })
  const over = lastEndedEdition(editions, todayInChile(new Date()))
  if (!over) throw new Error('the shared server has no past edition')
  past = over
  expect(past.prefijoOrden).not.toBe(editionPrefix())
})

let counter = 0
const orderIdOf = (prefix: string) => `${prefix}8${String(Date.now()).slice(-10)}${String(counter++).padStart(9, '0')}`

/** A ticket of the past edition, as it was left: paid (or not) with that edition's order prefix. */
async function pastTicket(userId: string, estado: 'pagada' | 'creada'): Promise<RecordModel> {
  const type = await ensureType(admin, { tipo: 'S1', price: 90000, quedan: null })
  return admin.collection('EntradasEntregadas').create({
    user: userId,
    tipo: type.id,
    nombre: 'Ana Pérez',
    token: '1',
    orderID: orderIdOf(past.prefijoOrden),
    monto: 90000,
    estado,
    correoEnviado: 'si',
    correoEnviado2: 'no',
    ...(estado === 'pagada' ? { pagadoEn: '2025-08-01 12:00:00.000Z' } : {}),
  })
}

const door = (ticketId: string) => moderator.pb.send<DoorTicket>(`/api/mi/checkin/${ticketId}`, { method: 'GET' })
const admit = (ticketId: string) => moderator.pb.send<DoorTicket>(`/api/mi/checkin/${ticketId}`, { method: 'POST' })
const doorList = () => moderator.pb.send<{ tickets: DoorTicket[]; edition: DoorEdition }>('/api/mi/checkin-list', { method: 'GET' })

describe('the door holds one edition', () => {
  it('last edition’s paid ticket is refused online as “a ticket of the 2025 edition”, and no admission is written', async () => {
    const holder = await createBuyer()
    const ticket = await pastTicket(holder.id, 'pagada')
    expect(await door(ticket.id)).toMatchObject({ verdict: 'otherEdition', edicion: past.inicio.slice(0, 4) })
    await expect(admit(ticket.id)).rejects.toMatchObject({ status: 409 })
    expect(await admin.collection('admisiones').getFullList({ filter: admin.filter('ticket = {:t}', { t: ticket.id }) })).toEqual([])
  })

  it('offline, its signed QR names its edition: the phone refuses it with the year, though it is not in the synced list', async () => {
    const holder = await createBuyer()
    const ticket = await pastTicket(holder.id, 'pagada')
    const qr = await callFn(qrentrada, { EntradasEntregadasID: ticket.id }, holder.token)
    const url = (qr.body as { url: string }).url
    expect(url).toContain(`&e=${past.prefijoOrden}&s=`)
    const list = await doorList()
    expect(list.edition).toMatchObject({ prefix: editionPrefix() })
    expect(list.tickets.some((t) => t.id === ticket.id)).toBe(false)
    const code = readScannedCode(url)
    if (!code) throw new Error('unreadable QR')
    const decided = await offlineDoor(code, undefined, null, DEV_TICKET_KEYS.publicKey, list.edition)
    expect(decided).toMatchObject({ verdict: 'otherEdition', edicion: past.inicio.slice(0, 4), offline: true })
    // The same QR with its edition changed to this one no longer verifies.
    const tampered = readScannedCode(url.replace(`e=${past.prefijoOrden}`, `e=${editionPrefix()}`))
    expect((await offlineDoor(tampered!, undefined, null, DEV_TICKET_KEYS.publicKey, list.edition)).verdict).toBe('forged')
  })

  it('a person admitted at the last edition is admitted again at this one, once', async () => {
    const holder = await createBuyer()
    const old = await pastTicket(holder.id, 'pagada')
    await admin.collection('admisiones').create({ ticket: old.id, holder: holder.id, edicion: past.prefijoOrden, moderator: moderator.id, admittedAt: '2025-08-29 15:00:00.000Z', origin: 'online' })
    await admin.collection('EntradasEntregadas').update(old.id, { estado: 'reemplazada' })
    const current = await issueTicket(holder.id, { tipo: 'B1', price: 45000 })
    await admin.collection('EntradasEntregadas').update(current.id, { estado: 'pagada', pagadoEn: new Date().toISOString() })
    expect((await door(current.id)).verdict).toBe('admit')
    expect((await admit(current.id)).verdict).toBe('admitted')
    expect((await door(current.id)).verdict).toBe('alreadyAdmitted')
  })
})

describe('transfers move this edition’s tickets only', () => {
  it('last edition’s paid ticket cannot be handed on (it would come out as this edition’s); this edition’s can', async () => {
    const editions = await admin.collection('Ediciones').getFullList<RecordModel & Edition>({ sort: 'inicio' })
    const current = editions.find((e) => e.prefijoOrden === editionPrefix())
    if (!current) throw new Error('no current edition')
    const before = String((current as RecordModel)['traspasosHasta'] ?? '')
    await admin.collection('Ediciones').update(current.id, { traspasosHasta: '2099-12-31' })
    try {
      const holder = await createBuyer()
      const friend = await createBuyer()
      const old = await pastTicket(holder.id, 'pagada')
      const refused = await holder.pb.send('/api/mi/transfers', { method: 'POST', body: { ticket: old.id, to: friend.email } }).catch((err: { status: number; response: { data?: { request?: { code?: string } } } }) => err)
      expect(refused).toMatchObject({ status: 400, response: { data: { request: { code: 'closed' } } } })
      expect(await admin.collection('traspasos').getFullList({ filter: admin.filter('ticket = {:t}', { t: old.id }) })).toEqual([])
      // The same holder's ticket of this edition may be asked for: the deadline is open.
      const other = await createBuyer()
      const mine = await issueTicket(other.id, { tipo: 'B1', price: 45000 })
      await admin.collection('EntradasEntregadas').update(mine.id, { estado: 'pagada', pagadoEn: new Date().toISOString() })
      const asked = await other.pb.send<{ id: string; estado: string }>('/api/mi/transfers', { method: 'POST', body: { ticket: mine.id, to: friend.email } })
      expect(asked.estado).toBe('pendiente')
      await other.pb.send(`/api/mi/transfers/${asked.id}/cancel`, { method: 'POST' })
    } finally {
      await admin.collection('Ediciones').update(current.id, { traspasosHasta: before })
    }
  })
})

describe('money belongs to its edition', () => {
  it('last year’s total does not discount this year’s ticket: the approval charges the whole price and the first payment restarts the summary', async () => {
    const buyer = await createBuyer()
    const s1 = await ensureType(admin, { tipo: 'S1', price: 90000, quedan: null })
    await admin.collection('EntradasUsuario').create({ user: buyer.id, TipoBadge: s1.id, MontoTotalPagado: 70000, edicion: past.prefijoOrden })
    const mega = await ensureType(admin, { tipo: 'MEGA', price: 250000, quedan: null })
    expect((await pide({ userid: buyer.id, entradaid: mega.id }, buyer.token)).status).toBe(200)
    const [request] = await openRequests(admin, buyer.id)
    const ticket = await moderator.pb.send<RecordModel>(`/api/mi/approve/${request!.id}`, { method: 'POST' })
    expect(ticket).toMatchObject({ monto: 250000, credito: 0, mejoraDe: '' })
    expect(String(ticket['orderID']).startsWith(editionPrefix())).toBe(true)
  })

  it('last year’s unpaid ticket cannot be paid this year: 409 otherEdition, and no payment is recorded', async () => {
    const buyer = await createBuyer()
    const ticket = await pastTicket(buyer.id, 'creada')
    expect(await callFn(updatetokenentregada, { EntradasEntregadasID: ticket.id }, buyer.token)).toMatchObject({ status: 409, body: { details: { code: 'otherEdition' } } })
    expect(await admin.collection('pagos').getFullList({ filter: admin.filter('ticket = {:t}', { t: ticket.id }) })).toEqual([])
  })

  it('last year’s unpaid ticket does not stop a request this year (“pay the one you have first” is this edition’s rule)', async () => {
    const buyer = await createBuyer()
    await pastTicket(buyer.id, 'creada')
    const b1 = await ensureType(admin, { tipo: 'B1', price: 45000, quedan: null })
    expect((await pide({ userid: buyer.id, entradaid: b1.id }, buyer.token)).status).toBe(200)
    expect(await openRequests(admin, buyer.id)).toHaveLength(1)
  })

  it('refunding last year’s paid ticket leaves this year’s stock of its level as it was (types carry over, units do not)', async () => {
    const buyer = await createBuyer()
    const type = await ensureType(admin, { tipo: 'SS2', price: 120000, quedan: 7 })
    const token = randomBytes(32).toString('hex')
    const ticket = await admin.collection('EntradasEntregadas').create({
      user: buyer.id, tipo: type.id, nombre: 'Ana Pérez', token, orderID: orderIdOf(past.prefijoOrden), monto: 120000,
      estado: 'pagada', correoEnviado: 'si', correoEnviado2: 'no', pagadoEn: '2025-08-20 12:00:00.000Z',
    })
    // A debit sale whose organiser refund Webpay refused for good (after the reversal window).
    await admin.collection('pagos').create({
      token, ticket: ticket.id, user: buyer.id, buyOrder: ticket['orderID'], amount: 120000, url: 'https://webpay3gint.transbank.cl/', estado: 'finalizada',
      reembolsoMotivo: 'organizador', result: { payment_type_code: 'VD', refundFailed: { error: 'Debit or prepaid transactions only allow reverses, not nullifications.' } },
    })
    const reason = 'Transferencia bancaria del total, comprobante 998877'
    expect(await moderator.pb.send('/api/mi/refund-outside', { method: 'POST', body: { ticket: ticket.id, reason } })).toEqual({ status: 'refunded', ticket: ticket.id })
    expect(await admin.collection('EntradasEntregadas').getOne(ticket.id)).toMatchObject({ estado: 'reembolsada' })
    const stock = await admin.collection('EntradasQuedan').getFirstListItem(admin.filter('EntradasID = {:id}', { id: type.id }))
    expect(stock['CantidadQuedan']).toBe(7)
  })

  it('last year’s payment finishing late (Webpay answered after the edition changed) pays its ticket and leaves this year’s badge total alone', async () => {
    const buyer = await createBuyer()
    const type = await ensureType(admin, { tipo: 'S1', price: 90000, quedan: null })
    await admin.collection('EntradasUsuario').create({ user: buyer.id, TipoBadge: type.id, MontoTotalPagado: 50000, edicion: editionPrefix() })
    const token = randomBytes(32).toString('hex')
    const ticket = await admin.collection('EntradasEntregadas').create({
      user: buyer.id, tipo: type.id, nombre: 'Ana Pérez', token, orderID: orderIdOf(past.prefijoOrden), monto: 90000,
      estado: 'creada', correoEnviado: 'si', correoEnviado2: 'no',
    })
    await admin.collection('pagos').create({ token, ticket: ticket.id, user: buyer.id, buyOrder: ticket['orderID'], amount: 90000, url: 'https://webpay3gint.transbank.cl/', estado: 'pagada' })
    expect(await admin.send('/api/mi/finalize', { method: 'POST', body: { token } })).toMatchObject({ status: 'finalized', ticket: ticket.id })
    expect(await admin.collection('EntradasEntregadas').getOne(ticket.id)).toMatchObject({ estado: 'pagada' })
    const summary = await admin.collection('EntradasUsuario').getFirstListItem(admin.filter('user = {:u}', { u: buyer.id }))
    expect(summary).toMatchObject({ edicion: editionPrefix(), MontoTotalPagado: 50000, TipoBadge: type.id })
  })
})

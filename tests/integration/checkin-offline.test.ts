import { beforeAll, describe, expect, it } from 'vitest'
import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import * as ed from '@noble/ed25519'
import qrentrada from '../../functions/qrentrada.mts'
import type { CheckinConflict, DoorEdition, DoorTicket, SyncResult } from '../../src/api/checkin.ts'
import { DEV_TICKET_KEYS } from '../../src/domain/ticket-keys.ts'
import { signTicket, verifyTicket } from '../../src/domain/ticket-signature.ts'
import { offlineDoor } from '../../src/features/checkin/offline-door.ts'
import { readScannedCode } from '../../src/features/checkin/ticket-code.ts'
import { createModerator, createUser, errorOf, statusOf, superuser, type TestAccount } from './support/pocketbase.ts'
import { callFn, issueTicket } from './support/payments.ts'
import { uniqueRut } from '../../scripts/lib/fixture-documents.ts'
import { NOTICE_VERSION } from '../../src/domain/privacy-notice.ts'

let admin: PocketBase
let modA: TestAccount
let modB: TestAccount

beforeAll(async () => {
  admin = await superuser()
  ;[modA, modB] = await Promise.all([createModerator(), createModerator()])
  await admin.collection('moderators').update(modA.id, { name: 'Puerta Norte' })
  await admin.collection('moderators').update(modB.id, { name: 'Puerta Sur' })
})

const DEVICE_A = 'device-a-0000000001'
const DEVICE_B = 'device-b-0000000002'

const list = (pb: PocketBase = modA.pb) => pb.send<{ tickets: DoorTicket[]; edition: DoorEdition; at: string }>('/api/mi/checkin-list', { method: 'GET' })
const sync = (device: string, admissions: unknown, pb: PocketBase = modA.pb) =>
  pb.send<{ results: SyncResult[] }>('/api/mi/checkin-sync', { method: 'POST', body: { device, admissions } })
const conflicts = (pb: PocketBase = modA.pb) => pb.send<{ conflicts: CheckinConflict[] }>('/api/mi/checkin-conflicts', { method: 'GET' })
const admissionsOf = (ticketId: string) => admin.collection('admisiones').getFullList({ filter: admin.filter('ticket = {:t}', { t: ticketId }) })

async function paidTicket(): Promise<{ user: TestAccount; ticket: RecordModel }> {
  const user = await createUser()
  await admin.collection('userPersonalInfoPaws').create({ user: user.id, Badge: 'Luna Gris', Pronombres: 'she/her', EspecieFur: 'Loba', Polera: 'M', Fursuit: false })
  await admin.collection('userLegalInfoPaws').create({
    user: user.id,
    numDocumento: uniqueRut(),
    tipoDocumento: 'DNI',
    paisDocumento: 'Chile',
    nombreEnDocumento: 'Lucía Soto',
    bdate: '1990-01-01 00:00:00.000Z',
  })
  await admin.collection('userHealthInfoPaws').create({ user: user.id, consentimientoVersion: NOTICE_VERSION, CondicionMedica: 'Asma', RestriccionAlimentaria: '', ContactoEmergenciaNombre: 'Ana', ContactoEmergencia: '+56911111111', OtraCondicion: '' })
  const issued = await issueTicket(user.id, { tipo: 'S1', price: 90000 })
  return { user, ticket: await admin.collection('EntradasEntregadas').update(issued.id, { estado: 'pagada' }) }
}

/** The holder asks for the signed QR address of their ticket, as the profile does. */
async function signedQr(user: TestAccount, ticketId: string) {
  return callFn(qrentrada, { EntradasEntregadasID: ticketId }, user.pb.authStore.token)
}

async function qrOf(user: TestAccount, ticketId: string): Promise<string> {
  const res = await signedQr(user, ticketId)
  expect(res.status).toBe(200)
  return (res.body as { url: string }).url
}

/** What a scanner decides with no network, from its synced list and the QR text. */
async function decideOffline(qr: string, tickets: DoorTicket[]) {
  const code = readScannedCode(qr)
  if (!code) throw new Error(`unreadable QR ${qr}`)
  // The edition the phone synced its list for comes with the list.
  return offlineDoor(code, tickets.find((t) => t.id === code.id), null, DEV_TICKET_KEYS.publicKey, (await list()).edition)
}

describe('signed ticket QR codes', () => {
  it('the holder gets the address with id, type code, edition and a signature the public key verifies; the plain id stays in it', async () => {
    const { user, ticket } = await paidTicket()
    const url = await qrOf(user, ticket.id)
    const edicion = String(ticket['orderID']).slice(0, 6)
    expect(url).toMatch(new RegExp(`^http://localhost:5173/entrada\\?id=${ticket.id}&t=S1&e=${edicion}&s=[A-Za-z0-9_-]{86}$`))
    const code = readScannedCode(url)
    expect(code).toMatchObject({ id: ticket.id, edicion })
    expect(await verifyTicket(DEV_TICKET_KEYS.publicKey, { id: ticket.id, tipo: 'S1', signature: code?.signature ?? '', edicion })).toBe(true)
    // The edition is part of what is signed: the same signature does not hold without it.
    expect(await verifyTicket(DEV_TICKET_KEYS.publicKey, { id: ticket.id, tipo: 'S1', signature: code?.signature ?? '' })).toBe(false)
  })

  it('is refused for an unpaid ticket (409), someone else (404), a moderator (403) and without a token (401)', async () => {
    const { user, ticket } = await paidTicket()
    const other = await createUser()
    const unpaid = await issueTicket(user.id, { tipo: 'S1', price: 90000 })
    expect((await signedQr(user, unpaid.id)).status).toBe(409)
    expect((await signedQr(other, ticket.id)).status).toBe(404)
    expect((await callFn(qrentrada, { EntradasEntregadasID: ticket.id }, modA.pb.authStore.token)).status).toBe(403)
    expect((await callFn(qrentrada, { EntradasEntregadasID: ticket.id })).status).toBe(401)
  })
})

describe('offline verification at the door (scanner logic with the real list and real signatures)', () => {
  it('admits a genuine signed QR offline, and refuses a forged, an altered and a revoked one with the reason', async () => {
    const genuine = await paidTicket()
    const revoked = await paidTicket()
    const genuineQr = await qrOf(genuine.user, genuine.ticket.id)
    const revokedQr = await qrOf(revoked.user, revoked.ticket.id)
    await admin.collection('EntradasEntregadas').update(revoked.ticket.id, { estado: 'reembolsada' })
    const { tickets } = await list()

    const ok = await decideOffline(genuineQr, tickets)
    expect(ok).toMatchObject({ verdict: 'admit', badge: 'Luna Gris', legalName: 'Lucía Soto', offline: true })

    // Forged: the right shape, signed with a key that is not ours.
    const otherKey = Buffer.from(ed.utils.randomSecretKey()).toString('hex')
    const forgedSignature = await signTicket(otherKey, genuine.ticket.id, 'S1')
    const forged = genuineQr.replace(/s=[^&]+$/, `s=${forgedSignature}`)
    expect((await decideOffline(forged, tickets)).verdict).toBe('forged')
    // Forged for a ticket the list does not know either.
    expect((await decideOffline(`https://monsterinvasion.cl/entrada?id=zzzzzzzzzzzzzzz&t=MEGA&s=${await signTicket(otherKey, 'zzzzzzzzzzzzzzz', 'MEGA')}`, tickets)).verdict).toBe('forged')

    // Altered: a genuine signature with the level raised, or one character of it changed.
    expect((await decideOffline(genuineQr.replace('&t=S1&', '&t=MEGA&'), tickets)).verdict).toBe('forged')
    const signature = readScannedCode(genuineQr)?.signature ?? ''
    const flipped = signature.slice(0, 10) + (signature[10] === 'A' ? 'B' : 'A') + signature.slice(11)
    expect((await decideOffline(genuineQr.replace(signature, flipped), tickets)).verdict).toBe('forged')

    // Revoked: the signature is genuine, the synced list says refunded.
    expect(await decideOffline(revokedQr, tickets)).toMatchObject({ verdict: 'refunded', estado: 'reembolsada' })
  })

  it('the synced list carries revoked tickets and banned holders, never unpaid ones, and no document number beyond its last three characters, and no health data', async () => {
    const replaced = await paidTicket()
    const banned = await paidTicket()
    const unpaid = await issueTicket(banned.user.id, { tipo: 'S1', price: 90000 })
    await admin.collection('EntradasEntregadas').update(replaced.ticket.id, { estado: 'reemplazada' })
    await admin.collection('userStatusPaws').create({ user: banned.user.id, state: 3 })
    const { tickets } = await list()
    expect(tickets.find((t) => t.id === replaced.ticket.id)).toMatchObject({ estado: 'reemplazada', verdict: 'replaced' })
    expect(tickets.find((t) => t.id === banned.ticket.id)).toMatchObject({ banned: true, verdict: 'banned' })
    expect(tickets.find((t) => t.id === unpaid.id)).toBeUndefined()
    const text = JSON.stringify(tickets)
    expect(text).not.toContain('98765432-1')
    expect(text).not.toContain('98765432')
    expect(text).not.toContain('Asma')
    expect(text).not.toContain('+56911111111')
    expect(Object.keys(tickets[0] ?? {}).sort()).toEqual(
      ['id', 'holder', 'voided', 'orderID', 'edicion', 'estado', 'tipo', 'nombreTipo', 'nombreTipoIngles', 'badge', 'legalName', 'documentTail', 'avatar', 'banned', 'admission', 'verdict'].sort(),
    )
  })
})

describe('syncing offline admissions', () => {
  it('two offline devices admitting the same ticket: one admission stands and one conflict is reported, never merged', async () => {
    const { user, ticket } = await paidTicket()
    const qr = await qrOf(user, ticket.id)
    const { tickets } = await list()
    // Both phones lost the network after the last sync and both see a valid, unused ticket.
    expect((await decideOffline(qr, tickets)).verdict).toBe('admit')

    const first = await sync(DEVICE_A, [{ ticket: ticket.id, at: '2025-08-29T14:40:00.000Z' }], modA.pb)
    const second = await sync(DEVICE_B, [{ ticket: ticket.id, at: '2025-08-29T14:42:00.000Z' }], modB.pb)
    expect(first.results).toEqual([expect.objectContaining({ ticket: ticket.id, status: 'admitted' })])
    expect(second.results).toEqual([
      expect.objectContaining({ ticket: ticket.id, status: 'conflict', reason: 'alreadyAdmitted', admission: expect.objectContaining({ by: 'Puerta Norte', origin: 'offline' }) }),
    ])

    const admissions = await admissionsOf(ticket.id)
    expect(admissions).toHaveLength(1)
    expect(admissions[0]).toMatchObject({ device: DEVICE_A, moderator: modA.id, origin: 'offline', admittedAt: '2025-08-29 14:40:00.000Z' })

    const reported = (await conflicts()).conflicts.filter((c) => c.ticket === ticket.id)
    expect(reported).toHaveLength(1)
    expect(reported[0]).toMatchObject({
      orderID: ticket.orderID,
      badge: 'Luna Gris',
      device: DEVICE_B,
      moderatorName: 'Puerta Sur',
      attemptedAt: '2025-08-29 14:42:00.000Z',
      reason: 'alreadyAdmitted',
      existing: { at: '2025-08-29 14:40:00.000Z', by: 'Puerta Norte', origin: 'offline' },
    })

    // Both phones send their queues again (the answer was lost): nothing new is written.
    expect((await sync(DEVICE_A, [{ ticket: ticket.id, at: '2025-08-29T14:40:00.000Z' }], modA.pb)).results[0]?.status).toBe('synced')
    expect((await sync(DEVICE_B, [{ ticket: ticket.id, at: '2025-08-29T14:42:00.000Z' }], modB.pb)).results[0]?.status).toBe('conflict')
    expect(await admissionsOf(ticket.id)).toHaveLength(1)
    expect((await conflicts()).conflicts.filter((c) => c.ticket === ticket.id)).toHaveLength(1)

    // The next list every scanner downloads shows the ticket as admitted.
    expect((await list()).tickets.find((t) => t.id === ticket.id)).toMatchObject({ verdict: 'alreadyAdmitted', admission: { by: 'Puerta Norte' } })
  })

  it('an admission refunded while the phone was offline is reported as a conflict with the reason, and not admitted', async () => {
    const { ticket } = await paidTicket()
    await admin.collection('EntradasEntregadas').update(ticket.id, { estado: 'reembolsada' })
    const { results } = await sync(DEVICE_A, [{ ticket: ticket.id, at: '2025-08-29T15:00:00.000Z' }])
    expect(results[0]).toMatchObject({ status: 'conflict', reason: 'refunded' })
    expect(await admissionsOf(ticket.id)).toEqual([])
    expect((await conflicts()).conflicts.find((c) => c.ticket === ticket.id)).toMatchObject({ reason: 'refunded', existing: null })
  })

  it('an online admission whose answer was lost, queued and synced by the same phone, is not a conflict', async () => {
    const { ticket } = await paidTicket()
    await modA.pb.send(`/api/mi/checkin/${ticket.id}`, { method: 'POST', body: { device: DEVICE_A } })
    const { results } = await sync(DEVICE_A, [{ ticket: ticket.id, at: new Date().toISOString() }])
    expect(results[0]?.status).toBe('synced')
    expect((await conflicts()).conflicts.filter((c) => c.ticket === ticket.id)).toEqual([])
  })

  it('refuses malformed syncs with 400 and writes nothing; attendees get 403', async () => {
    const { user, ticket } = await paidTicket()
    for (const [device, admissions] of [
      ['short', []],
      [DEVICE_A, 'not a list'],
      [DEVICE_A, [{ ticket: 'bad', at: '2025-08-29T14:40:00.000Z' }]],
      [DEVICE_A, [{ ticket: ticket.id, at: 'yesterday' }]],
      [DEVICE_A, [{ ticket: ticket.id, at: '2025-08-29 14:40:00' }]],
      [DEVICE_A, Array.from({ length: 501 }, () => ({ ticket: ticket.id, at: '2025-08-29T14:40:00.000Z' }))],
    ] as const) {
      expect((await errorOf(sync(device, admissions))).status).toBe(400)
    }
    expect(await statusOf(sync(DEVICE_A, [{ ticket: ticket.id, at: '2025-08-29T14:40:00.000Z' }], user.pb))).toBe(403)
    expect(await statusOf(list(user.pb))).toBe(403)
    expect(await statusOf(conflicts(user.pb))).toBe(403)
    expect(await admissionsOf(ticket.id)).toEqual([])
  })
})

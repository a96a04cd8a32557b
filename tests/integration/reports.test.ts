import { beforeAll, describe, expect, it } from 'vitest'
import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import { createModerator, createUser, pocketbaseUrl, superuser, type TestAccount } from './support/pocketbase.ts'
import { testOrderId } from './support/payments.ts'
import { ensureType } from './support/queue-fixtures.ts'
import { uniqueRut } from '../../scripts/lib/fixture-documents.ts'
import { NOTICE_VERSION } from '../../src/domain/privacy-notice.ts'

interface Summary {
  types: { id: string; tipo: string; level: string; sold: number; approvedUnpaid: number; inQueue: number; remaining: number | null }[]
  revenue: number
  requestsPerHour: { hour: string; count: number }[]
  checkinsPerHour: { hour: string; count: number }[]
}

let admin: PocketBase
let mod: TestAccount
let sponsor: RecordModel
let mega: RecordModel
const badges = { fox: `Zorro Ñandú ${Date.now() % 1000}`, wolf: `Lobo Ártico ${Date.now() % 1000}` }

async function attendee(type: RecordModel, estado: string, profile: { badge: string; polera: string; fursuit: boolean } | null) {
  const user = await createUser()
  if (profile) {
    await admin.collection('userPersonalInfoPaws').create({ user: user.id, Badge: profile.badge, Pronombres: 'they/them', EspecieFur: 'Dragón', Polera: profile.polera, Fursuit: profile.fursuit })
  }
  await admin.collection('userLegalInfoPaws').create({ user: user.id, numDocumento: uniqueRut(), tipoDocumento: 'DNI', paisDocumento: 'Chile', nombreEnDocumento: 'José Muñoz', bdate: '1990-01-01 00:00:00.000Z' })
  await admin.collection('userHealthInfoPaws').create({ user: user.id, consentimientoVersion: NOTICE_VERSION, CondicionMedica: 'Diabetes tipo 1', RestriccionAlimentaria: '', ContactoEmergenciaNombre: 'Rosa', ContactoEmergencia: '+56922222222', OtraCondicion: '' })
  const ticket = await admin.collection('EntradasEntregadas').create({ user: user.id, tipo: type.id, nombre: 'José Muñoz', orderID: testOrderId(), monto: type.ValorCLP, estado })
  return { user, ticket }
}

beforeAll(async () => {
  admin = await superuser()
  mod = await createModerator()
  sponsor = await ensureType(admin, { tipo: 'S1', price: 90000, quedan: 20 })
  mega = await ensureType(admin, { tipo: 'MEGA', price: 300000, quedan: 5 })
  const fox = await attendee(sponsor, 'pagada', { badge: badges.fox, polera: 'L', fursuit: true })
  await attendee(mega, 'pagada', { badge: badges.wolf, polera: 'M', fursuit: false })
  await attendee(sponsor, 'creada', { badge: 'Sin Pagar', polera: 'S', fursuit: false })
  const queued = await createUser()
  await admin.collection('EntradasPedidas').create({ user: queued.id, tipo: mega.id, estado: 'creada' })
  foxTicket = fox.ticket.id
  await mod.pb.send(`/api/mi/checkin/${fox.ticket.id}`, { method: 'POST' })
})

let foxTicket = ''

/** "2025-08-29 10:42:07 -04:00": Node's Intl reading of a PocketBase instant in Santiago. */
function onChileClock(pbDate: string): string {
  const instant = new Date(pbDate.replace(' ', 'T'))
  const zone = { timeZone: 'America/Santiago' } as const
  const local = instant.toLocaleString('sv-SE', zone)
  const offset = new Intl.DateTimeFormat('en-US', { ...zone, timeZoneName: 'longOffset' }).formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value
  return `${local} ${String(offset).replace('GMT', '')}`
}

async function download(kind: string, token = mod.pb.authStore.token) {
  const res = await fetch(`${pocketbaseUrl()}/api/mi/report/${kind}`, { headers: { authorization: token } })
  const bytes = new Uint8Array(await res.arrayBuffer())
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), bytes, text: new TextDecoder().decode(bytes) }
}

const rows = (text: string) => text.replace(/^\uFEFF/, '').trimEnd().split('\r\n').map((line) => line.split(';'))

describe('CSV exports', () => {
  it('are UTF-8 with a BOM (Excel reads accents), ";"-separated, downloaded as files', async () => {
    for (const kind of ['asistentes', 'merch', 'puerta']) {
      const file = await download(kind)
      expect(file.status).toBe(200)
      expect(file.type).toBe('text/csv; charset=utf-8')
      expect(file.disposition).toMatch(/^attachment; filename="[a-z-]+\.csv"$/)
      expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    }
  })

  it('attendees for badge printing: paid tickets only, badge name, level, pronouns, species, fursuit', async () => {
    const table = rows((await download('asistentes')).text)
    expect(table[0]).toEqual(['Orden', 'Nombre de credencial', 'Nivel', 'Tipo', 'Pronombres', 'Especie', 'Fursuit'])
    expect(table.find((r) => r[1] === badges.fox)?.slice(1)).toEqual([badges.fox, 'Sponsor', 'S1', 'they/them', 'Dragón', 'sí'])
    expect(table.find((r) => r[1] === badges.wolf)?.slice(1)).toEqual([badges.wolf, 'MEGA', 'MEGA', 'they/them', 'Dragón', 'no'])
    expect(table.some((r) => r[1] === 'Sin Pagar')).toBe(false)
  })

  it('merchandise: shirt sizes per level, counting paid tickets', async () => {
    const table = rows((await download('merch')).text)
    expect(table[0]).toEqual(['Nivel', 'S', 'M', 'L', 'XL', 'XXL', 'Sin talla', 'Total'])
    const paid = await admin.collection('EntradasEntregadas').getFullList({ filter: "estado = 'pagada'", expand: 'tipo' })
    const personal = await admin.collection('userPersonalInfoPaws').getFullList()
    const size = (user: string) => personal.find((p) => p.user === user)?.Polera || '?'
    const sponsors = paid.filter((t) => /^S[12]?$/.test(String(t.expand?.tipo?.Tipo)))
    const row = table.find((r) => r[0] === 'Sponsor')
    expect(row?.[3]).toBe(String(sponsors.filter((t) => size(t.user) === 'L').length))
    expect(row?.[7]).toBe(String(sponsors.length))
  })

  it('door list: order, badge name, legal name, level, admitted on Chile’s clock with its UTC offset', async () => {
    const table = rows((await download('puerta')).text)
    expect(table[0]).toEqual(['Orden', 'Nombre de credencial', 'Nombre legal', 'Nivel', 'Ingresó (hora de Chile, con su desfase UTC)'])
    const foxRow = table.find((r) => r[1] === badges.fox)
    expect(foxRow?.slice(2)).toEqual(['José Muñoz', 'Sponsor', `sí ${onChileClock((await admin.collection('admisiones').getFirstListItem(admin.filter('ticket = {:t}', { t: foxTicket }))).admittedAt as string)}`])
    expect(table.find((r) => r[1] === badges.wolf)?.[4]).toBe('no')
  })

  it('never carry health data or document numbers, and are for moderators only', async () => {
    for (const kind of ['asistentes', 'merch', 'puerta']) {
      const { text } = await download(kind)
      for (const secret of ['Diabetes', '+56922222222', '33.333.333-3']) expect(text).not.toContain(secret)
    }
    const user = await createUser()
    expect((await download('puerta', user.pb.authStore.token)).status).toBe(403)
    expect((await download('puerta', '')).status).toBe(401)
    expect((await download('salud')).status).toBe(404)
  })
})

describe('sales dashboard', () => {
  it('every figure equals what the database holds', async () => {
    const summary = await mod.pb.send<Summary>('/api/mi/report-summary', { method: 'GET' })
    const [types, tickets, requests, stock, admissions] = await Promise.all([
      admin.collection('Entradas').getFullList(),
      admin.collection('EntradasEntregadas').getFullList(),
      admin.collection('EntradasPedidas').getFullList(),
      admin.collection('EntradasQuedan').getFullList(),
      admin.collection('admisiones').getFullList(),
    ])
    expect(summary.types.map((t) => t.id).sort()).toEqual(types.map((t) => t.id).sort())
    for (const type of summary.types) {
      expect(type, type.tipo).toMatchObject({
        sold: tickets.filter((t) => t.tipo === type.id && t.estado === 'pagada').length,
        approvedUnpaid: tickets.filter((t) => t.tipo === type.id && t.estado === 'creada').length,
        inQueue: requests.filter((r) => r.tipo === type.id && r.estado === 'creada').length,
        remaining: stock.find((s) => s.EntradasID === type.id)?.CantidadQuedan ?? null,
      })
    }
    expect(summary.types.find((t) => t.id === sponsor.id)?.sold).toBeGreaterThanOrEqual(1)
    expect(summary.revenue).toBe(tickets.filter((t) => t.estado === 'pagada' || t.estado === 'reemplazada').reduce((sum, t) => sum + Number(t.monto), 0))
    expect(summary.requestsPerHour.reduce((sum, h) => sum + h.count, 0)).toBe(requests.length)
    expect(summary.checkinsPerHour.reduce((sum, h) => sum + h.count, 0)).toBe(admissions.length)
    expect(summary.checkinsPerHour.every((h) => /^\d{4}-\d{2}-\d{2} \d{2}$/.test(h.hour))).toBe(true)
  })
})

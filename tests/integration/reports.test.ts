import { beforeAll, describe, expect, it } from 'vitest'
import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import { createModerator, createUser, editionPrefix, pocketbaseUrl, superuser, type TestAccount } from './support/pocketbase.ts'
import { MIGRATED_EDITION } from '../support/migrated-edition.ts'
import { testOrderId } from './support/payments.ts'
import { ensureType } from './support/queue-fixtures.ts'
import { uniqueRut } from '../../scripts/lib/fixture-documents.ts'
import { NOTICE_VERSION } from '../../src/domain/privacy-notice.ts'

interface Summary {
  types: { id: string; tipo: string; level: string; sold: number; approvedUnpaid: number; inQueue: number; remaining: number | null }[]
  revenue: number
  requestsPerHour: { hour: string; count: number }[]
  checkinsPerHour: { hour: string; count: number }[]
  edicion: string
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

async function download(kind: string, token = mod.pb.authStore.token, query = '') {
  const res = await fetch(`${pocketbaseUrl()}/api/mi/report/${kind}${query}`, { headers: { authorization: token } })
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
      expect(file.disposition).toBe(`attachment; filename="${{ asistentes: 'asistentes-credenciales', merch: 'poleras-por-nivel', puerta: 'lista-de-puerta' }[kind]}-${editionPrefix()}.csv"`)
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
    // The current edition's paid tickets (other files leave other editions' behind).
    const paid = (await admin.collection('EntradasEntregadas').getFullList({ filter: "estado = 'pagada'", expand: 'tipo' })).filter((t) => String(t.orderID).startsWith(editionPrefix()))
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
  it('every figure equals what the database holds for the current edition', async () => {
    const summary = await mod.pb.send<Summary>('/api/mi/report-summary', { method: 'GET' })
    expect(summary.edicion).toBe(editionPrefix())
    const edition = await admin.collection('Ediciones').getFirstListItem(admin.filter('prefijoOrden = {:p}', { p: editionPrefix() }))
    const earlier = await admin.collection('Ediciones').getFullList({ filter: admin.filter('inicio < {:i}', { i: edition.inicio }), sort: '-inicio' })
    // Requests name no edition: this edition's are those made after the previous one was over (its last day in Chile, UTC-4).
    const from = earlier[0] ? new Date(`${String(earlier[0].fin)}T23:59:59.999-04:00`).toISOString().replace('T', ' ') : ''
    const [types, allTickets, allRequests, stock, admissions] = await Promise.all([
      admin.collection('Entradas').getFullList(),
      admin.collection('EntradasEntregadas').getFullList(),
      admin.collection('EntradasPedidas').getFullList(),
      admin.collection('EntradasQuedan').getFullList(),
      admin.collection('admisiones').getFullList({ filter: admin.filter('edicion = {:p}', { p: editionPrefix() }) }),
    ])
    const tickets = allTickets.filter((t) => String(t.orderID).startsWith(editionPrefix()))
    const requests = allRequests.filter((r) => String(r.created) > from)
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

describe('one edition per report (issue #38)', () => {
  it('another edition’s figures and files hold only its own tickets, no stock of the sale, and a file name with its prefix', async () => {
    const past = MIGRATED_EDITION.prefijoOrden
    const badge = `Año Pasado ${Date.now() % 1000}`
    const user = await createUser()
    await admin.collection('userPersonalInfoPaws').create({ user: user.id, Badge: badge, Pronombres: 'ella', EspecieFur: 'Gato', Polera: 'S', Fursuit: false })
    const old = await admin.collection('EntradasEntregadas').create({ user: user.id, tipo: sponsor.id, nombre: 'Ana Año', orderID: `${past}9${String(Date.now()).slice(-10)}000000001`, monto: 70000, estado: 'pagada' })

    const then = await mod.pb.send<Summary>('/api/mi/report-summary', { method: 'GET', query: { edicion: past } })
    const pastTickets = (await admin.collection('EntradasEntregadas').getFullList()).filter((t) => String(t.orderID).startsWith(past))
    expect(then.edicion).toBe(past)
    expect(then.revenue).toBe(pastTickets.filter((t) => t.estado === 'pagada' || t.estado === 'reemplazada').reduce((sum, t) => sum + Number(t.monto), 0))
    expect(then.types.find((t) => t.id === sponsor.id)?.sold).toBe(pastTickets.filter((t) => t.tipo === sponsor.id && t.estado === 'pagada').length)
    expect(then.types.every((t) => t.remaining === null)).toBe(true)
    const now = await mod.pb.send<Summary>('/api/mi/report-summary', { method: 'GET' })
    expect(now.revenue).not.toBe(then.revenue)

    const file = await download('asistentes', mod.pb.authStore.token, `?edicion=${past}`)
    expect(file.disposition).toBe(`attachment; filename="asistentes-credenciales-${past}.csv"`)
    expect(rows(file.text).find((r) => r[1] === badge)?.[0]).toBe(old.orderID)
    expect(rows(file.text).some((r) => r[1] === badges.fox)).toBe(false)
    expect(rows((await download('asistentes')).text).some((r) => r[1] === badge)).toBe(false)
  })

  it('an unknown or malformed edition is a 400 that names the field, for the dashboard and the files', async () => {
    for (const edicion of ['Paw99z', 'nope', 'x'.repeat(200)]) {
      const refused = await mod.pb.send('/api/mi/report-summary', { method: 'GET', query: { edicion } }).catch((err: { status: number; response: unknown }) => err)
      expect(refused, edicion).toMatchObject({ status: 400, response: { data: { edicion: { code: 'unknownEdition' } } } })
      expect((await download('puerta', mod.pb.authStore.token, `?edicion=${edicion}`)).status, edicion).toBe(400)
    }
  })
})

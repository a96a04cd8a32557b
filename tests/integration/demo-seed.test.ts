import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoEditions } from '../../scripts/lib/demo-editions.ts'
import { DEMO_ACCOUNTS, seedDemoData } from '../../scripts/lib/seed.ts'
import { todayInChile } from '../../src/domain/chile-time.ts'
import { type Edition } from '../../src/domain/edition.ts'
import type { LaunchProblem } from '../../src/domain/launch-readiness.ts'
import { OwnPocketBase } from './support/own-pocketbase.ts'
import { MIGRATED_EDITION } from '../support/migrated-edition.ts'
import { seededCurrentEdition } from '../support/current-edition.ts'

// `npm start`'s demo seed (scripts/dev.ts: seedDemoData, then seedDemoEditions) on a PocketBase of its
// own that holds what the migrations write, with the clock moved: the edition it leaves is always one
// whose sale is open on the day it ran, and the migrations' own edition (a real deploy's first) stays.

const own = new OwnPocketBase()
let admin: PocketBase

const editions = async (): Promise<Edition[]> =>
  (await admin.collection('Ediciones').getFullList({ sort: 'inicio' })).map((r) => ({
    inicio: String(r['inicio']),
    fin: String(r['fin']),
    corteEdad: String(r['corteEdad']),
    minutosPago: Number(r['minutosPago']),
    prefijoOrden: String(r['prefijoOrden']),
    ventaAbre: String(r['ventaAbre']),
    ventaCierra: String(r['ventaCierra']),
  }))

beforeAll(async () => {
  await own.start({}, { editions: 'migrations' })
  admin = await own.superuser()
}, 60_000)
afterAll(async () => {
  await own.remove()
})

describe('the demo seed of npm start, on a given date', () => {
  it('starts from the migrations’ edition alone (an empty start shows exactly this)', async () => {
    expect(await editions()).toEqual([MIGRATED_EDITION])
    expect((await admin.collection('Entradas').getList(1, 1)).totalItems).toBe(0)
  })

  it('on 2026-12-01 yields an edition ~3 months ahead whose sale is open that day, with ticket types on sale; the 2025 one is kept', async () => {
    await seedDemoData(admin)
    const line = await seedDemoEditions(admin, new Date('2026-12-01T12:00:00-03:00'))
    const all = await editions()
    expect(all).toContainEqual(MIGRATED_EDITION)
    const current = seededCurrentEdition(all, '2026-12-01')
    expect(current).toEqual({ inicio: '2027-03-05', fin: '2027-03-07', corteEdad: '2027-03-03', minutosPago: 5, prefijoOrden: 'Paw27a', ventaAbre: '2026-11-04', ventaCierra: '2027-03-04' })
    expect(line).toContain('2027-03-05 to 2027-03-07 (Paw27a, sale open')
    // Named by its place, in both languages: the home kicker names the edition on sale.
    const named = (await admin.collection('Ediciones').getFullList({ sort: 'inicio' })).map((r) => [r['nombreEs'], r['nombreEn']])
    expect(named).toEqual([['Primera edición', 'First edition'], ['Segunda edición', 'Second edition']])
    const onSale = await admin.collection('Entradas').getFullList({ filter: "Estado = 'disponible'" })
    expect(onSale.length).toBeGreaterThan(0)

    // A second start the same day, or during the sale, adds nothing.
    await seedDemoEditions(admin, new Date('2026-12-01T20:00:00-03:00'))
    await seedDemoEditions(admin, new Date('2027-02-01T12:00:00-03:00'))
    expect(await editions()).toEqual(all)
  })

  it('once that edition has started, the next start adds the next one, whose sale is open then', async () => {
    const day = '2027-03-06'
    await seedDemoEditions(admin, new Date(`${day}T12:00:00-03:00`))
    const all = await editions()
    const current = seededCurrentEdition(all, '2027-03-08')
    expect(current.inicio > '2027-03-08').toBe(true)
    expect(current.prefijoOrden).toBe('Paw27b')
  })

  it('on the real day, PocketBase’s own readiness check (its own clock) finds the current edition has not started', async () => {
    await seedDemoEditions(admin, new Date())
    const seat = await admin.collection('moderators').getFirstListItem(admin.filter('email = {:e}', { e: DEMO_ACCOUNTS.moderator.email }))
    const organiser = own.as((await admin.collection('moderators').impersonate(seat.id, 3600)).authStore.token)
    const { problems } = await organiser.send<{ problems: LaunchProblem[] }>('/api/mi/organiser/readiness', {})
    expect(problems.map((p) => p.code)).not.toContain('eventStartsInPast')
    const all = await editions()
    expect(seededCurrentEdition(all, todayInChile(new Date())).inicio > todayInChile(new Date())).toBe(true)
  })
})

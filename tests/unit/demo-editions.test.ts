import { describe, expect, it } from 'vitest'
import { addDays, DEMO_LEAD_DAYS, demoOrderPrefix, planDemoEditions } from '../../scripts/lib/demo-editions.ts'
import { todayInChile } from '../../src/domain/chile-time.ts'
import { editionProblems, saleStateOn, type Edition } from '../../src/domain/edition.ts'
import { MIGRATED_EDITION } from '../support/migrated-edition.ts'
import { seededCurrentEdition } from '../support/current-edition.ts'

// What a fresh database holds before the demo seed: the migrations' edition (SPEC's 2025 one).
const MIGRATED: readonly Edition[] = [MIGRATED_EDITION]
/** The server's rule: the sale of the edition the site follows on `today` is open. */
const saleOpenOn = (editions: readonly Edition[], today: string) => saleStateOn(seededCurrentEdition(editions, today), today) === 'open'
const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay()

/** The editions after a demo seed on `today` over `existing`. */
const seeded = (today: string, existing: readonly Edition[] = MIGRATED) => [...existing, ...planDemoEditions(existing, today)]

function expectDemoShape(edition: Edition) {
  expect(editionProblems(edition)).toEqual({})
  expect(weekday(edition.inicio)).toBe(5) // a Friday…
  expect(edition.fin).toBe(addDays(edition.inicio, 2)) // …to Sunday
  expect(edition.corteEdad).toBe(addDays(edition.inicio, -2))
  expect(edition.prefijoOrden.slice(0, 5)).toBe(`Paw${edition.inicio.slice(2, 4)}`)
  expect(edition.ventaCierra).toBe(addDays(edition.inicio, -1)) // the sale closes the day before
  expect(edition.ventaAbre).toBe(addDays(edition.inicio, -(DEMO_LEAD_DAYS + 30)))
}

describe('the demo editions of npm start (scripts/lib/demo-editions.ts): relative to the day it runs', () => {
  // Before, during and after the seed's own sale and event, today's date, and around a year's end.
  const days = ['2025-01-10', '2025-07-15', '2025-08-30', '2025-09-15', '2026-06-01', '2026-12-01', '2026-12-31', '2027-01-01']
  for (const today of days) {
    it(`on ${today}: an upcoming edition about three months ahead whose sale is open, and a past one`, () => {
      const editions = seeded(today)
      const upcoming = editions.filter((edition) => edition.inicio > today)
      expect(upcoming.length).toBeGreaterThanOrEqual(1)
      expect(editions.some((edition) => edition.fin < today)).toBe(true)
      for (const edition of planDemoEditions(MIGRATED, today)) expectDemoShape(edition)
      // Unique, as the collection requires of its start days, and one prefix per edition.
      expect(new Set(editions.map((e) => e.inicio)).size).toBe(editions.length)
      expect(new Set(editions.map((e) => e.prefijoOrden)).size).toBe(editions.length)
      const current = seededCurrentEdition(editions, today)
      if (today >= MIGRATED_EDITION.inicio && today <= MIGRATED_EDITION.fin) {
        // The migrations' edition is under way: the site follows it to its last day, the next one is already there.
        expect(current).toBe(MIGRATED_EDITION)
        expect(saleOpenOn(editions, addDays(MIGRATED_EDITION.fin, 1))).toBe(true)
      } else if (current === MIGRATED_EDITION) {
        // Before the migrations' edition sells (a date already in the past): its own window says when it will.
        expect(saleStateOn(current, today)).toBe(today < MIGRATED_EDITION.ventaAbre ? 'notYet' : 'open')
      } else {
        expect(saleOpenOn(editions, today)).toBe(true)
        expect(current.inicio > today).toBe(true)
      }
    })
  }

  it('on 2026-12-01 (the issue’s day): the migrations’ 2025 edition stays the past one, the demo’s starts on Friday 5 March 2027 as Paw27a', () => {
    const planned = planDemoEditions(MIGRATED, '2026-12-01')
    expect(planned).toEqual([{ inicio: '2027-03-05', fin: '2027-03-07', corteEdad: '2027-03-03', minutosPago: 5, prefijoOrden: 'Paw27a', ventaAbre: '2026-11-04', ventaCierra: '2027-03-04' }])
    expect(seededCurrentEdition(seeded('2026-12-01'), '2026-12-01')).toEqual(planned[0])
  })

  it('across a year’s end the prefix follows the edition’s own year, not today’s', () => {
    const [edition] = planDemoEditions(MIGRATED, '2026-10-15')
    expect(edition?.inicio.slice(0, 4)).toBe('2027')
    expect(edition?.prefijoOrden).toBe('Paw27a')
    const [december] = planDemoEditions(MIGRATED, '2026-09-01')
    expect(december?.inicio).toBe('2026-12-04')
    expect(december?.prefijoOrden).toBe('Paw26a')
  })

  it('before the migrations’ edition is over it adds a past one too, with the next free letter of its year', () => {
    const planned = planDemoEditions(MIGRATED, '2025-01-10')
    expect(planned).toHaveLength(1) // the seed (August 2025) is upcoming: only a past edition is missing
    expect(planned[0]!.fin < '2025-01-10').toBe(true)
    expectDemoShape(planned[0]!)
    expect(demoOrderPrefix('2025-11-07', [MIGRATED_EDITION])).toBe('Paw25b')
    expect(demoOrderPrefix('2025-11-07', [MIGRATED_EDITION, { ...MIGRATED_EDITION, prefijoOrden: 'Paw25b' }])).toBe('Paw25c')
    expect(demoOrderPrefix('2026-11-06', [MIGRATED_EDITION])).toBe('Paw26a')
  })

  it('a later start keeps the first one’s editions while their sale runs, and adds the next once that edition has started', () => {
    const first = seeded('2026-12-01')
    // During the sale (a month later, and the day before the event): nothing to add.
    expect(planDemoEditions(first, '2027-01-01')).toEqual([])
    expect(planDemoEditions(first, '2027-03-04')).toEqual([])
    // The event started: a new upcoming edition, about three months on.
    const next = planDemoEditions(first, '2027-03-06')
    expect(next).toHaveLength(1)
    expect(next[0]!.inicio >= addDays('2027-03-06', DEMO_LEAD_DAYS)).toBe(true)
    expect(next[0]!.prefijoOrden).toBe('Paw27b')
    // After the event: the sale of the new one is open.
    expect(saleOpenOn([...first, ...next], '2027-03-08')).toBe(true)
  })

  it('on an empty list (no migrations’ edition) it gives both a past and an upcoming edition', () => {
    const planned = planDemoEditions([], '2026-12-01')
    expect(planned.map((e) => e.inicio)).toEqual(['2026-03-06', '2027-03-05'])
    expect(planned.map((e) => e.prefijoOrden)).toEqual(['Paw26a', 'Paw27a'])
  })

  it('"today" is Chile’s calendar day: late evening in Santiago is already tomorrow in UTC', () => {
    expect(todayInChile(new Date('2026-12-02T02:00:00Z'))).toBe('2026-12-01')
  })
})

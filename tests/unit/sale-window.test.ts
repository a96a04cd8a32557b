import { describe, expect, it } from 'vitest'
import { editionProblems, queueStartOn, saleClosesAt, saleOpenAt, saleStateOn, type Edition } from '@/domain/edition'
import { MIGRATED_EDITION } from '../support/migrated-edition.ts'

// Issue #38: an edition sells tickets from ventaAbre to ventaCierra (Chile days, both included), and
// the sale closes before the event starts. The same functions decide on the server (hook-rules bundle).

const NEXT: Edition = { inicio: '2027-03-05', fin: '2027-03-07', corteEdad: '2027-03-03', minutosPago: 5, prefijoOrden: 'Paw27a', ventaAbre: '2026-11-04', ventaCierra: '2027-03-04' }

describe('the sale window of an edition', () => {
  it('is not yet open the day before it opens, open on its first and last day, closed the day after, over after the event', () => {
    expect(saleStateOn(NEXT, '2026-11-03')).toBe('notYet')
    expect(saleStateOn(NEXT, '2026-11-04')).toBe('open')
    expect(saleStateOn(NEXT, '2027-03-04')).toBe('open')
    expect(saleStateOn(NEXT, '2027-03-05')).toBe('closed')
    expect(saleStateOn(NEXT, '2027-03-07')).toBe('closed')
    expect(saleStateOn(NEXT, '2027-03-08')).toBe('over')
  })

  it('follows the current edition: after the 2025 one and before the next one opens, nothing is on sale', () => {
    expect(saleOpenAt([MIGRATED_EDITION, NEXT], new Date('2026-12-01T12:00:00-03:00'))).toBe(true)
    expect(saleOpenAt([MIGRATED_EDITION], new Date('2026-12-01T12:00:00-03:00'))).toBe(false)
    expect(saleOpenAt([MIGRATED_EDITION, NEXT], new Date('2026-10-01T12:00:00-03:00'))).toBe(false)
    expect(saleOpenAt([], new Date('2025-06-01T12:00:00-04:00'))).toBe(false)
  })

  it('queues requests from the end of the last edition over: before it, a request was that edition’s', () => {
    expect(queueStartOn([MIGRATED_EDITION, NEXT], '2026-12-01')).toBe('2025-09-01 03:59:59.999Z')
    expect(queueStartOn([MIGRATED_EDITION, NEXT], '2027-03-08')).toBe('2027-03-08 03:59:59.999Z')
    expect(queueStartOn([NEXT], '2026-12-01')).toBe('')
  })

  it('closes at the last instant of its last day on Chile’s clock, in summer time and out of it', () => {
    expect(new Date(saleClosesAt(NEXT)).toISOString()).toBe('2027-03-05T02:59:59.999Z')
    expect(new Date(saleClosesAt({ ventaCierra: '2027-07-15' })).toISOString()).toBe('2027-07-16T03:59:59.999Z')
  })

  it('refuses a window that closes before it opens, or on or after the first day; and dates that are no dates', () => {
    expect(editionProblems({ ...NEXT, ventaCierra: '2026-11-03' })).toEqual({ ventaCierra: 'saleClosesBeforeOpening' })
    expect(editionProblems({ ...NEXT, ventaCierra: '2027-03-05' })).toEqual({ ventaCierra: 'saleClosesAfterStart' })
    expect(editionProblems({ ...NEXT, ventaAbre: '2027-13-01' })).toEqual({ ventaAbre: 'badDate' })
    expect(editionProblems({ ...NEXT, ventaAbre: '' })).toEqual({ ventaAbre: 'badDate' })
    expect(editionProblems(NEXT)).toEqual({})
  })
})

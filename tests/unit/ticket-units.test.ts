import { describe, expect, it } from 'vitest'
import { holdsUnit, stockChange } from '../../src/domain/ticket-units.ts'
import type { IssuedState } from '../../src/types/pocketbase.ts'

const STATES: IssuedState[] = ['creada', 'pagada', 'rechazada', 'reemplazada', 'reembolsada', 'vencida']

describe('the one stock rule (src/domain/ticket-units.ts)', () => {
  it('only approved-unpaid and paid tickets hold a unit', () => {
    expect(STATES.filter(holdsUnit)).toEqual(['creada', 'pagada'])
  })

  it.each([
    ['creada', 'pagada', 0, 'paying keeps the unit approval took'],
    ['creada', 'rechazada', 1, 'a rejection returns it'],
    ['creada', null, 1, 'deleting an approved, unpaid ticket returns it'],
    ['creada', 'vencida', 1, 'the deadline returns it'],
    ['pagada', 'reemplazada', 1, 'an upgrade returns the old one'],
    ['pagada', 'reembolsada', 1, 'a refund returns it'],
    ['reemplazada', 'pagada', -1, 'refunding an upgrade makes the old ticket valid again, taking a unit'],
    ['vencida', null, 0, 'deleting an expired ticket gives nothing back twice'],
    ['rechazada', null, 0, 'nor a rejected one'],
  ] as const)('%s → %s moves the stock by %i (%s)', (before, after, change, _why) => {
    expect(stockChange(before, after)).toBe(change)
  })

  it('every way a held ticket stops being valid returns exactly one unit', () => {
    for (const end of ['rechazada', 'reemplazada', 'reembolsada', 'vencida', null] as const) {
      expect(stockChange('creada', end) + stockChange('pagada', end)).toBe(2)
    }
  })
})

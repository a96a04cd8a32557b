import { describe, expect, it } from 'vitest'
import { editionOf, hasStarted, nameOf, serverEditionMessage, suggestedOrderPrefix, valuesOf } from '@/features/moderation/console/edition-rules'
import { editionProblems } from '@/domain/edition'
import { MIGRATED_EDITION, MIGRATED_EDITION_NAME } from '../support/migrated-edition.ts'

const MIGRATED = { ...MIGRATED_EDITION, ...MIGRATED_EDITION_NAME }

describe("the console's edition rules", () => {
  it("maps the hook's validation_edition_<problem> codes to the problem, a taken first day or prefix to startTaken or prefixTaken, anything else to invalid", () => {
    expect(serverEditionMessage('validation_edition_endsBeforeStart', 'fin')).toBe('endsBeforeStart')
    expect(serverEditionMessage('validation_edition_badOrderPrefix', 'prefijoOrden')).toBe('badOrderPrefix')
    expect(serverEditionMessage('validation_edition_saleClosesAfterStart', 'ventaCierra')).toBe('saleClosesAfterStart')
    expect(serverEditionMessage('validation_not_unique', 'inicio')).toBe('startTaken')
    expect(serverEditionMessage('validation_not_unique', 'prefijoOrden')).toBe('prefixTaken')
    expect(serverEditionMessage('validation_edition_nameMissing', 'nombreEn')).toBe('nameMissing')
    expect(serverEditionMessage('validation_edition_somethingNew', 'fin')).toBe('invalid')
    expect(serverEditionMessage('validation_required', 'fin')).toBe('invalid')
  })

  it('an edition has started from its first day on (Chile day), as the server refuses to delete it', () => {
    expect(hasStarted({ inicio: '2027-08-27' }, '2027-08-26')).toBe(false)
    expect(hasStarted({ inicio: '2027-08-27' }, '2027-08-27')).toBe(true)
  })

  it("suggests the year after the last edition's as the next order prefix", () => {
    expect(suggestedOrderPrefix([MIGRATED_EDITION])).toBe('Paw26a')
    expect(suggestedOrderPrefix([{ inicio: '2099-01-10' }, MIGRATED_EDITION])).toBe('Paw00a')
  })

  it('typed minutes that are not a whole number stay invalid for editionProblems; values and names round-trip, names trimmed', () => {
    expect(editionProblems(editionOf({ ...valuesOf(MIGRATED), minutosPago: '2.5' })).minutosPago).toBe('badPaymentMinutes')
    expect(editionProblems(editionOf({ ...valuesOf(MIGRATED), minutosPago: '' })).minutosPago).toBe('badPaymentMinutes')
    expect(editionOf(valuesOf(MIGRATED))).toEqual(MIGRATED_EDITION)
    expect(nameOf(valuesOf(MIGRATED))).toEqual(MIGRATED_EDITION_NAME)
    expect(nameOf({ ...valuesOf(MIGRATED), nombreEs: ' Segunda edición ', nombreEn: 'Second edition  ' })).toEqual({ nombreEs: 'Segunda edición', nombreEn: 'Second edition' })
    expect(editionOf({ inicio: ' 2027-08-27 ', fin: '2027-08-29', corteEdad: '2027-08-25', minutosPago: ' 3 ', prefijoOrden: 'Paw27a ', ventaAbre: '01-05-2027', ventaCierra: '26-08-2027', nombreEs: '', nombreEn: '' })).toEqual({
      inicio: '2027-08-27',
      fin: '2027-08-29',
      corteEdad: '2027-08-25',
      minutosPago: 3,
      prefijoOrden: 'Paw27a',
      ventaAbre: '2027-05-01',
      ventaCierra: '2027-08-26',
    })
  })
})

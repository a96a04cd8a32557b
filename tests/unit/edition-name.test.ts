import { describe, expect, it } from 'vitest'
import { EDITION_NAME_MAX, editionKicker, editionNameProblems } from '../../src/domain/edition-name.ts'

describe('an edition’s name (organiser text: both languages or neither)', () => {
  it('accepts a name in both languages, and no name at all', () => {
    expect(editionNameProblems({ nombreEs: 'Segunda edición', nombreEn: 'Second edition' })).toEqual({})
    expect(editionNameProblems({ nombreEs: '', nombreEn: '' })).toEqual({})
  })

  it('refuses a name in one language only, naming the missing one (blank counts as missing)', () => {
    expect(editionNameProblems({ nombreEs: 'Segunda edición', nombreEn: '' })).toEqual({ nombreEn: 'nameMissing' })
    expect(editionNameProblems({ nombreEs: '   ', nombreEn: 'Second edition' })).toEqual({ nombreEs: 'nameMissing' })
  })

  it(`refuses a name longer than ${EDITION_NAME_MAX} characters in either language`, () => {
    const long = 'x'.repeat(EDITION_NAME_MAX + 1)
    expect(editionNameProblems({ nombreEs: long, nombreEn: 'ok' })).toEqual({ nombreEs: 'nameTooLong' })
    expect(editionNameProblems({ nombreEs: 'ok', nombreEn: 'x'.repeat(EDITION_NAME_MAX) })).toEqual({})
  })
})

describe('the home kicker: the organisers’ line and the current edition’s name', () => {
  it('joins both with a middle dot, and shows whichever alone when the other is empty', () => {
    expect(editionKicker('Convención furry', 'Segunda edición')).toBe('Convención furry · Segunda edición')
    expect(editionKicker('Convención furry', '')).toBe('Convención furry')
    expect(editionKicker('  ', 'Second edition')).toBe('Second edition')
    expect(editionKicker('', '')).toBe('')
  })
})

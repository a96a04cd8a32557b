import { describe, expect, it } from 'vitest'
import { countAccessibilityNeeds, formatAccessibilityNeeds, parseAccessibilityNeeds } from '@/domain/accessibility-needs'
import { resendWaitSeconds, TICKET_RESEND_MINUTES } from '@/domain/ticket-resend'

describe('accessibility needs', () => {
  it('reads known codes, each once; anything else is refused', () => {
    expect(parseAccessibilityNeeds('')).toEqual([])
    expect(parseAccessibilityNeeds('wheelchair,quietSpace')).toEqual(['wheelchair', 'quietSpace'])
    for (const bad of ['ramp', 'wheelchair,wheelchair', 'wheelchair, seating', ',', 'Wheelchair']) expect(parseAccessibilityNeeds(bad), bad).toBeNull()
  })

  it('stores a choice in the list’s order, dropping unknown codes', () => {
    expect(formatAccessibilityNeeds(['companion', 'wheelchair', 'ramp'])).toBe('wheelchair,companion')
    expect(formatAccessibilityNeeds([])).toBe('')
  })

  it('counts each need over the stored values, an unreadable one for nothing', () => {
    const counts = countAccessibilityNeeds(['wheelchair,seating', 'wheelchair', 'bogus'])
    expect(counts).toMatchObject({ wheelchair: 2, seating: 1, companion: 0 })
  })
})

describe('send my ticket again', () => {
  it('waits TICKET_RESEND_MINUTES after the last resend', () => {
    const last = new Date('2026-12-01T12:00:00Z')
    expect(resendWaitSeconds(null, last)).toBe(0)
    expect(resendWaitSeconds(last, new Date(last.getTime() + 60_000))).toBe((TICKET_RESEND_MINUTES - 1) * 60)
    expect(resendWaitSeconds(last, new Date(last.getTime() + TICKET_RESEND_MINUTES * 60_000))).toBe(0)
  })
})

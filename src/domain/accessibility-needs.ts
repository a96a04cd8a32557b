/**
 * Accessibility needs (issue #28): sensitive data kept in the attendee's health record, under the same
 * consent, encryption, withdrawal and retention (pb_hooks/lib/health-crypto.js). Organisers never see
 * who needs what: only how many attendees with a paid ticket need each thing, to prepare the venue
 * (GET /api/mi/accessibility-summary). Stored as the codes below, comma-separated, in this order.
 */
export const ACCESSIBILITY_NEEDS = ['wheelchair', 'stepFree', 'seating', 'signLanguage', 'visual', 'quietSpace', 'assistanceAnimal', 'companion'] as const
export type AccessibilityNeed = (typeof ACCESSIBILITY_NEEDS)[number]

/** Plaintext limit of the stored list (every code once fits well under it). */
export const ACCESSIBILITY_TEXT_MAX = 200

const isNeed = (code: string): code is AccessibilityNeed => (ACCESSIBILITY_NEEDS as readonly string[]).includes(code)

/** The needs a stored value names ('' is none), or null when it is not a list of known codes, each once. */
export function parseAccessibilityNeeds(stored: string): AccessibilityNeed[] | null {
  if (stored === '') return []
  const codes = stored.split(',')
  if (!codes.every(isNeed) || new Set(codes).size !== codes.length) return null
  return codes
}

/** The stored form of a choice: known codes, each once, in the list's order. */
export const formatAccessibilityNeeds = (needs: readonly string[]): string => ACCESSIBILITY_NEEDS.filter((need) => needs.includes(need)).join(',')

export type AccessibilityCounts = Record<AccessibilityNeed, number>

/** How many of the stored values name each need (unreadable values count for nothing). */
export function countAccessibilityNeeds(stored: readonly string[]): AccessibilityCounts {
  const counts = Object.fromEntries(ACCESSIBILITY_NEEDS.map((need) => [need, 0])) as AccessibilityCounts
  for (const value of stored) for (const need of parseAccessibilityNeeds(value) ?? []) counts[need]++
  return counts
}

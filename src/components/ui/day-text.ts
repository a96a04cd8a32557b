import { parseChileDate } from '@/domain/profile-rules'

/** The day a DayField's text names, YYYY-MM-DD; '' stays ''; text that is no day is returned trimmed, for the caller's check to refuse. */
export function dayOfText(text: string): string {
  const trimmed = text.trim()
  return parseChileDate(trimmed) ?? trimmed
}

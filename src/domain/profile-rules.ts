/** Legal and health field rules; pb_migrations/1795000200_profiles.js enforces the same patterns. */
export const DOCUMENT_NUMBER_PATTERN = /^[A-Za-z0-9.-]{3,30}$/
export const COUNTRY_PATTERN = /^[\p{L}\p{M} .'-]{2,56}$/u
export const LEGAL_NAME_PATTERN = /^[\p{L}\p{M} .'-]{2,100}$/u
export const PRONOUNS_PATTERN = /^[\p{L}\p{M} /.-]{0,30}$/u
export const HEALTH_TEXT_MAX = 500
export const CONTACT_NAME_MAX = 100

/** The "YYYY-MM-DD" part of a PocketBase date ("2000-01-31 00:00:00.000Z"), or '' when absent. */
export const birthdayFromApi = (value: string | null | undefined) => /^\d{4}-\d{2}-\d{2}/.exec(value ?? '')?.[0] ?? ''

/**
 * Dates as Chile writes them, day first: "21-06-1998" (also "21/06/1998" or "21.06.1998"). The
 * browser's own date input follows the browser's language (mm/dd/yyyy on an English Chrome), so the
 * birthday is typed as text. Returns YYYY-MM-DD, or null when the text is not a real calendar date.
 */
export function parseChileDate(text: string): string | null {
  const match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text.trim())
  if (!match) return null
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (year < 1900 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return `${match[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** YYYY-MM-DD (or a PocketBase date) as Chile writes it: DD-MM-YYYY; '' for anything else. */
export function formatChileDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate)
  return match ? `${match[3]}-${match[2]}-${match[1]}` : ''
}

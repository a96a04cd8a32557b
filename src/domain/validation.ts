import { EVENT } from './event'

/** Rules shared by the forms and the functions; PocketBase enforces the same ones in pb_migrations/. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const isValidEmail = (value: string) => value === '' || EMAIL_PATTERN.test(value)

/** At least 8 characters with at least one letter and one digit. */
export const isValidPassword = (value: string) => value.length >= 8 && /\p{L}/u.test(value) && /[0-9]/.test(value)

/** The address as it is sent and stored: what people paste around it is dropped (src/domain/pasted-input.ts). */
export { normaliseEmailInput as normalizeEmail } from './pasted-input'

export const BADGE_MAX = 20
export const SPECIES_MAX = 16
/** Letters (accents included), digits and spaces, at most `max` of them: badge and species names. */
export const nameLike = (max: number) => new RegExp(`^[\\p{L}\\p{M}0-9 ]{0,${max}}$`, 'u')
export const isValidBadge = (value: string) => nameLike(BADGE_MAX).test(value)
export const isValidSpecies = (value: string) => nameLike(SPECIES_MAX).test(value)

export const PRONOUNS = ['he/him', 'she/her', 'they/them', 'NonBinary'] as const
export const SHIRT_SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const
export const DOCUMENT_TYPES = ['DNI', 'PASSPORT'] as const
export const COUNTRIES = [
  'Argentina', 'Australia', 'Brasil', 'Bolivia', 'Canada', 'Chile', 'China', 'Colombia', 'Deutschland', 'Ecuador',
  'España', 'France', 'Filipinas', 'Italia', 'Japan', 'Mexico', 'Peru', 'Trinidad y Tobago', 'United Kingdom',
  'United States of America', 'Uruguay', 'Vietnam',
] as const

export const PHONE_MAX = 16
/** A stored phone: empty, or '+' and up to 15 digits (E.164; what normalizePhone produces from a valid number). */
export const PHONE_PATTERN = /^(\+[0-9]{1,15})?$/
/**
 * What a phone field takes as typed or pasted before it is normalised: room for the spaces, dots,
 * dashes and parentheses people copy ("+56 (9) 8765-4321"), so the limit applies to the digits, not
 * to the raw text (a raw limit of 16 once cut a pasted number's last digit).
 */
export const PHONE_RAW_MAX = 40
/**
 * Keeps digits only and prefixes '+': "+56 (9) 8765-4321" → "+56987654321". Nothing is cut: a number
 * with more than 15 digits stays whole and fails PHONE_PATTERN, so the person sees it and fixes it.
 */
export function normalizePhone(value: string): string {
  const digits = value.replace(/\D/g, '')
  return digits ? `+${digits}` : ''
}

export const AVATAR_MAX_BYTES = 2_242_880
export const AVATAR_TYPES = ['image/jpeg', 'image/png'] as const

/** A birthday as PocketBase stores it: the date with a midnight UTC time suffix. */
export const birthdayToApi = (isoDate: string) => `${isoDate} 00:00:00.000Z`

/** True when someone born on `isoDate` (YYYY-MM-DD) is 18 or older on `cutoff`, an edition's age cut-off day. */
export function isOldEnough(isoDate: string, cutoff: string): boolean {
  const birth = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate)
  const limit = /^(\d{4})-(\d{2})-(\d{2})/.exec(cutoff)
  if (!birth || !limit) return false
  const adultFrom = `${Number(birth[1]) + EVENT.minimumAge}-${birth[2]}-${birth[3]}`
  return adultFrom <= `${limit[1]}-${limit[2]}-${limit[3]}`
}

/** Legal and health field rules; pb_migrations/1795000200_profiles.js enforces the same patterns. */
export const DOCUMENT_NUMBER_PATTERN = /^[A-Za-z0-9.-]{3,30}$/
export const COUNTRY_PATTERN = /^[\p{L}\p{M} .'-]{2,56}$/u
export const LEGAL_NAME_PATTERN = /^[\p{L}\p{M} .'-]{2,100}$/u
export const PRONOUNS_PATTERN = /^[\p{L}\p{M} /.-]{0,30}$/u
export const HEALTH_TEXT_MAX = 500
export const CONTACT_NAME_MAX = 100

/** The "YYYY-MM-DD" part of a PocketBase date ("2000-01-31 00:00:00.000Z"), or '' when absent. */
export const birthdayFromApi = (value: string | null | undefined) => /^\d{4}-\d{2}-\d{2}/.exec(value ?? '')?.[0] ?? ''

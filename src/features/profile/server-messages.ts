import type { Dictionary } from '@/i18n/es'

/**
 * The message for a PocketBase field error code, in the chosen language. Pattern and length failures
 * fall back to the field's own rule (`rule`), so the server says what the form would have said.
 */
export function serverMessage(t: Dictionary['profile'], code: string, rule?: string): string {
  switch (code) {
    case 'validation_locked':
      return t.serverErrors.locked
    case 'validation_invalid_rut':
      return t.serverErrors.rut
    case 'validation_invalid_passport':
      return t.serverErrors.passport
    case 'validation_not_unique':
      return t.serverErrors.notUnique
    case 'validation_not_square':
      return t.identity.avatarSquare
    case 'validation_invalid_mime_type':
      return t.identity.avatarType
    case 'validation_file_size_limit':
      return t.identity.avatarSize
    case 'validation_required':
      return t.required
    case 'validation_max_text_constraint':
      return rule ?? t.serverErrors.tooLong
    default:
      return rule ?? t.serverErrors.invalid
  }
}

import type { ContentEditorTexts as AdminTexts } from './copy'

/** The moderator's-language message for a PocketBase field error on organiser content. */
export function contentErrorMessage(t: AdminTexts, field: string, code: string): string {
  switch (code) {
    case 'validation_missing_translation':
      return field.endsWith('En') ? t.missingEn : t.missingEs
    case 'validation_required':
      return t.required
    case 'validation_invalid_email':
      return t.invalidEmail
    case 'validation_invalid_url':
      return t.invalidUrl
    case 'validation_not_square':
    case 'validation_invalid_mime_type':
    case 'validation_file_size_limit':
      return t.notSquare
    case 'validation_invalid_format':
      return field === 'hotelVideoId' ? t.invalidVideo : t.invalid
    default:
      return field.endsWith('.url') ? t.invalidUrl : t.invalid
  }
}

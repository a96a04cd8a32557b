import { get, type FieldErrors, type FieldValues } from 'react-hook-form'

/** The message of a nested field's error (`faq.2.answerEn`), if any. */
export function errorAt<T extends FieldValues>(errors: FieldErrors<T>, name: string): string | undefined {
  const error: unknown = get(errors, name)
  return typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' ? error.message : undefined
}

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

export interface ServerFieldError {
  code: string
  message: string
}

/** A mutation's failure (server-write.ts WriteFailure) carries the field errors already read; by shape, as that module imports this one. */
const carriedFields = (err: unknown): Record<string, ServerFieldError> | null =>
  typeof err === 'object' && err !== null && 'fields' in err && 'reason' in err && typeof err.fields === 'object' && err.fields !== null
    ? (err.fields as Record<string, ServerFieldError>)
    : null

/**
 * A PocketBase SDK error, told by the name its constructor gives (`ClientResponseError <status>`), not by
 * `instanceof`: importing the class would pull the whole SDK into the first paint of every form
 * (/login's own JS 18 → 30.5 KB gzip, LCP +270 ms; BENCHMARKS.md).
 */
const sdkResponseOf = (err: unknown): { data?: unknown } | null =>
  err instanceof Error && err.name.startsWith('ClientResponseError') && 'response' in err && typeof err.response === 'object' && err.response !== null
    ? err.response
    : null

/** PocketBase's per-field errors (`response.data.<field> = {code, message}`) of a failed call or mutation. */
export function serverFieldErrors(err: unknown): Record<string, ServerFieldError> {
  const carried = carriedFields(err)
  if (carried) return carried
  const response = sdkResponseOf(err)
  if (!response) return {}
  const data: unknown = response.data
  if (typeof data !== 'object' || data === null) return {}
  const out: Record<string, ServerFieldError> = {}
  for (const [field, value] of Object.entries(data)) {
    if (typeof value === 'object' && value !== null && 'code' in value && typeof value.code === 'string') {
      out[field] = { code: value.code, message: 'message' in value && typeof value.message === 'string' ? value.message : '' }
    }
  }
  return out
}

/**
 * Puts the server's field errors on the form fields, translated by `translate` (never PocketBase's
 * English text). `fieldMap` renames server fields to form fields; unknown fields are skipped.
 * Returns how many errors landed on a field.
 */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fieldMap: Partial<Record<string, Path<T>>>,
  translate: (field: string, code: string) => string,
): number {
  let applied = 0
  for (const [field, { code }] of Object.entries(serverFieldErrors(err))) {
    const target = fieldMap[field]
    if (!target) continue
    setError(target, { type: 'server', message: translate(field, code) }, { shouldFocus: applied === 0 })
    applied++
  }
  return applied
}

import { serverFieldErrors, type ServerFieldError } from '@/components/ui/server-errors'
import type { LoadFailure } from './server-state'

/**
 * A failed write as a mutation leaves it: the HTTP status (0 without an answer), PocketBase's field
 * errors and its reason code (`data.request`, as the hooks' ValidationError names it, or a function's
 * `details.code`). Kept out of server-state.ts: reading PocketBase's errors loads its SDK, which the
 * first load does without.
 */
export interface WriteFailure extends LoadFailure {
  fields: Record<string, ServerFieldError>
  reason: string
}

export const isWriteFailure = (value: unknown): value is WriteFailure => typeof value === 'object' && value !== null && 'fields' in value && 'reason' in value

const field = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null && key in value ? (value as Record<string, unknown>)[key] : undefined)

/** A function's refusal code (`details.code` of its answer, api/functions.ts FunctionError), read by shape. */
const functionCode = (err: unknown) => {
  const code = field(field(field(err, 'body'), 'details'), 'code')
  return typeof code === 'string' ? code : ''
}

const statusOf = (err: unknown) => (typeof err === 'object' && err !== null && 'status' in err && typeof err.status === 'number' ? err.status : 0)

/**
 * Runs a write of src/api for a mutation's `queryFn` (every SPA write is one: it declares what it
 * invalidates, and components read its pending and error state): the answer, or the failure, logged
 * unless `reportedByCaller` (a caller that tells the failure its own way, e.g. the Webpay abort report).
 */
export async function write<T>(run: () => Promise<T>, options: { reportedByCaller?: boolean } = {}): Promise<{ data: T } | { error: WriteFailure }> {
  try {
    return { data: await run() }
  } catch (err) {
    if (!options.reportedByCaller) console.error(err)
    const fields = serverFieldErrors(err)
    return { error: { status: statusOf(err), message: err instanceof Error ? err.message : String(err), fields, reason: fields['request']?.code ?? functionCode(err) } }
  }
}

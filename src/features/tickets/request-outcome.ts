import { FunctionError } from '@/api/functions'
import { REQUEST_MESSAGES, type RequestRefusal } from '@/domain/ticket-request'
import { isWriteFailure } from '@/stores/server-write'

/** What the results modal shows after "Join the queue" / "Request Upgrade" (SPEC §8). */
export type RequestOutcome =
  | { kind: 'success' }
  | { kind: 'legalIncomplete' }
  | { kind: 'alreadyRequested' }
  | { kind: 'notLoggedIn' }
  /** `code` null: a refusal this page has no text for, told by what its status means (`error`). */
  | { kind: 'refused'; code: OtherRefusal | null; error: unknown }
  | { kind: 'failure' }

/** Refusals without a modal of their own: shown as text in the reader's language. */
export type OtherRefusal = Exclude<RequestRefusal, 'legalIncomplete' | 'alreadyRequested'>
const OTHER_CODES = (Object.keys(REQUEST_MESSAGES) as (keyof typeof REQUEST_MESSAGES)[]).filter(
  (k): k is OtherRefusal => k !== 'ok' && k !== 'legalIncomplete' && k !== 'alreadyRequested',
)

const otherRefusal = (code: unknown): OtherRefusal | null => OTHER_CODES.find((known) => known === code) ?? null

function codeOf(body: unknown): OtherRefusal | null {
  if (typeof body !== 'object' || body === null || !('details' in body)) return null
  const details = body.details
  if (typeof details !== 'object' || details === null || !('code' in details)) return null
  return otherRefusal(details.code)
}

/** The answer of pideentrada (a message) as an outcome. */
export function outcomeOfAnswer(message: string): RequestOutcome {
  if (message === REQUEST_MESSAGES.ok) return { kind: 'success' }
  const code = OTHER_CODES.find((known) => REQUEST_MESSAGES[known] === message) ?? null
  return code ? { kind: 'refused', code, error: null } : { kind: 'failure' }
}

/** A failed pideentrada call (the mutation's failure, or the function's error) as an outcome: SPEC's texts by message, other refusals by code. */
export function outcomeOfError(err: unknown): RequestOutcome {
  const failure = isWriteFailure(err) ? { ...err, code: otherRefusal(err.reason) } : err instanceof FunctionError ? { status: err.status, message: err.message, code: codeOf(err.body) } : null
  if (!failure || failure.status === 0) return { kind: 'failure' }
  if (failure.message === REQUEST_MESSAGES.legalIncomplete) return { kind: 'legalIncomplete' }
  if (failure.message === REQUEST_MESSAGES.alreadyRequested) return { kind: 'alreadyRequested' }
  if (failure.status === 401) return { kind: 'notLoggedIn' }
  if (failure.status >= 500) return { kind: 'failure' }
  return { kind: 'refused', code: failure.code, error: err }
}

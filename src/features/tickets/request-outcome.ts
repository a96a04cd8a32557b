import { FunctionError } from '@/api/functions'
import { REQUEST_MESSAGES, type RequestRefusal } from '@/domain/ticket-request'

/** What the results modal shows after "Join the queue" / "Request Upgrade" (SPEC §8). */
export type RequestOutcome =
  | { kind: 'success' }
  | { kind: 'legalIncomplete' }
  | { kind: 'alreadyRequested' }
  | { kind: 'notLoggedIn' }
  | { kind: 'refused'; code: OtherRefusal | null; text: string }
  | { kind: 'failure' }

/** Refusals without a modal of their own: shown as text in the reader's language. */
export type OtherRefusal = Exclude<RequestRefusal, 'legalIncomplete' | 'alreadyRequested'>
const OTHER_CODES = (Object.keys(REQUEST_MESSAGES) as (keyof typeof REQUEST_MESSAGES)[]).filter(
  (k): k is OtherRefusal => k !== 'ok' && k !== 'legalIncomplete' && k !== 'alreadyRequested',
)

function codeOf(body: unknown): OtherRefusal | null {
  if (typeof body !== 'object' || body === null || !('details' in body)) return null
  const details = body.details
  if (typeof details !== 'object' || details === null || !('code' in details)) return null
  const code = details.code
  return OTHER_CODES.find((known) => known === code) ?? null
}

/** The answer of pideentrada (a message) as an outcome. */
export function outcomeOfAnswer(message: string): RequestOutcome {
  return message === REQUEST_MESSAGES.ok ? { kind: 'success' } : { kind: 'refused', code: null, text: message }
}

/** A failed pideentrada call as an outcome: SPEC's texts by message, other refusals by code or text. */
export function outcomeOfError(err: unknown): RequestOutcome {
  if (!(err instanceof FunctionError)) return { kind: 'failure' }
  if (err.message === REQUEST_MESSAGES.legalIncomplete) return { kind: 'legalIncomplete' }
  if (err.message === REQUEST_MESSAGES.alreadyRequested) return { kind: 'alreadyRequested' }
  if (err.status === 401) return { kind: 'notLoggedIn' }
  if (err.status >= 500) return { kind: 'failure' }
  return { kind: 'refused', code: codeOf(err.body), text: err.message }
}

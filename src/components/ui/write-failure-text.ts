import { useCopy } from '@/i18n/use-copy'
import { isWriteFailure } from '@/stores/server-write'
import { writeFailedCopy, type WriteFailedTexts } from './write-failed-copy'

/** Texts for the server's reason codes (`data.request.code` from a hook) that a screen explains itself. */
export type ReasonTexts = Partial<Record<string, string>>

const field = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null && key in value ? (value as Record<string, unknown>)[key] : undefined)

/** The reason code of a failed write: a mutation's WriteFailure, or a PocketBase or function error read by shape. */
function reasonOf(err: unknown): string {
  if (isWriteFailure(err)) return err.reason
  const code = field(field(field(field(err, 'response'), 'data'), 'request'), 'code')
  return typeof code === 'string' ? code : ''
}

function statusOf(err: unknown): number {
  const status = field(err, 'status')
  return typeof status === 'number' ? status : 0
}

/**
 * What a failed write says to its reader, in their language: the screen's text for the server's
 * reason when it has one, otherwise what the HTTP status means. Never the server's own words.
 */
export function writeFailureText(err: unknown, texts: WriteFailedTexts, reasons: ReasonTexts = {}): string {
  const reason = reasons[reasonOf(err)]
  if (reason) return reason
  const status = statusOf(err)
  if (status === 0) return texts.network
  if (status === 401 || status === 403) return texts.forbidden
  if (status === 404) return texts.notFound
  if (status === 409) return texts.conflict
  if (status === 429) return texts.tooMany
  if (status >= 500) return texts.server
  return texts.invalid
}

/** `writeFailureText` in the reader's language, for a toast's error text (submitWithToast). */
export function useWriteFailureText(reasons: ReasonTexts = {}): (err: unknown) => string {
  const texts = useCopy(writeFailedCopy)
  return (err) => writeFailureText(err, texts, reasons)
}

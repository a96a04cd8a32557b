import { FunctionError } from '@/api/functions'
import { isWriteFailure } from '@/stores/server-write'
import { refundLastDay, type RefundRefusal } from '@/domain/refund-window'
import { pocketBaseDate } from '@/domain/pocketbase-date'
import type { StaffDictionary } from '@/i18n/es-staff'

type RefundErrorCode = 'pending' | 'notPerformed' | 'busy'
const ERROR_CODES: readonly string[] = ['pending', 'notPerformed', 'busy']
const REFUSAL_CODES: readonly string[] = ['notPaid', 'admitted', 'waitlist', 'windowClosed', 'noPaymentDate', 'previousSoldOut']

type RefundTexts = StaffDictionary['moderation']['refund']

/** What a failed "Reembolsar" says, in the moderator's language, from the function's stable `code`. */
export function refundFailureText(err: unknown, r: RefundTexts, pagadoEn: string): string {
  const code = serverCode(err)
  if (code === 'webpayRefused') {
    // A refusal no retry changes (src/domain/webpay-refund.ts): why, and the refund outside Webpay.
    return serverDetail(err, 'reason') === 'periodExceeded' ? r.outsideWebpay.periodExceeded : r.outsideWebpay.debitAfterReversal
  }
  if (ERROR_CODES.includes(code)) return r.errors[code as RefundErrorCode]
  if (code === 'windowClosed') return r.refusals.windowClosed(refundLastDay(pocketBaseDate(pagadoEn)))
  if (REFUSAL_CODES.includes(code)) return r.refusals[code as Exclude<RefundRefusal, 'windowClosed'>]
  return r.errors.generic
}

/** A string field of the function's `details` ('' when absent). */
function serverDetail(err: unknown, field: string): string {
  if (!(err instanceof FunctionError)) return ''
  const body = err.body
  if (typeof body !== 'object' || body === null || !('details' in body)) return ''
  const details: unknown = body.details
  if (typeof details !== 'object' || details === null || !(field in details)) return ''
  const value: unknown = (details as Record<string, unknown>)[field]
  return typeof value === 'string' ? value : ''
}

function serverCode(err: unknown): string {
  if (isWriteFailure(err)) return err.reason
  if (!(err instanceof FunctionError)) return ''
  const body = err.body
  if (typeof body !== 'object' || body === null || !('details' in body)) return ''
  const details = body.details
  return typeof details === 'object' && details !== null && 'code' in details && typeof details.code === 'string' ? details.code : ''
}


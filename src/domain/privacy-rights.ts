import { chileOffsetMinutes, formatChileTime } from './chile-time'
import { EVENT } from './event'

/**
 * The attendee's rights under Ley 21.719 that a request to the organisers can carry
 * (`privacyRequests.derecho`). Rectification of locked legal data is the older `legalCorrections`
 * request, which shares the deadline and the inbox (docs/privacy.md, "Rights and their deadlines").
 */
export const PRIVACY_RIGHTS = ['acceso', 'supresion', 'oposicion', 'portabilidad', 'bloqueo'] as const
export type PrivacyRight = (typeof PRIVACY_RIGHTS)[number]
/** Every right as the inbox and the attendee's list name it, rectification included. */
export type RequestRight = PrivacyRight | 'rectificacion'

export const isPrivacyRight = (value: unknown): value is PrivacyRight => typeof value === 'string' && (PRIVACY_RIGHTS as readonly string[]).includes(value)

export const PRIVACY_REQUEST_STATES = ['pendiente', 'resuelta', 'rechazada'] as const
export type PrivacyRequestState = (typeof PRIVACY_REQUEST_STATES)[number]

/** Calendar days the controller has to answer, and the one extension (docs/decisions.md). */
export const ANSWER_DAYS = 30
export const EXTENSION_DAYS = 30
/** Days before the due date when the organisers are reminded, each once. */
export const REMINDER_DAYS = [7, 2] as const
export type ReminderDay = (typeof REMINDER_DAYS)[number]

export const DETAIL_MAX = 1000
export const ANSWER_MAX = 2000
export const EXTENSION_REASON_MIN = 10
export const EXTENSION_REASON_MAX = 500

const DAY_MS = 24 * 3600 * 1000

/** The last millisecond of a calendar day (YYYY-MM-DD) on Chile's clock. */
function endOfChileDay(year: number, monthIndex: number, day: number): Date {
  // Guess with −04:00, then correct with the offset in force at that instant (DST changes at night).
  const guess = Date.UTC(year, monthIndex, day + 1) + 4 * 3600 * 1000 - 1
  const offset = chileOffsetMinutes(new Date(guess))
  return new Date(Date.UTC(year, monthIndex, day + 1) - offset * 60 * 1000 - 1)
}

/**
 * When a request received at `receivedAt` must be answered: the end, in Chile, of the 30th calendar
 * day after the day it was received on Chile's clock (the day of receipt does not count, weekends and
 * holidays do); `extended` adds the one extension of 30 more calendar days.
 */
export function rightsDueAt(receivedAt: Date, extended = false): Date {
  const local = new Date(receivedAt.getTime() + chileOffsetMinutes(receivedAt) * 60 * 1000)
  const days = ANSWER_DAYS + (extended ? EXTENSION_DAYS : 0)
  return endOfChileDay(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days)
}

/**
 * The reminder to send now for an open request due at `dueAt`, given which were already sent, or
 * null. When both are due (the 7-day mark was missed), only the later one is sent: one mail a run.
 */
export function reminderToSend(dueAt: Date, now: Date, sent: { seven: boolean; two: boolean }): ReminderDay | null {
  const left = dueAt.getTime() - now.getTime()
  if (left <= 0) return null
  if (left <= 2 * DAY_MS) return sent.two ? null : 2
  if (left <= 7 * DAY_MS) return sent.seven ? null : 7
  return null
}

/** Whole days left until `dueAt` (0 on the last day, negative once overdue). */
export const daysLeft = (dueAt: Date, now: Date): number => Math.floor((dueAt.getTime() - now.getTime()) / DAY_MS)

const RIGHT_NAMES: Record<RequestRight, { es: string; en: string }> = {
  acceso: { es: 'acceso', en: 'access' },
  rectificacion: { es: 'rectificación', en: 'rectification' },
  supresion: { es: 'supresión', en: 'deletion' },
  oposicion: { es: 'oposición', en: 'objection' },
  portabilidad: { es: 'portabilidad', en: 'portability' },
  bloqueo: { es: 'bloqueo', en: 'blocking' },
}

export interface RightsReminderFacts {
  right: RequestRight
  dueAt: Date
  days: ReminderDay
  /** The inbox's address on the site. */
  inboxUrl: string
}

/** The organisers' reminder before a request's legal due date (pb_hooks/lib/privacy-rights.js). */
export function rightsReminderMail(f: RightsReminderFacts): { subject: string; es: string[]; en: string[] } {
  const name = RIGHT_NAMES[f.right]
  return {
    subject: `${EVENT.name}: solicitud de ${name.es} vence en ${f.days} días / ${name.en} request due in ${f.days} days`,
    es: [
      `Una solicitud de ${name.es} de datos personales debe responderse antes del ${formatChileTime(f.dueAt, 'es')} (Ley 21.719).`,
      `Respóndela en ${f.inboxUrl}.`,
    ],
    en: [
      `A personal data ${name.en} request must be answered before ${formatChileTime(f.dueAt, 'en')} (Chile's Ley 21.719).`,
      `Answer it at ${f.inboxUrl}.`,
    ],
  }
}

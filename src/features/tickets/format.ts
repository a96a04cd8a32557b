import { EVENT } from '@/domain/event'

/** PocketBase dates ("2025-05-01 12:00:00.000Z") as Date. */
export const parsePbDate = (value: string) => new Date(value.replace(' ', 'T'))

/** A moment in the Chile time zone (SPEC §1). */
export const formatDateTime = (value: string, locale: string) =>
  value ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: EVENT.timeZone }).format(parsePbDate(value)) : ''

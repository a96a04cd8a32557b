import { EVENT } from '@/domain/event'
import { pocketBaseDate as toDate } from '@/domain/pocketbase-date'
import { dateFormat } from '@/domain/date-format'

/** A moment in the Chile time zone (SPEC §1). */
export const formatDateTime = (value: string | null | undefined, locale: string) =>
  value ? dateFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: EVENT.timeZone }).format(toDate(value)) : ''

/** A birth date is stored at midnight UTC: show that calendar day, whatever the time zone. */
export const formatBirthdate = (value: string | null | undefined, locale: string) =>
  value ? dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(toDate(value)) : ''

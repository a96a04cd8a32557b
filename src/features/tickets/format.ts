import { EVENT } from '@/domain/event'
import { pocketBaseDate } from '@/domain/pocketbase-date'

/** A moment in the Chile time zone (SPEC §1). */
export const formatDateTime = (value: string, locale: string) =>
  value ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: EVENT.timeZone }).format(pocketBaseDate(value)) : ''

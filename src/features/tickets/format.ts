import { EVENT } from '@/domain/event'
import { pocketBaseDate } from '@/domain/pocketbase-date'
import { dateFormat } from '@/domain/date-format'

/** A moment in the Chile time zone (SPEC §1). */
export const formatDateTime = (value: string, locale: string) =>
  value ? dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: EVENT.timeZone }).format(pocketBaseDate(value)) : ''

import { EVENT } from '@/domain/event'
import { pocketBaseDate } from '@/domain/pocketbase-date'
import { dateFormat } from '@/domain/date-format'

/** The clock time of an admission at the venue ("10:42"), whatever the phone's own time zone. */
export const formatDoorTime = (value: string, locale: string) =>
  dateFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: EVENT.timeZone }).format(pocketBaseDate(value))

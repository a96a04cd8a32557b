import { EVENT } from './event'

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** The edition's last day: EVENT.endDate unless a well-formed YYYY-MM-DD override is given (PB_EVENT_END_DATE). */
export const eventEndDate = (override?: string | null): string => (override && ISO_DAY.test(override) ? override : EVENT.endDate)

/**
 * The instant (ms since epoch) the event is over: the end of its last day in Chile. Chile is UTC-4
 * in winter and UTC-3 in summer; the later instant (UTC-4) is taken so nothing ends early.
 */
export const eventEndsAt = (endDate: string): number => new Date(`${endDate}T23:59:59.999-04:00`).getTime()

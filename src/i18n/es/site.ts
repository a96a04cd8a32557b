import { EVENT } from '../../domain/event'

/** Site-wide texts that are not part of one page. */
export const site = {
  /** `dates`: the current edition's days in words (formatEventDates). */
  description: (dates: string) => `${EVENT.name}: convención furry en Santiago de Chile, ${dates}.`,
}

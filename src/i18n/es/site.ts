import { EVENT } from '../../domain/event'

/** Site-wide texts that are not part of one page. */
export const site = {
  /** `dates`: the current edition's days in words (formatEventDates); null while no edition is known. */
  description: (dates: string | null) => `${EVENT.name}: convención furry en Santiago de Chile${dates ? `, ${dates}` : ''}.`,
}

import { EVENT } from '../../domain/event'
import { formatEventDates } from '../../domain/event-dates'

/** Site-wide texts that are not part of one page. */
export const site = {
  description: `${EVENT.name}: convención furry en Santiago de Chile, ${formatEventDates('es-CL')}.`,
}

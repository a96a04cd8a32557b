import type { Dictionary } from '../es'
import { EVENT } from '../../domain/event'
import { formatEventDates } from '../../domain/event-dates'

export const site: Dictionary['site'] = {
  description: `${EVENT.name}: furry convention in Santiago, Chile, ${formatEventDates('en-GB')}.`,
}

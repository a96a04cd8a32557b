import type { Dictionary } from '../es'
import { EVENT } from '../../domain/event'

export const site: Dictionary['site'] = {
  description: (dates: string | null) => `${EVENT.name}: furry convention in Santiago, Chile${dates ? `, ${dates}` : ''}.`,
}

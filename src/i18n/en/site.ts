import type { Dictionary } from '../es'
import { EVENT } from '../../domain/event'

export const site: Dictionary['site'] = {
  description: (dates: string) => `${EVENT.name}: furry convention in Santiago, Chile, ${dates}.`,
}

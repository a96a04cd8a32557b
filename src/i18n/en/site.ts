import type { Dictionary } from '../es'

export const site: Dictionary['site'] = {
  description: 'Monster Invasion: furry convention in Santiago, Chile, 29–31 August 2025.',
}

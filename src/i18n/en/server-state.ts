import type { Dictionary } from '../es'

export const serverState: Dictionary['serverState'] = {
  loading: 'Loading…',
  loadError: 'We could not load this information. Check your connection and try again.',
  retry: 'Try again',
  empty: 'Nothing to show yet.',
}

import type { Dictionary } from '../es'

export const common: Dictionary['common'] = {
  appName: 'Monster Invasion',
  loading: 'Loading…',
  skipToContent: 'Skip to content',
  genericError: 'Something went wrong while processing your request.',
  error: 'Error',
  unexpectedError: 'Unexpected Application Error!',
  comingSoon: 'This section is under construction.',
  close: 'Close',
}

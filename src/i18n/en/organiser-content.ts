import type { organiserContent as es } from '../es/organiser-content'

export const organiserContent: typeof es = {
  loading: 'Loading content…',
  loadError: 'We could not load this information. Check your connection and try again.',
  retry: 'Try again',
  adminNav: 'Content',
}

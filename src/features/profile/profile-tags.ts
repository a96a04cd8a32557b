import type { ServerTag } from '@/stores/server-state'

type Tag = { type: ServerTag; id: string }

// The profile's lists by their own id, so a write reads again only the list it changes; an
// invalidation of all of 'Profile' (a realtime reconnect) still reaches them.
export const CORRECTIONS_TAG: Tag = { type: 'Profile', id: 'corrections' }
export const RIGHTS_TAG: Tag = { type: 'Profile', id: 'rights' }
export const TRANSFERS_TAG: Tag = { type: 'Profile', id: 'transfers' }

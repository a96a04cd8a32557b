import PocketBase from 'pocketbase'
import { env } from '@/config/env'
import type { TypedPocketBase } from '@/types/pocketbase'

/**
 * The one PocketBase client of the SPA; its auth store keeps the session in local storage.
 * Auto-cancellation is off: two parts of a page reading the same list (the catalogue and the pay
 * block, a realtime reload while the first load is in flight) would otherwise cancel each other and
 * log "autocancelled" errors. Hooks ignore answers that arrive after they moved on instead.
 */
export const pb = new PocketBase(env.pocketbaseUrl) as TypedPocketBase
pb.autoCancellation(false)

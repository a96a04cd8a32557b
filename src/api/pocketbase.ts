import PocketBase from 'pocketbase'
import { env } from '@/config/env'
import type { TypedPocketBase } from '@/types/pocketbase'

/** The one PocketBase client of the SPA; its auth store keeps the session in local storage. */
export const pb = new PocketBase(env.pocketbaseUrl) as TypedPocketBase

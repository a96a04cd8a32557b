import { DEV_TICKET_KEYS, isHexKey } from '@/domain/ticket-keys'
import { baseUrl, firstPaintReadUrls } from './first-paint-reads'

/**
 * The SPA's configuration, validated once at start. Only VITE_* values reach the bundle, and none of
 * them is a secret: the PocketBase URL is public and functions live on the same origin.
 */
export interface ClientEnv {
  pocketbaseUrl: string
  functionsUrl: string
  /** Ed25519 public key (hex) that verifies ticket QR signatures at the door, offline. */
  ticketPublicKey: string
}

function readUrl(name: string, value: string | undefined, fallback: string): string {
  const raw = value?.trim() || fallback
  try {
    return baseUrl(raw, window.location.origin)
  } catch {
    throw new Error(`${name} must be a URL, got "${raw}"`)
  }
}

function readHexKey(name: string, value: string | undefined): string {
  const key = value?.trim().toLowerCase() || DEV_TICKET_KEYS.publicKey
  if (!isHexKey(key)) throw new Error(`${name} must be 64 hexadecimal characters, got "${key}"`)
  return key
}

export function parseClientEnv(source: Record<string, string | undefined>): ClientEnv {
  return {
    // Unset: PocketBase is reached on the SPA's own origin (the Vite proxy locally). Production builds set it.
    pocketbaseUrl: readUrl('VITE_POCKETBASE_URL', source.VITE_POCKETBASE_URL, window.location.origin),
    functionsUrl: readUrl('VITE_FUNCTIONS_URL', source.VITE_FUNCTIONS_URL, '/.netlify/functions'),
    ticketPublicKey: readHexKey('VITE_TICKET_PUBLIC_KEY', source.VITE_TICKET_PUBLIC_KEY),
  }
}

export const env: ClientEnv = parseClientEnv(import.meta.env)

/** The first paint's public reads on this PocketBase: index.html preloads the same URLs (first-paint-reads.ts). */
export const firstPaintUrls = firstPaintReadUrls(env.pocketbaseUrl)

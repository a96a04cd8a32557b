/**
 * The SPA's configuration, validated once at start. Only VITE_* values reach the bundle, and none of
 * them is a secret: the PocketBase URL is public and functions live on the same origin.
 */
export interface ClientEnv {
  pocketbaseUrl: string
  functionsUrl: string
}

function readUrl(name: string, value: string | undefined, fallback: string): string {
  const raw = value?.trim() || fallback
  try {
    const url = new URL(raw, window.location.origin)
    return url.href.replace(/\/$/, '')
  } catch {
    throw new Error(`${name} must be a URL, got "${raw}"`)
  }
}

export function parseClientEnv(source: Record<string, string | undefined>): ClientEnv {
  return {
    // Unset: PocketBase is reached on the SPA's own origin (the Vite proxy locally). Production builds set it.
    pocketbaseUrl: readUrl('VITE_POCKETBASE_URL', source.VITE_POCKETBASE_URL, window.location.origin),
    functionsUrl: readUrl('VITE_FUNCTIONS_URL', source.VITE_FUNCTIONS_URL, '/.netlify/functions'),
  }
}

export const env: ClientEnv = parseClientEnv(import.meta.env as Record<string, string | undefined>)

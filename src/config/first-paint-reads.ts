import { EDITION_FIELDS } from '../domain/query-allowlist.ts'

/**
 * The public reads of every first paint: the banner's status, the organiser content, the staff and the
 * editions (the page does not wait for these: it paints with the seed edition, src/hooks/use-edition.ts).
 * A production build's index.html preloads them (vite.config.ts), so they download alongside the app's
 * code instead of after it has run. Paths on VITE_POCKETBASE_URL. The SPA must fetch exactly these
 * URLs, as plain CORS GETs without extra headers, for the browser to answer it from the preload.
 */
export const FIRST_PAINT_READS = {
  bannerStatus: '/api/collections/AlertBanner/records?page=1&perPage=1&skipTotal=1&sort=created&fields=id,status',
  organiserContent: '/api/collections/ContenidoOrganizador/records?page=1&perPage=1&skipTotal=1&sort=created',
  staff: '/api/collections/Equipo/records?page=1&perPage=100&skipTotal=1&sort=order,created',
  editions: `/api/collections/Ediciones/records?page=1&perPage=100&skipTotal=1&sort=inicio&fields=${EDITION_FIELDS}`,
} as const

/** A configured URL as the SPA uses it: resolved against `origin`, without its trailing slash. */
export const baseUrl = (raw: string, origin: string): string => new URL(raw, origin).href.replace(/\/$/, '')

/** The first paint's reads on the PocketBase at `pocketbaseBase` (a {@link baseUrl}): what index.html preloads and the SPA fetches. */
export const firstPaintReadUrls = (pocketbaseBase: string) =>
  Object.fromEntries(Object.entries(FIRST_PAINT_READS).map(([name, path]) => [name, `${pocketbaseBase}${path}`])) as Record<
    keyof typeof FIRST_PAINT_READS,
    string
  >

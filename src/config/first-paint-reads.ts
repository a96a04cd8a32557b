/**
 * The public reads every first paint waits for: the banner's status, the organiser content and the
 * staff. A production build's index.html preloads them (vite.config.ts), so they download alongside the
 * app's code instead of after it has run. Paths on VITE_POCKETBASE_URL. The SPA must fetch exactly these
 * URLs, as plain CORS GETs without extra headers, for the browser to answer it from the preload.
 */
export const FIRST_PAINT_READS = {
  bannerStatus: '/api/collections/AlertBanner/records?page=1&perPage=1&skipTotal=1&sort=created&fields=id,status',
  organiserContent: '/api/collections/ContenidoOrganizador/records?page=1&perPage=1&skipTotal=1&sort=created',
  staff: '/api/collections/Equipo/records?page=1&perPage=100&skipTotal=1&sort=order,created',
} as const

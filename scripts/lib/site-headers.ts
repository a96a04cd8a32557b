/**
 * The static site's security headers, written to dist/_headers at build time (vite.config.ts) so the
 * CSP names the PocketBase origin of THIS build (VITE_POCKETBASE_URL) and the Webpay form host of its
 * environment. Netlify serves them for every static file; functions set their own (functions/_shared/http.ts).
 */
import { DEV_TICKET_KEYS, isHexKey } from '../../src/domain/ticket-keys.ts'

export const WEBPAY_PRODUCTION_ORIGIN = 'https://webpay3g.transbank.cl'
export const WEBPAY_INTEGRATION_ORIGIN = 'https://webpay3gint.transbank.cl'

/** The third-party frames the hotel page loads on request (src/features/content/components/hotel-page.tsx). */
export const FRAME_ORIGINS = ['https://www.openstreetmap.org', 'https://www.youtube-nocookie.com'] as const

export interface SiteOrigins {
  /** Where the browser reaches PocketBase (API, realtime, files). */
  pocketbase: string
  /** Where the payment form posts token_ws (Webpay's host, or the local stand-in in tests). */
  webpay: string
}

export class BuildConfigError extends Error {}

/**
 * The Ed25519 public key a production build's door scanner trusts offline (VITE_TICKET_PUBLIC_KEY).
 * Required, and never the development key published in src/domain/ticket-keys.ts: a scanner that
 * trusted it would admit a QR anyone forged with the repository's private key.
 */
export function buildTicketPublicKey(env: Record<string, string | undefined>): string {
  const key = env.VITE_TICKET_PUBLIC_KEY?.trim().toLowerCase() ?? ''
  if (!key) throw new BuildConfigError('VITE_TICKET_PUBLIC_KEY is not set: a production build needs the public key of TICKET_SIGNING_KEY (see .env.example)')
  if (!isHexKey(key)) throw new BuildConfigError('VITE_TICKET_PUBLIC_KEY must be 64 hexadecimal characters (see .env.example)')
  if (key === DEV_TICKET_KEYS.publicKey) throw new BuildConfigError('VITE_TICKET_PUBLIC_KEY is the published development key: set the public key of your production TICKET_SIGNING_KEY')
  return key
}

function originOf(name: string, value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new BuildConfigError(`${name} must be an absolute URL, got "${value}"`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new BuildConfigError(`${name} must be an http(s) URL, got "${value}"`)
  return url.origin
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i

/**
 * The Webpay form host of a build, from Netlify's build-time CONTEXT ("production", "deploy-preview",
 * "branch-deploy", "dev"; docs.netlify.com, "Build environment variables"), as the functions choose
 * theirs from the deploy context: production's host on the production deploy, the integration host
 * on every other Netlify deploy. A build outside Netlify (no CONTEXT: the e2e stack, the bench) is a
 * production build that may name a stand-in on this machine, never Transbank's integration host.
 */
function webpayOrigin(env: Record<string, string | undefined>): string {
  const context = env.CONTEXT?.trim() || ''
  const preview = context !== '' && context !== 'production' && context !== 'dev'
  const fallback = preview ? WEBPAY_INTEGRATION_ORIGIN : WEBPAY_PRODUCTION_ORIGIN
  const webpay = originOf('WEBPAY_BASE_URL', env.WEBPAY_BASE_URL?.trim() || fallback)
  const loopback = LOOPBACK.test(new URL(webpay).hostname)
  const allowed =
    context === 'production' ? webpay === WEBPAY_PRODUCTION_ORIGIN
    : preview ? webpay === WEBPAY_INTEGRATION_ORIGIN
    : context === 'dev' ? webpay !== WEBPAY_PRODUCTION_ORIGIN
    : webpay === WEBPAY_PRODUCTION_ORIGIN || loopback
  if (!allowed) {
    const build = context ? `the ${context} build (CONTEXT=${context})` : 'a build outside Netlify (no CONTEXT)'
    throw new BuildConfigError(`WEBPAY_BASE_URL ${webpay} does not fit ${build}: production builds name ${WEBPAY_PRODUCTION_ORIGIN}, deploy previews and branch deploys ${WEBPAY_INTEGRATION_ORIGIN}`)
  }
  return webpay
}

/**
 * The origins of a production build from its environment. VITE_POCKETBASE_URL is required (without
 * it the SPA would talk to its own origin, where no PocketBase answers).
 */
export function siteOrigins(env: Record<string, string | undefined>): SiteOrigins {
  const pocketbaseUrl = env.VITE_POCKETBASE_URL?.trim()
  if (!pocketbaseUrl) {
    throw new BuildConfigError('VITE_POCKETBASE_URL is not set: a production build needs the public URL of its PocketBase (see .env.example)')
  }
  return { pocketbase: originOf('VITE_POCKETBASE_URL', pocketbaseUrl), webpay: webpayOrigin(env) }
}

export function contentSecurityPolicy(origins: SiteOrigins): string {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the door scanner compile its bundled QR decoder (ZXing WebAssembly, served
    // from 'self'); it allows no eval() of JavaScript.
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${origins.pocketbase}`,
    `connect-src 'self' ${origins.pocketbase}`,
    "font-src 'self'",
    `frame-src ${FRAME_ORIGINS.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${origins.webpay}`,
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ')
}

export function siteHeaders(origins: SiteOrigins): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // camera=(self): only our own pages may ask for the camera, and only /admincheckin does.
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

/** Netlify's `_headers` file format: a path line, then indented `Name: value` lines. */
export function headersFile(origins: SiteOrigins): string {
  const lines = Object.entries(siteHeaders(origins)).map(([name, value]) => `  ${name}: ${value}`)
  return ['# Generated by vite build from VITE_POCKETBASE_URL and WEBPAY_BASE_URL (scripts/lib/site-headers.ts).', '/*', ...lines, ''].join('\n')
}

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { endpoint, HttpError, json, SECURITY_HEADERS } from '../../functions/_shared/http.ts'
import { siteHeaders, siteOrigins } from '../../scripts/lib/site-headers.ts'
import { invokeFunction } from '../../scripts/lib/netlify-functions-runtime.ts'

/** The headers `vite build` writes to dist/_headers for a production build with these variables. */
const productionHeaders = (env: Record<string, string | undefined> = {}) =>
  siteHeaders(siteOrigins({ VITE_POCKETBASE_URL: 'https://api.monsterinvasion.cl/', ...env }))

const directives = (csp: string) =>
  Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]))

describe('security headers of the static site (generated dist/_headers)', () => {
  it('sends a CSP that allows only the build\'s PocketBase origin, the production Webpay form and no framing of the site', () => {
    const csp = directives(productionHeaders()['Content-Security-Policy'] ?? '')
    expect(csp['default-src']).toEqual(["'self'"])
    // WebAssembly compilation only (the door scanner's bundled QR decoder), never eval().
    expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"])
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.monsterinvasion.cl'])
    expect(csp['img-src']).toContain('https://api.monsterinvasion.cl')
    expect(csp['form-action']).toEqual(["'self'", 'https://webpay3g.transbank.cl'])
    expect(csp['frame-ancestors']).toEqual(["'none'"])
    expect(csp['object-src']).toEqual(["'none'"])
  })

  it('allows exactly the map and video frames of the hotel page', () => {
    const csp = directives(productionHeaders()['Content-Security-Policy'] ?? '')
    expect(csp['frame-src']).toEqual(['https://www.openstreetmap.org', 'https://www.youtube-nocookie.com'])
    const hotelPage = readFileSync(new URL('../../src/features/content/components/hotel-page.tsx', import.meta.url), 'utf8')
    const embeds = [...new Set([...hotelPage.matchAll(/`(https:\/\/[^/`]+)\/[^`]*embed/g)].map((m) => m[1]))]
    expect(embeds.sort()).toEqual(csp['frame-src'])
  })

  it('names a staging PocketBase when the build is made for one', () => {
    const csp = directives(productionHeaders({ VITE_POCKETBASE_URL: 'https://staging-api.example.org' })['Content-Security-Policy'] ?? '')
    expect(csp['connect-src']).toEqual(["'self'", 'https://staging-api.example.org'])
  })

  it('refuses to build without VITE_POCKETBASE_URL', () => {
    expect(() => siteOrigins({})).toThrow(/VITE_POCKETBASE_URL is not set/)
    expect(() => siteOrigins({ VITE_POCKETBASE_URL: 'api.example.org' })).toThrow(/VITE_POCKETBASE_URL must be an absolute URL/)
  })

  const formAction = (env: Record<string, string>) => directives(productionHeaders(env)['Content-Security-Policy'] ?? '')['form-action']

  it("names the Webpay host of Netlify's build CONTEXT: production's on production, the integration host on previews and branch deploys", () => {
    expect(formAction({ CONTEXT: 'production' })).toEqual(["'self'", 'https://webpay3g.transbank.cl'])
    expect(formAction({ CONTEXT: 'deploy-preview' })).toEqual(["'self'", 'https://webpay3gint.transbank.cl'])
    expect(formAction({ CONTEXT: 'branch-deploy' })).toEqual(["'self'", 'https://webpay3gint.transbank.cl'])
    expect(formAction({})).toEqual(["'self'", 'https://webpay3g.transbank.cl'])
    expect(formAction({ WEBPAY_BASE_URL: 'http://127.0.0.1:8091' })).toEqual(["'self'", 'http://127.0.0.1:8091'])
  })

  it.each([
    ['the integration host on the production build', { CONTEXT: 'production', WEBPAY_BASE_URL: 'https://webpay3gint.transbank.cl' }, /does not fit the production build \(CONTEXT=production\)/],
    ['a stand-in on the production build', { CONTEXT: 'production', WEBPAY_BASE_URL: 'http://127.0.0.1:8091' }, /does not fit the production build/],
    ["production's host on a deploy preview", { CONTEXT: 'deploy-preview', WEBPAY_BASE_URL: 'https://webpay3g.transbank.cl' }, /does not fit the deploy-preview build/],
    ['the integration host outside Netlify', { WEBPAY_BASE_URL: 'https://webpay3gint.transbank.cl' }, /does not fit a build outside Netlify/],
  ])('refuses %s', (_name, env, message) => {
    expect(() => productionHeaders(env)).toThrow(message)
  })

  it('sets HSTS, Referrer-Policy, Permissions-Policy and nosniff', () => {
    const headers = productionHeaders()
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d{8,}/)
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    // The camera for our own pages only (the door scanner); microphone and location for nobody.
    expect(headers['Permissions-Policy']).toContain('camera=(self)')
    expect(headers['Permissions-Policy']).toContain('microphone=()')
    expect(headers['Permissions-Policy']).toContain('geolocation=()')
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
  })
})

describe('security headers of function responses', () => {
  const handler = endpoint(['POST'], async (req) => {
    if (req.headers.get('x-fail')) throw new HttpError(400, 'Bad')
    return json(200, { ok: true })
  })

  it.each([
    ['a success', new Request('http://x/f', { method: 'POST' })],
    ['an error', new Request('http://x/f', { method: 'POST', headers: { 'x-fail': '1' } })],
    ['a wrong method', new Request('http://x/f', { method: 'GET' })],
  ])('are present on %s', async (_name, req) => {
    const res = await invokeFunction(handler, req)
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value)
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=/)
  })
})

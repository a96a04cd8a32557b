import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { endpoint, HttpError, json, SECURITY_HEADERS } from '../../functions/_shared/http.ts'

/** The `[headers.values]` of the `for = "/*"` block of netlify.toml. */
function siteHeaders(): Record<string, string> {
  const toml = readFileSync(new URL('../../netlify.toml', import.meta.url), 'utf8')
  const block = /for = "\/\*"\s*\n\[headers\.values\]\n([\s\S]*?)(?:\n\[|$)/.exec(toml)?.[1] ?? ''
  return Object.fromEntries(
    [...block.matchAll(/^([A-Za-z-]+) = "(.*)"$/gm)].map((m) => [m[1] ?? '', m[2] ?? '']),
  )
}

const directives = (csp: string) =>
  Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]))

describe('security headers of the static site (netlify.toml)', () => {
  const headers = siteHeaders()

  it('sends a CSP that allows only the PocketBase origin and the Webpay form, and no framing', () => {
    const csp = directives(headers['Content-Security-Policy'] ?? '')
    expect(csp['default-src']).toEqual(["'self'"])
    // WebAssembly compilation only (the door scanner's bundled QR decoder), never eval().
    expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"])
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.monsterinvasion.cl'])
    expect(csp['form-action']).toEqual(["'self'", 'https://webpay3g.transbank.cl', 'https://webpay3gint.transbank.cl'])
    expect(csp['frame-ancestors']).toEqual(["'none'"])
    expect(csp['object-src']).toEqual(["'none'"])
  })

  it('sets HSTS, Referrer-Policy, Permissions-Policy and nosniff', () => {
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
    const res = await handler(req)
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value)
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=/)
  })
})

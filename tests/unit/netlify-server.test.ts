import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../scripts/lib/ports.ts'
import { headersFor, loadNetlifySite, matchRedirect } from '../../scripts/lib/netlify-site.ts'
import { chooseEncoding, startNetlifyServer } from '../../scripts/lib/netlify-server.ts'
import { headersFile } from '../../scripts/lib/site-headers.ts'

const repoToml = path.resolve(import.meta.dirname, '../../netlify.toml')
const ORIGINS = { pocketbase: 'https://api.example.org', webpay: 'https://webpay3g.transbank.cl' }

describe('the Netlify rules of this repo (netlify.toml + the generated _headers), parsed by Netlify parsers', () => {
  let dir = ''
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'mi-netlify-'))
    writeFileSync(path.join(dir, '_headers'), headersFile(ORIGINS))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('rewrites every SPA route to /index.html with status 200', async () => {
    const site = await loadNetlifySite({ configPath: repoToml, publishDir: dir })
    expect(matchRedirect(site, '/perfil/pagos')).toMatchObject({ target: '/index.html', rule: { status: 200, force: false } })
  })

  it('sends the CSP of the build on every page and the immutable cache only on /assets', async () => {
    const site = await loadNetlifySite({ configPath: repoToml, publishDir: dir })
    const page = headersFor(site, '/hotel')
    expect(page['Content-Security-Policy']).toContain('connect-src \'self\' https://api.example.org')
    expect(page['Cache-Control']).toBeUndefined()
    const asset = headersFor(site, '/assets/index-abc.js')
    expect(asset['Cache-Control']).toBe('public, max-age=31536000, immutable')
    expect(asset['X-Frame-Options']).toBe('DENY')
  })
})

describe('the local Netlify server applies netlify.toml, _redirects and _headers as Netlify does', () => {
  let dir = ''
  let server: Awaited<ReturnType<typeof startNetlifyServer>>
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'mi-netlify-'))
    const publish = path.join(dir, 'dist')
    mkdirSync(path.join(publish, 'assets'), { recursive: true })
    writeFileSync(path.join(publish, 'index.html'), '<!doctype html><p>spa</p>')
    writeFileSync(path.join(publish, 'assets', 'app.js'), 'console.log(1)')
    writeFileSync(path.join(publish, 'assets', 'big.js'), `export const words = "${'monster invasion '.repeat(2000)}"\n`)
    writeFileSync(path.join(publish, 'assets', 'photo.png'), Buffer.alloc(4096, 7))
    writeFileSync(path.join(publish, 'robots.txt'), 'User-agent: *')
    writeFileSync(path.join(publish, '_redirects'), '/old-page  /hotel  301\n/forced  /index.html  200!\n')
    writeFileSync(path.join(publish, '_headers'), '/*\n  X-Test: from-file\n  X-Both: from-file\n/assets/*\n  X-Asset: yes\n')
    writeFileSync(path.join(publish, 'forced'), 'shadowed file')
    writeFileSync(
      path.join(dir, 'netlify.toml'),
      [
        '[[redirects]]',
        'from = "/old-page"',
        'to = "/never"',
        'status = 302',
        '[[redirects]]',
        'from = "/*"',
        'to = "/index.html"',
        'status = 200',
        '[[headers]]',
        'for = "/*"',
        '[headers.values]',
        'X-Both = "from-toml"',
      ].join('\n'),
    )
    server = await startNetlifyServer({ configPath: path.join(dir, 'netlify.toml'), publishDir: publish, port: await freePort() })
  })
  afterAll(async () => {
    await server.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  const get = (p: string) => fetch(`${server.url}${p}`, { redirect: 'manual' })

  it('serves index.html for an unknown route through the toml rewrite (status 200, not a redirect)', async () => {
    const res = await get('/profile/tickets')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('spa')
  })

  it('lets an existing static file shadow a rewrite that is not forced', async () => {
    const res = await get('/robots.txt')
    expect(await res.text()).toBe('User-agent: *')
    expect(res.headers.get('content-type')).toContain('text/plain')
  })

  it('applies a forced rule (!) even over an existing file', async () => {
    expect(await (await get('/forced')).text()).toContain('spa')
  })

  it('evaluates _redirects before netlify.toml: the first match wins', async () => {
    const res = await get('/old-page')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/hotel')
  })

  it('merges headers of both files, netlify.toml winning for the same path and name', async () => {
    const res = await get('/assets/app.js')
    expect(res.headers.get('x-test')).toBe('from-file')
    expect(res.headers.get('x-asset')).toBe('yes')
    expect(res.headers.get('x-both')).toBe('from-toml')
  })

  it('never serves _headers or _redirects themselves', async () => {
    expect(await (await get('/_headers')).text()).toContain('spa')
  })

  it('answers functions itself, without the static headers', async () => {
    const res = await get('/.netlify/functions/does-not-exist')
    expect(res.status).toBe(404)
    expect(res.headers.get('x-test')).toBeNull()
  })

  /** Raw bytes and headers, without fetch's transparent decoding. */
  const raw = (p: string, acceptEncoding: string) =>
    new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = request(`${server.url}${p}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      })
      req.on('error', reject)
      req.end()
    })

  it('sends text compressed with Brotli when the browser accepts it, as Netlify does, with Vary and the file headers', async () => {
    const res = await raw('/assets/big.js', 'gzip, deflate, br, zstd')
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers.vary).toBe('Accept-Encoding')
    expect(res.headers['x-asset']).toBe('yes')
    expect(res.body.length).toBeLessThan(1000)
    expect(brotliDecompressSync(res.body).toString()).toContain('monster invasion monster invasion')
  })

  it('falls back to gzip, and to the plain file when no encoding is accepted', async () => {
    const gzip = await raw('/hotel', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toContain('spa')
    const plain = await raw('/assets/big.js', 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toContain('monster invasion')
  })

  it('sends images as they are (already compressed formats)', async () => {
    const res = await raw('/assets/photo.png', 'br, gzip')
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body.length).toBe(4096)
  })
})

describe('chooseEncoding', () => {
  it('prefers br, then gzip, and ignores encodings refused with q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(chooseEncoding('gzip;q=1.0, br;q=0')).toBe('gzip')
    expect(chooseEncoding('deflate')).toBeNull()
    expect(chooseEncoding(undefined)).toBeNull()
  })
})

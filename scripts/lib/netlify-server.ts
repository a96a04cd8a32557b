import { createReadStream, readFileSync, statSync } from 'node:fs'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { functionsMiddleware } from './functions-middleware.ts'
import { headersFor, loadNetlifySite, matchRedirect, staticFile, type NetlifySite } from './netlify-site.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  // The door scanner's QR decoder (WebAssembly.compileStreaming needs this type, as Netlify sends it).
  '.wasm': 'application/wasm',
}

/** Types Netlify's CDN compresses (text formats; images and fonts are already compressed). */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|wasm)|image\/svg\+xml)/

type Encoding = 'br' | 'gzip'

/** The encoding Netlify picks for this request: Brotli when accepted, otherwise gzip, otherwise none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name?.trim().toLowerCase()),
  )
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return null
}

/** Compressed bodies per file, encoding and mtime: a publish directory does not change while it is served. */
const compressed = new Map<string, Buffer>()
function compressedBody(file: string, encoding: Encoding): Buffer {
  const key = `${encoding}:${statSync(file).mtimeMs}:${file}`
  let body = compressed.get(key)
  if (!body) {
    const raw = readFileSync(file)
    body = encoding === 'br' ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(raw, { level: 9 })
    compressed.set(key, body)
  }
  return body
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, status: number, headers: Record<string, string>) {
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream'
  const encoding = COMPRESSIBLE.test(type) ? chooseEncoding(req.headers['accept-encoding']) : null
  if (encoding) {
    // As Netlify's CDN does for text: the body compressed for clients that accept it, and Vary for caches.
    const body = compressedBody(file, encoding)
    res.writeHead(status, { 'content-type': type, 'content-encoding': encoding, vary: 'Accept-Encoding', 'content-length': String(body.length), ...headers })
    res.end(req.method === 'HEAD' ? undefined : body)
    return
  }
  res.writeHead(status, { 'content-type': type, ...headers })
  if (req.method === 'HEAD') res.end()
  else createReadStream(file).pipe(res)
}

/**
 * The production build served the way Netlify serves it: functions at /.netlify/functions/<name>
 * (their own headers only), then the redirect rules in order (a static file at the path shadows a
 * rule that is not forced), then static files; netlify.toml's and _headers' headers on every static
 * answer, text compressed (Brotli or gzip) as Netlify's CDN sends it. Not netlify-cli: it needs Node 22 and the network here (docs/deploy.md).
 */
export function netlifyHandler(site: NetlifySite) {
  const functions = functionsMiddleware({ reload: false })
  return (req: IncomingMessage, res: ServerResponse) => {
    const fail = (err: unknown) => {
      console.error(err)
      if (!res.headersSent) res.writeHead(500).end('Internal error')
    }
    const url = new URL(req.url ?? '/', 'http://site.local')
    if (url.pathname.startsWith('/.netlify/functions/')) {
      functions(req, res, (err) => (err ? fail(err) : res.writeHead(404).end('Function not found'))).catch(fail)
      return
    }
    const headers = headersFor(site, url.pathname)
    const exact = staticFile(site, url.pathname)
    const route = matchRedirect(site, url.pathname)
    if (route && (route.rule.force || !exact)) {
      const { status } = route.rule
      if (status >= 300 && status < 400) {
        res.writeHead(status, { location: route.target, ...headers }).end()
        return
      }
      const target = staticFile(site, new URL(route.target, url).pathname)
      if (target) return sendFile(req, res, target, status, headers)
    }
    if (exact) return sendFile(req, res, exact, 200, headers)
    const notFound = staticFile(site, '/404.html')
    if (notFound) return sendFile(req, res, notFound, 404, headers)
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...headers }).end('Not Found')
  }
}

export async function startNetlifyServer(options: { configPath: string; publishDir: string; port: number; host?: string }) {
  const site = await loadNetlifySite(options)
  const server = http.createServer(netlifyHandler(site))
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, host, () => resolve())
  })
  return {
    url: `http://${host}:${options.port}`,
    site,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

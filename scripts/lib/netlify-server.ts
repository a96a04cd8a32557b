import { createReadStream } from 'node:fs'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
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

function sendFile(res: ServerResponse, file: string, status: number, headers: Record<string, string>, method: string) {
  res.writeHead(status, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', ...headers })
  if (method === 'HEAD') res.end()
  else createReadStream(file).pipe(res)
}

/**
 * The production build served the way Netlify serves it: functions at /.netlify/functions/<name>
 * (their own headers only), then the redirect rules in order (a static file at the path shadows a
 * rule that is not forced), then static files; netlify.toml's and _headers' headers on every static
 * answer. Not netlify-cli: it needs Node 22 and the network here (docs/deploy.md).
 */
export function netlifyHandler(site: NetlifySite) {
  const functions = functionsMiddleware({ reload: false })
  return (req: IncomingMessage, res: ServerResponse) => {
    const fail = (err: unknown) => {
      console.error(err)
      if (!res.headersSent) res.writeHead(500).end('Internal error')
    }
    const url = new URL(req.url ?? '/', 'http://site.local')
    const method = req.method ?? 'GET'
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
      if (target) return sendFile(res, target, status, headers, method)
    }
    if (exact) return sendFile(res, exact, 200, headers, method)
    const notFound = staticFile(site, '/404.html')
    if (notFound) return sendFile(res, notFound, 404, headers, method)
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

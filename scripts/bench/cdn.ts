import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { freePort, waitForHttp } from '../lib/ports.ts'
import { WORLD_NICENESS } from './world-priority.ts'

/**
 * A real caching reverse proxy in front of the functions, standing for Netlify's CDN: Varnish (Debian's
 * `varnish` package), configured to honour what Netlify honours (knowledge base, "How to control CDN
 * caching on Netlify"): only GET is cached; only `Netlify-CDN-Cache-Control` decides (max-age → TTL,
 * stale-while-revalidate → grace, i.e. the stale answer is served while one background fetch renews it);
 * without it a function's answer is not cached; the header is stripped before the client; the key is
 * the URL with its query, not cookies or Authorization; `Netlify-Cache-Tag` entries are dropped by tag.
 * Beside it, a stand-in of Netlify's purge API (POST /api/v1/purge, Bearer token, {site_id, cache_tags})
 * that bans the tag in Varnish, so PocketBase's server/cdnpurge runs exactly as in production.
 */
export interface Cdn {
  url: string
  /** NETLIFY_API_URL for PocketBase. */
  purgeApiUrl: string
  token: string
  siteId: string
  pid: number | undefined
  /** Requests Varnish sent to the functions so far (its MAIN.backend_req). */
  backendRequests(): number
  purges(): number
  stop(): Promise<void>
}

const vcl = (backendPort: number) => `vcl 4.1;
import std;

backend functions { .host = "127.0.0.1"; .port = "${backendPort}"; }

sub vcl_recv {
  if (req.method == "BAN") {
    ban("obj.http.Netlify-Cache-Tag ~ (^|,)\\s*" + req.http.X-Purge-Tag + "\\s*(,|$)");
    return (synth(200, "Banned"));
  }
  if (req.method != "GET" && req.method != "HEAD") { return (pass); }
  unset req.http.Cookie;
  unset req.http.Authorization;
  return (hash);
}

sub vcl_backend_response {
  if (beresp.http.Netlify-CDN-Cache-Control ~ "public" && beresp.http.Netlify-CDN-Cache-Control ~ "max-age=[0-9]+") {
    set beresp.ttl = std.duration(regsub(beresp.http.Netlify-CDN-Cache-Control, "^.*max-age=([0-9]+).*$", "\\1") + "s", 0s);
    if (beresp.http.Netlify-CDN-Cache-Control ~ "stale-while-revalidate=[0-9]+") {
      set beresp.grace = std.duration(regsub(beresp.http.Netlify-CDN-Cache-Control, "^.*stale-while-revalidate=([0-9]+).*$", "\\1") + "s", 0s);
    } else {
      set beresp.grace = 0s;
    }
    set beresp.keep = 0s;
  } else {
    set beresp.uncacheable = true;
    set beresp.ttl = 1s;
  }
  return (deliver);
}

sub vcl_deliver {
  unset resp.http.Netlify-CDN-Cache-Control;
  if (obj.hits > 0) { set resp.http.X-Cache = "HIT"; } else { set resp.http.X-Cache = "MISS"; }
}
`

/**
 * The purge API stand-in starts first (PocketBase needs its address at start); Varnish once the functions
 * it fronts are up (`proxy(backendPort)`).
 */
export async function startCdn(options: { tmp: string; log: (line: string) => void }): Promise<Cdn & { proxy(backendPort: number): Promise<void> }> {
  const dir = path.join(options.tmp, 'varnish')
  mkdirSync(dir, { recursive: true })
  const vclFile = path.join(dir, 'default.vcl')
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  let child: ChildProcess | null = null
  const proxy = async (backendPort: number) => {
    writeFileSync(vclFile, vcl(backendPort))
  // -j none: no privilege separation (the bench runs as whoever runs it); -F: stay in the foreground.
  // At the lowest CPU priority: Netlify's CDN does not run on PocketBase's host (see WORLD_NICENESS).
    child = spawn(
      'bash',
      ['-c', `ulimit -n "$(ulimit -Hn)" && exec nice -n ${WORLD_NICENESS} varnishd -F -j none -n "$0" -a "127.0.0.1:$1" -f "$2" -s malloc,64m -p thread_pool_min=50 -p thread_pool_max=2000`, dir, String(port), vclFile],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    )
    child.stderr?.on('data', (chunk: Buffer) => options.log(`[varnish] ${chunk.toString().trim()}`))
    await waitForHttp(`${url}/health`, 20_000)
  }

  const token = 'bench-purge-token'
  const siteId = 'bench-site'
  let purges = 0
  const shim = http.createServer((req, res) => {
    let text = ''
    req.on('data', (chunk: Buffer) => (text += chunk.toString()))
    req.on('end', () => {
      const body = (() => {
        try {
          return JSON.parse(text) as { site_id?: string; cache_tags?: string[] }
        } catch {
          return null
        }
      })()
      if (req.method !== 'POST' || req.url !== '/api/v1/purge') return void res.writeHead(404).end()
      if (req.headers.authorization !== `Bearer ${token}`) return void res.writeHead(401).end()
      if (!body || body.site_id !== siteId || !Array.isArray(body.cache_tags)) return void res.writeHead(422).end()
      purges++
      void Promise.all(body.cache_tags.map((tag) => fetch(url, { method: 'BAN', headers: { 'X-Purge-Tag': tag } }))).then(
        () => res.writeHead(202).end(),
        () => res.writeHead(502).end(),
      )
    })
  })
  const shimPort = await freePort()
  await new Promise<void>((resolve) => shim.listen(shimPort, '127.0.0.1', resolve))

  return {
    url,
    purgeApiUrl: `http://127.0.0.1:${shimPort}`,
    token,
    siteId,
    get pid() {
      return child?.pid
    },
    proxy,
    backendRequests() {
      const out = execFileSync('varnishstat', ['-n', dir, '-1', '-f', 'MAIN.backend_req'], { encoding: 'utf8' })
      return Number(/MAIN\.backend_req\s+(\d+)/.exec(out)?.[1] ?? Number.NaN)
    },
    purges: () => purges,
    async stop() {
      await new Promise<void>((resolve) => shim.close(() => resolve()))
      const varnish = child
      if (!varnish || varnish.exitCode !== null) return
      const exited = new Promise<void>((resolve) => varnish.once('exit', () => resolve()))
      varnish.kill('SIGTERM')
      const timer = setTimeout(() => varnish.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    },
  }
}

import type { IncomingMessage, ServerResponse } from 'node:http'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { tsImport } from 'tsx/esm/api'
import { installNetlifyEnv, invokeFunction, type NetlifyFunction as Handler } from './netlify-functions-runtime.ts'
import { repoRoot } from './paths.ts'

const NAME = /^\/\.netlify\/functions\/([a-z0-9-]+)\/?(?:\?.*)?$/

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * Serves `functions/<name>.mts` at `/.netlify/functions/<name>` the way Netlify does (a Web `Request`
 * and its context in, a `Response` out), so the SPA and its functions share one origin locally without netlify-cli.
 */
export function functionsMiddleware(options: { reload: boolean }) {
  // Only what Netlify gives a function: the site's variables (here from the stack's environment, as
  // `netlify dev` reads them), and the deploy context "dev" on every invocation.
  installNetlifyEnv(process.env)
  // The import itself is cached (concurrent first calls share one: each tsImport transpiles and
  // evaluates the module again).
  const cache = new Map<string, Promise<Handler | null>>()
  const importHandler = async (file: string) => ((await tsImport(pathToFileURL(file).href, import.meta.url)) as { default: Handler }).default
  const load = (name: string): Promise<Handler | null> => {
    const file = path.join(repoRoot, 'functions', `${name}.mts`)
    if (!existsSync(file)) return Promise.resolve(null)
    if (options.reload) return importHandler(file)
    let loading = cache.get(name)
    if (!loading) {
      loading = importHandler(file)
      // A failed import is tried again by the next call.
      loading.catch(() => cache.delete(name))
      cache.set(name, loading)
    }
    return loading
  }

  return Object.assign(handle, {
    /** Imports every function now (Netlify bundles them at deploy; nothing is transpiled on a first call). */
    preload: async () => {
      const names = readdirSync(path.join(repoRoot, 'functions')).flatMap((file) => (file.endsWith('.mts') ? [file.slice(0, -'.mts'.length)] : []))
      await Promise.all(names.map(load))
    },
  })

  async function handle(req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) {
    const match = NAME.exec(req.url ?? '')
    if (!match?.[1]) return next()
    try {
      const handler = await load(match[1])
      if (!handler) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Function not found' }))
        return
      }
      const origin = `http://${req.headers.host ?? '127.0.0.1'}`
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(await readBody(req))
      const headers = new Headers()
      for (const [key, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(key, value)
        else if (Array.isArray(value)) for (const v of value) headers.append(key, v)
      }
      // Netlify tells functions the client's address in this header (and context.ip).
      if (!headers.has('x-nf-client-connection-ip')) headers.set('x-nf-client-connection-ip', req.socket.remoteAddress ?? '')
      const request = new Request(new URL(req.url ?? '/', origin), { method: req.method, headers, body })
      const response = await invokeFunction(handler, request, { deployContext: 'dev', ip: req.socket.remoteAddress ?? '' })
      res.statusCode = response.status
      response.headers.forEach((value, key) => res.setHeader(key, value))
      res.end(Buffer.from(await response.arrayBuffer()))
    } catch (err) {
      next(err)
    }
  }
}

import type { Context } from '@netlify/functions'
import { FUNCTION_ENV_NAMES, type DeployContext, type FunctionEnv } from '../../functions/_shared/netlify-runtime.ts'

type NetlifyGlobal = typeof globalThis.Netlify

/**
 * The runtime a local stack gives the functions: what Netlify gives them in production and nothing
 * more (docs.netlify.com, "Environment variables and functions" and "Functions API reference").
 *
 * - `Netlify.env` holds only the variables a site can give its functions (functions/_shared/netlify-runtime.ts
 *   `FUNCTION_ENV_NAMES`), copied from the values handed in, never the whole process environment: no
 *   CONTEXT, no VITE_*, no variable of the stack's own.
 * - Each invocation gets a full `Context` whose `deploy.context` says which deploy it is ("dev" for
 *   `npm start`, preview and the tests, like `netlify dev`).
 */
export function installNetlifyEnv(values: Record<string, string | undefined>, options: { ambientContext?: DeployContext } = {}): NetlifyGlobal['env'] {
  const store = new Map<string, string>(Object.entries(functionVariables(values)))
  const env: NetlifyGlobal['env'] = {
    get: (key) => store.get(key),
    has: (key) => store.has(key),
    set: (key, value) => void store.set(key, value),
    delete: (key) => void store.delete(key),
    toObject: () => Object.fromEntries(store),
  }
  // A process that calls the functions' internals outside an invocation (the integration tests) says
  // which deploy it stands for, as Netlify.context does while a request runs.
  const context = options.ambientContext ? netlifyContext(new Request('http://localhost/'), { deployContext: options.ambientContext }) : null
  globalThis.Netlify = { env, context }
  return env
}

/** Of an environment, the variables a site can hand its functions. */
export function functionVariables(values: Record<string, string | undefined>): FunctionEnv {
  const picked: FunctionEnv = {}
  for (const name of FUNCTION_ENV_NAMES) {
    const value = values[name]
    if (value !== undefined) picked[name] = value
  }
  return picked
}

export interface InvocationOptions {
  deployContext?: DeployContext
  ip?: string
  params?: Record<string, string>
}

const notInFunctions = (name: string) => () => Promise.reject(new Error(`context.${name}() exists only in edge functions`))

export function netlifyContext(req: Request, options: InvocationOptions = {}): Context {
  const url = new URL(req.url)
  const context: Context = {
    account: { id: 'local' },
    cookies: {
      get: (name: string) => new URLSearchParams((req.headers.get('cookie') ?? '').replace(/;\s*/g, '&')).get(name) ?? '',
      set: () => undefined,
      delete: () => undefined,
    },
    deploy: { context: options.deployContext ?? 'dev', id: 'local', published: false },
    geo: {},
    ip: options.ip ?? req.headers.get('x-nf-client-connection-ip') ?? '127.0.0.1',
    json: (input: unknown) => Response.json(input),
    log: console.log,
    next: notInFunctions('next'),
    params: options.params ?? {},
    rewrite: notInFunctions('rewrite'),
    requestId: crypto.randomUUID(),
    server: { region: 'local' },
    site: { id: 'local', name: 'monster-invasion', url: url.origin },
    url,
    waitUntil: () => undefined,
  }
  return context
}

export type NetlifyFunction = (req: Request, context: Context) => Promise<Response> | Response

/** Calls a function as Netlify does: the request and a context for this deploy. */
export const invokeFunction = (handler: NetlifyFunction, req: Request, options: InvocationOptions = {}) =>
  Promise.resolve(handler(req, netlifyContext(req, options)))

import { AsyncLocalStorage } from 'node:async_hooks'
import type { Context } from '@netlify/functions'

/**
 * What Netlify hands a function at run time, and nothing else.
 *
 * - Variables: the site's variables with the Functions scope plus the read-only URL, SITE_NAME and
 *   SITE_ID; netlify.toml's and the build's (CONTEXT among them) are not there (docs.netlify.com,
 *   "Environment variables and functions"). The functions read them through `Netlify.env`, the global
 *   Netlify defines for functions (docs.netlify.com/functions/api; `NetlifyGlobal` in @netlify/types),
 *   and only the names below: `process.env` is off limits in functions/ (eslint.config.js).
 * - The deploy context: `context.deploy.context` of the invocation ("production", "deploy-preview",
 *   "branch-deploy", "dev"; docs.netlify.com/functions/api, "deploy").
 */
export const FUNCTION_ENV_NAMES = [
  'POCKETBASE_URL',
  'PB_SUPERUSER_EMAIL',
  'PB_SUPERUSER_PASSWORD',
  'APP_URL',
  'SMTP_URL',
  'MAIL_FROM',
  'WEBPAY_ENVIRONMENT',
  'WEBPAY_COMMERCE_CODE',
  'WEBPAY_API_KEY',
  'WEBPAY_BASE_URL',
  'TICKET_SIGNING_KEY',
  'RECONCILE_SECRET',
  // Netlify's read-only runtime variables.
  'URL',
  'SITE_NAME',
  'SITE_ID',
] as const

export type FunctionEnvName = (typeof FUNCTION_ENV_NAMES)[number]
export type FunctionEnv = Partial<Record<FunctionEnvName, string>>

/** The deploy contexts Netlify names (any other value, a custom branch context included, is read as production). */
export type DeployContext = 'production' | 'deploy-preview' | 'branch-deploy' | 'dev'

export class MissingRuntimeError extends Error {}

/** The functions' variables, from `Netlify.env`. Without it this is not a Netlify runtime: refuse. */
export function functionEnv(): FunctionEnv {
  const env = globalThis.Netlify?.env
  if (!env) throw new MissingRuntimeError('Netlify.env is not defined: functions run on Netlify, or under a harness that defines it (scripts/lib/netlify-functions-runtime.ts)')
  const values: FunctionEnv = {}
  for (const name of FUNCTION_ENV_NAMES) {
    const value = env.get(name)
    if (value !== undefined) values[name] = value
  }
  return values
}

const invocation = new AsyncLocalStorage<DeployContext>()

/**
 * Netlify's own names for its contexts; anything else, or nothing, is read as production, so a
 * missing context can only make the functions stricter (real Webpay, no development keys).
 */
export function deployContextOf(context: Pick<Context, 'deploy'> | undefined): DeployContext {
  const name = context?.deploy?.context
  if (name === 'dev' || name === 'deploy-preview' || name === 'branch-deploy') return name
  return 'production'
}

/** Runs one invocation with its deploy context, which `deployContext()` then answers anywhere inside it. */
export function withDeployContext<T>(context: Pick<Context, 'deploy'> | undefined, run: () => T): T {
  return invocation.run(deployContextOf(context), run)
}

/**
 * The deploy context of the running invocation; outside one, that of `Netlify.context` (the global
 * Netlify keeps for the current request; null otherwise), and without either, production.
 */
export const deployContext = (): DeployContext => invocation.getStore() ?? deployContextOf(globalThis.Netlify?.context ?? undefined)

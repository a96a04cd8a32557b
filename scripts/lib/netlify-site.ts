import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { parseAllHeaders } from '@netlify/headers-parser'
import { parseAllRedirects } from '@netlify/redirect-parser'

/** One redirect or rewrite rule, as Netlify's own parser normalises it. */
export interface RedirectRule {
  from: string
  to: string
  status: number
  force: boolean
}

export interface HeaderRule {
  for: string
  forRegExp: RegExp
  values: Record<string, string>
}

/** The routing and headers Netlify applies to a publish directory: netlify.toml plus its _redirects/_headers. */
export interface NetlifySite {
  publishDir: string
  redirects: RedirectRule[]
  headers: HeaderRule[]
}

const isRedirect = (value: unknown): value is RedirectRule => {
  if (typeof value !== 'object' || value === null) return false
  const rule = value as Record<string, unknown>
  return typeof rule.from === 'string' && typeof rule.to === 'string' && typeof rule.status === 'number'
}

/**
 * Reads the rules with Netlify's parsers (@netlify/redirect-parser, @netlify/headers-parser: the code
 * Netlify's build runs). Order as on Netlify: `_redirects` before netlify.toml, first match wins;
 * headers of both files merged, netlify.toml winning for the same path and name.
 */
export async function loadNetlifySite(options: { configPath: string; publishDir: string }): Promise<NetlifySite> {
  const file = (name: string) => path.join(options.publishDir, name)
  const redirects = await parseAllRedirects({
    redirectsFiles: existsSync(file('_redirects')) ? [file('_redirects')] : [],
    netlifyConfigPath: options.configPath,
    configRedirects: [],
    minimal: false,
  })
  const headers = await parseAllHeaders({
    headersFiles: existsSync(file('_headers')) ? [file('_headers')] : [],
    netlifyConfigPath: options.configPath,
    configHeaders: [],
    minimal: false,
  })
  const errors = [...redirects.errors, ...headers.errors]
  if (errors.length > 0) throw new Error(`Netlify rules do not parse:\n${errors.map((e: unknown) => String(e)).join('\n')}`)
  return {
    publishDir: options.publishDir,
    redirects: redirects.redirects.map((rule) => {
      if (!isRedirect(rule)) throw new Error(`Unexpected redirect rule ${JSON.stringify(rule)}`)
      return { from: rule.from, to: rule.to, status: rule.status, force: rule.force }
    }),
    headers: headers.headers.map((rule) => {
      if (!('forRegExp' in rule)) throw new Error(`Header rule for ${rule.for} has no pattern`)
      return { for: rule.for, forRegExp: rule.forRegExp, values: rule.values }
    }),
  }
}

/** `from` patterns: `*` is the splat, `:name` a segment placeholder; a trailing slash is optional. */
function fromPattern(from: string): RegExp {
  const source = from
    .replace(/\/+$/, '')
    .split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => {
      if (part === '*') return '(?<splat>.*)'
      if (part.startsWith(':')) return `(?<${part.slice(1)}>[^/]+)`
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('')
  return new RegExp(`^${source}/?$`)
}

export interface RouteMatch {
  rule: RedirectRule
  target: string
}

/** The first rule whose `from` matches the path, with `:splat` and placeholders filled into `to`. */
export function matchRedirect(site: NetlifySite, pathname: string): RouteMatch | null {
  for (const rule of site.redirects) {
    const match = fromPattern(rule.from).exec(pathname)
    if (!match) continue
    const groups = match.groups ?? {}
    const target = rule.to.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) => groups[name] ?? whole)
    return { rule, target }
  }
  return null
}

/** The headers Netlify adds to a static response for this request path. */
export function headersFor(site: NetlifySite, pathname: string): Record<string, string> {
  const result: Record<string, string> = {}
  for (const rule of site.headers) if (rule.forRegExp.test(pathname)) Object.assign(result, rule.values)
  return result
}

/** The file a path serves (exact file, or a directory's index.html), or null. */
export function staticFile(site: NetlifySite, pathname: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  const root = path.resolve(site.publishDir)
  const candidate = path.resolve(root, `.${path.posix.normalize(decoded)}`)
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return null
  // Netlify never serves its own configuration files.
  if (/^\/_(headers|redirects)$/.test(decoded)) return null
  for (const file of [candidate, path.join(candidate, 'index.html')]) {
    if (existsSync(file) && statSync(file).isFile()) return file
  }
  return null
}

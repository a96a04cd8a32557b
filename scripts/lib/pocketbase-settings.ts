/**
 * Every environment-specific PocketBase setting, as code. `npm run pb:configure` reads them from the
 * environment (settingsFromEnv); `npm start`, the integration harness, e2e and the bench build the
 * same object with local values and apply it through the same configurePocketBase().
 */

export interface S3Settings {
  bucket: string
  region: string
  endpoint: string
  accessKey: string
  secret: string
  forcePathStyle: boolean
}

export interface PocketBaseSettings {
  appUrl: string
  senderAddress: string
  senderName: string
  smtpUrl: string
  /** Headers the reverse proxy sets with the client's IP (the rate limiter keys on it). */
  trustedProxyHeaders: string[]
  /** Scheduled backups: a cron expression ('' = none) and how many to keep; S3 when configured. */
  backups: { cron: string; maxKeep: number; s3: S3Settings | null }
  logsMaxDays: number
  /** Mail a superuser when their account logs in from a new device. */
  superuserAlerts: boolean
  /** Hide the dashboard's collection-editing controls (production: schema changes go through migrations). */
  hideControls: boolean
}

/**
 * The production limiter, on everywhere (dev, tests, bench). Keys are the client IP (trustedProxy):
 * buyers reach PocketBase from their own IPs, and the functions as a superuser, whom the limiter skips
 * (apis/middlewares_rate_limit.go skipRateLimit); the functions' per-user and per-IP budget is applied
 * by pb_hooks/service.pb.js instead. The ticket rush route is the exception: the functions prove
 * themselves there with a header the limiter does not know, so it has a rule of its own. The first label that matches wins (core FindRateLimitRule):
 * collection-specific labels come before `*:` ones.
 */
export const RATE_LIMIT_RULES = [
  // Login brute force: 10 attempts per 30 s per IP (password, OTP, OAuth2).
  { label: '*:auth', audience: '', duration: 30, maxRequests: 10 },
  // The functions' service account logs in once per warm instance, from a handful of shared IPs.
  { label: '_superusers:auth', audience: '', duration: 10, maxRequests: 30 },
  // Mails on request: no mail bombing of a victim's inbox.
  { label: '*:requestPasswordReset', audience: '', duration: 60, maxRequests: 3 },
  { label: '*:requestVerification', audience: '', duration: 60, maxRequests: 3 },
  { label: '*:requestOTP', audience: '', duration: 60, maxRequests: 3 },
  { label: '*:requestEmailChange', audience: '', duration: 60, maxRequests: 3 },
  { label: '*:create', audience: '', duration: 5, maxRequests: 20 },
  { label: '/api/batch', audience: '', duration: 1, maxRequests: 3 },
  // The ticket rush through the functions' few addresses (pb_hooks/service.pb.js budgets each buyer,
  // each buyer's address and refused service tokens on its own). One functions process sends up to
  // about 1,000 per second (BENCHMARKS.md, the rush); twice that caps what one address without the
  // service token can push into the route's handler, each answered from memory (docs/security.md).
  { label: 'POST /api/mi/service/pide-entrada', audience: '@guest', duration: 1, maxRequests: 2000 },
  { label: '/api/', audience: '', duration: 10, maxRequests: 300 },
] as const

export class SettingsError extends Error {}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim()
  if (!value) throw new SettingsError(`Missing ${name} (see .env.example, "PocketBase settings")`)
  return value
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new SettingsError(`${name} must be a whole number, got "${raw}"`)
  return value
}

function url(env: NodeJS.ProcessEnv, name: string): string {
  const value = required(env, name)
  try {
    return new URL(value).href.replace(/\/$/, '')
  } catch {
    throw new SettingsError(`${name} must be a URL, got "${value}"`)
  }
}

function s3FromEnv(env: NodeJS.ProcessEnv): S3Settings | null {
  if (!env.PB_BACKUPS_S3_BUCKET?.trim()) return null
  return {
    bucket: required(env, 'PB_BACKUPS_S3_BUCKET'),
    region: required(env, 'PB_BACKUPS_S3_REGION'),
    endpoint: url(env, 'PB_BACKUPS_S3_ENDPOINT'),
    accessKey: required(env, 'PB_BACKUPS_S3_ACCESS_KEY'),
    secret: required(env, 'PB_BACKUPS_S3_SECRET'),
    forcePathStyle: env.PB_BACKUPS_S3_FORCE_PATH_STYLE?.trim() === 'true',
  }
}

/** The production settings from the environment variables documented in .env.example. */
export function settingsFromEnv(env: NodeJS.ProcessEnv): PocketBaseSettings {
  const cron = env.PB_BACKUPS_CRON?.trim() ?? '0 3 * * *'
  if (cron && cron.split(/\s+/).length !== 5) throw new SettingsError(`PB_BACKUPS_CRON must be a 5-field cron expression, got "${cron}"`)
  return {
    appUrl: url(env, 'APP_URL'),
    senderAddress: required(env, 'MAIL_FROM'),
    senderName: env.MAIL_FROM_NAME?.trim() || 'Monster Invasion',
    smtpUrl: url(env, 'SMTP_URL'),
    trustedProxyHeaders: (env.PB_TRUSTED_PROXY_HEADERS ?? 'X-Forwarded-For')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean),
    backups: { cron, maxKeep: integer(env, 'PB_BACKUPS_KEEP', 14), s3: s3FromEnv(env) },
    logsMaxDays: integer(env, 'PB_LOGS_MAX_DAYS', 14),
    superuserAlerts: env.PB_SUPERUSER_ALERTS?.trim() !== 'false',
    hideControls: true,
  }
}

/** Local values for `npm start` and tests: the same settings, pointing at local services. */
export function localSettings(appUrl: string, smtpUrl: string, senderAddress: string): PocketBaseSettings {
  return {
    appUrl,
    senderAddress,
    senderName: 'Monster Invasion',
    smtpUrl,
    trustedProxyHeaders: ['X-Forwarded-For'],
    backups: { cron: '', maxKeep: 3, s3: null },
    logsMaxDays: 7,
    superuserAlerts: false,
    hideControls: false,
  }
}

function smtpSettings(smtpUrl: string) {
  const parsed = new URL(smtpUrl)
  const secure = parsed.protocol === 'smtps:'
  return {
    enabled: true,
    host: parsed.hostname,
    port: Number(parsed.port || (secure ? 465 : 25)),
    username: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    tls: secure,
    authMethod: 'PLAIN',
    localName: '',
  }
}

const s3Body = (s3: S3Settings | null) =>
  s3 ? { enabled: true, ...s3 } : { enabled: false, bucket: '', region: '', endpoint: '', accessKey: '', forcePathStyle: false }

/** The body of PATCH /api/settings for these settings (what pb:configure and doctor compare). */
export function settingsBody(settings: PocketBaseSettings) {
  return {
    meta: {
      appName: 'Monster Invasion',
      appURL: settings.appUrl,
      senderName: settings.senderName,
      senderAddress: settings.senderAddress,
      hideControls: settings.hideControls,
    },
    smtp: smtpSettings(settings.smtpUrl),
    rateLimits: { enabled: true, excludedIPs: [], rules: RATE_LIMIT_RULES.map((rule) => ({ ...rule })) },
    trustedProxy: { headers: settings.trustedProxyHeaders, useLeftmostIP: false },
    // The SPA and functions never use /api/batch: closed.
    batch: { enabled: false, maxRequests: 50, timeout: 3, maxBodySize: 0 },
    backups: { cron: settings.backups.cron, cronMaxKeep: settings.backups.maxKeep, s3: s3Body(settings.backups.s3) },
    logs: { maxDays: settings.logsMaxDays, minLevel: 0, logIP: true, logAuthId: true },
  }
}

import { deployContext, functionEnv, type DeployContext, type FunctionEnv } from './netlify-runtime.ts'
import { UnsafeConfigError, webpaySettings, type WebpayEnvironment } from './webpay-environment.ts'

/** Configuration of the functions, read from the environment and validated on first use. */
export interface ServerEnv {
  deployContext: DeployContext
  pocketbaseUrl: string
  superuserEmail: string
  superuserPassword: string
  appUrl: string
  smtpUrl: string
  mailFrom: string
  webpayEnvironment: WebpayEnvironment
  webpayCommerceCode: string
  webpayApiKey: string
  webpayBaseUrl: string
}

export class ConfigError extends Error {}

function required(source: FunctionEnv, name: keyof FunctionEnv): string {
  const value = source[name]?.trim()
  if (!value) throw new ConfigError(`Missing environment variable ${name} (see .env.example)`)
  return value
}

function url(source: FunctionEnv, name: keyof FunctionEnv, fallback?: string): string {
  const value = source[name]?.trim() || fallback
  if (!value) throw new ConfigError(`Missing environment variable ${name} (see .env.example)`)
  try {
    return new URL(value).href.replace(/\/$/, '')
  } catch {
    throw new ConfigError(`Environment variable ${name} must be a URL, got "${value}"`)
  }
}

function webpay(source: FunctionEnv, appUrl: string, deploy: DeployContext) {
  try {
    return webpaySettings(source, appUrl, url(source, 'WEBPAY_BASE_URL'), deploy)
  } catch (err) {
    if (err instanceof UnsafeConfigError) throw new ConfigError(err.message)
    throw err
  }
}

/**
 * The functions sign in to PocketBase as a service superuser. Human superusers need an e-mailed code
 * (MFA); the service account is left out of MFA by its reserved `.invalid` domain, which no mail reaches.
 */
function serviceAccountEmail(source: FunctionEnv): string {
  const email = required(source, 'PB_SUPERUSER_EMAIL')
  if (!/^[^\s@]+@[^\s@]+\.invalid$/i.test(email)) {
    throw new ConfigError(`Environment variable PB_SUPERUSER_EMAIL must be the functions' service account under the reserved .invalid domain (e.g. functions@monsterinvasion.invalid), got "${email}"`)
  }
  return email
}

/** The functions' configuration for a deploy context: checked on every call (webpay-environment.ts). */
export function parseServerEnv(source: FunctionEnv, deploy: DeployContext): ServerEnv {
  const appUrl = url(source, 'APP_URL')
  const { environment, commerceCode, apiKey, baseUrl } = webpay(source, appUrl, deploy)
  return {
    deployContext: deploy,
    pocketbaseUrl: url(source, 'POCKETBASE_URL'),
    superuserEmail: serviceAccountEmail(source),
    superuserPassword: required(source, 'PB_SUPERUSER_PASSWORD'),
    appUrl,
    smtpUrl: url(source, 'SMTP_URL'),
    mailFrom: required(source, 'MAIL_FROM'),
    webpayEnvironment: environment,
    webpayCommerceCode: commerceCode,
    webpayApiKey: apiKey,
    webpayBaseUrl: baseUrl,
  }
}

export const serverEnv = (): ServerEnv => parseServerEnv(functionEnv(), deployContext())

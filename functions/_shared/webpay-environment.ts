import tbk from 'transbank-sdk'

const { Environment, IntegrationApiKeys, IntegrationCommerceCodes } = tbk

/** Transbank's hosts (transbank-sdk `Environment`, payments.md §1.1). */
const WEBPAY_PRODUCTION_HOST: string = Environment.Production
const WEBPAY_INTEGRATION_HOST: string = Environment.Integration

const INTEGRATION_CODES = new Set<string>(Object.values(IntegrationCommerceCodes))
const INTEGRATION_KEYS = new Set<string>(Object.values(IntegrationApiKeys))
const LOCAL_HOSTS = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$/i

export type WebpayEnvironment = 'production' | 'integration'

export interface WebpaySettings {
  environment: WebpayEnvironment
  commerceCode: string
  apiKey: string
  baseUrl: string
}

export class UnsafeConfigError extends Error {}

/** A public site: https on a host that is not this machine. Its buyers pay real money. */
function isPublicAppUrl(appUrl: string): boolean {
  const url = new URL(appUrl)
  return url.protocol === 'https:' && !LOCAL_HOSTS.test(url.hostname)
}

const origin = (value: string) => new URL(value).origin

/**
 * Which Webpay the functions may use, refusing combinations that would take real cards without real
 * money (or the reverse). A public APP_URL is production unless WEBPAY_ENVIRONMENT=integration says
 * otherwise on purpose (a deploy preview or staging site, docs/deploy.md): there is no silent fallback
 * to Transbank's public integration credentials. Locally (http or localhost) unset credentials mean
 * the integration ones, which the stand-in accepts.
 */
export function webpaySettings(source: NodeJS.ProcessEnv, appUrl: string, baseUrl: string): WebpaySettings {
  const declared = source.WEBPAY_ENVIRONMENT?.trim() ?? ''
  if (declared !== '' && declared !== 'production' && declared !== 'integration') {
    throw new UnsafeConfigError(`WEBPAY_ENVIRONMENT must be "production" or "integration", got "${declared}"`)
  }
  const code = source.WEBPAY_COMMERCE_CODE?.trim() ?? ''
  const key = source.WEBPAY_API_KEY?.trim() ?? ''
  const isPublic = isPublicAppUrl(appUrl)
  const environment: WebpayEnvironment = declared === '' ? (isPublic ? 'production' : 'integration') : declared

  if (environment === 'production') {
    const site = `APP_URL ${appUrl} is a production site`
    if (!code) throw new UnsafeConfigError(`Missing WEBPAY_COMMERCE_CODE: ${site} and needs your own Webpay commerce code`)
    if (INTEGRATION_CODES.has(code)) {
      throw new UnsafeConfigError(`WEBPAY_COMMERCE_CODE is Transbank's public integration code (${code}): ${site} and needs your own`)
    }
    if (!key) throw new UnsafeConfigError(`Missing WEBPAY_API_KEY: ${site} and needs your own Webpay secret key`)
    if (INTEGRATION_KEYS.has(key)) throw new UnsafeConfigError(`WEBPAY_API_KEY is Transbank's public integration key: ${site} and needs your own`)
    if (origin(baseUrl) !== WEBPAY_PRODUCTION_HOST) {
      throw new UnsafeConfigError(`WEBPAY_BASE_URL must be ${WEBPAY_PRODUCTION_HOST} for production (${site}), got ${baseUrl}`)
    }
    return { environment, commerceCode: code, apiKey: key, baseUrl }
  }

  // Integration: never the production host, and never a real commerce code on a test environment.
  if (origin(baseUrl) === WEBPAY_PRODUCTION_HOST) {
    throw new UnsafeConfigError(`WEBPAY_BASE_URL is Webpay's production host but WEBPAY_ENVIRONMENT is integration: use ${WEBPAY_INTEGRATION_HOST}`)
  }
  if (isPublic && origin(baseUrl) !== WEBPAY_INTEGRATION_HOST) {
    throw new UnsafeConfigError(`WEBPAY_BASE_URL must be ${WEBPAY_INTEGRATION_HOST} on a public staging site, got ${baseUrl}`)
  }
  if (code && !INTEGRATION_CODES.has(code)) {
    throw new UnsafeConfigError(`WEBPAY_COMMERCE_CODE ${code} is not an integration code but WEBPAY_ENVIRONMENT is integration`)
  }
  return {
    environment,
    commerceCode: code || IntegrationCommerceCodes.WEBPAY_PLUS,
    apiKey: key || IntegrationApiKeys.WEBPAY,
    baseUrl,
  }
}

import tbk from 'transbank-sdk'
import type { DeployContext } from './netlify-runtime.ts'

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
const isLoopback = (value: string) => LOCAL_HOSTS.test(new URL(value).hostname)

export interface WebpayVariables {
  WEBPAY_ENVIRONMENT?: string
  WEBPAY_COMMERCE_CODE?: string
  WEBPAY_API_KEY?: string
}

/**
 * Which Webpay the functions may use, from the deploy context Netlify gives the invocation
 * (`context.deploy.context`), never from a variable or the look of APP_URL: the production deploy
 * takes real cards with the site's own commerce code and key on Transbank's production host, and
 * every other deploy uses Transbank's integration environment. WEBPAY_ENVIRONMENT, which used to
 * choose, is refused when it disagrees, so a forgotten `integration` on production stops the site
 * instead of taking test payments.
 */
export function webpaySettings(source: WebpayVariables, appUrl: string, baseUrl: string, deploy: DeployContext): WebpaySettings {
  const environment: WebpayEnvironment = deploy === 'production' ? 'production' : 'integration'
  const declared = source.WEBPAY_ENVIRONMENT?.trim() ?? ''
  if (declared !== '' && declared !== environment) {
    throw new UnsafeConfigError(`WEBPAY_ENVIRONMENT is "${declared}" but this is the ${deploy} deploy, which uses Webpay ${environment}: the deploy context decides, remove WEBPAY_ENVIRONMENT`)
  }
  const code = source.WEBPAY_COMMERCE_CODE?.trim() ?? ''
  const key = source.WEBPAY_API_KEY?.trim() ?? ''

  if (environment === 'production') {
    const site = 'the production deploy takes real payments'
    if (!isPublicAppUrl(appUrl)) throw new UnsafeConfigError(`APP_URL must be the site's public https address on the production deploy, got ${appUrl}`)
    if (!code) throw new UnsafeConfigError(`Missing WEBPAY_COMMERCE_CODE: ${site} and needs your own Webpay commerce code`)
    if (INTEGRATION_CODES.has(code)) {
      throw new UnsafeConfigError(`WEBPAY_COMMERCE_CODE is Transbank's public integration code (${code}): ${site} and needs your own`)
    }
    if (!key) throw new UnsafeConfigError(`Missing WEBPAY_API_KEY: ${site} and needs your own Webpay secret key`)
    if (INTEGRATION_KEYS.has(key)) throw new UnsafeConfigError(`WEBPAY_API_KEY is Transbank's public integration key: ${site} and needs your own`)
    if (origin(baseUrl) !== WEBPAY_PRODUCTION_HOST) {
      throw new UnsafeConfigError(`WEBPAY_BASE_URL must be ${WEBPAY_PRODUCTION_HOST} on the production deploy, got ${baseUrl}`)
    }
    return { environment, commerceCode: code, apiKey: key, baseUrl }
  }

  // Integration: Transbank's integration host, or a stand-in on this machine under `netlify dev`.
  if (origin(baseUrl) !== WEBPAY_INTEGRATION_HOST && !(deploy === 'dev' && isLoopback(baseUrl))) {
    throw new UnsafeConfigError(`WEBPAY_BASE_URL must be ${WEBPAY_INTEGRATION_HOST} on a ${deploy} deploy (Webpay integration), got ${baseUrl}`)
  }
  if (code && !INTEGRATION_CODES.has(code)) {
    throw new UnsafeConfigError(`WEBPAY_COMMERCE_CODE ${code} is not an integration code, and a ${deploy} deploy uses Webpay integration: real cards are taken only on the production deploy`)
  }
  return {
    environment,
    commerceCode: code || IntegrationCommerceCodes.WEBPAY_PLUS,
    apiKey: key || IntegrationApiKeys.WEBPAY,
    baseUrl,
  }
}

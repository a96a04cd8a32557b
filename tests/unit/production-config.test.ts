import { describe, expect, it } from 'vitest'
import { ConfigError, parseServerEnv } from '../../functions/_shared/env.ts'

const REAL_CODE = '597012345678'
const REAL_KEY = 'a'.repeat(64)
const base = {
  POCKETBASE_URL: 'https://api.monsterinvasion.cl',
  PB_SUPERUSER_EMAIL: 'functions@monsterinvasion.invalid',
  PB_SUPERUSER_PASSWORD: 'a-long-service-password',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.org:465',
  MAIL_FROM: 'entradas@monsterinvasion.cl',
}
const production = {
  ...base,
  APP_URL: 'https://monsterinvasion.cl',
  WEBPAY_COMMERCE_CODE: REAL_CODE,
  WEBPAY_API_KEY: REAL_KEY,
  WEBPAY_BASE_URL: 'https://webpay3g.transbank.cl',
}

const failure = (env: NodeJS.ProcessEnv) => {
  try {
    parseServerEnv(env)
  } catch (err) {
    if (err instanceof ConfigError) return err.message
    throw err
  }
  return null
}

describe('functions refuse unsafe Webpay configuration on a production APP_URL', () => {
  it('accepts a production site with its own credentials on the production host', () => {
    const env = parseServerEnv(production)
    expect(env).toMatchObject({ webpayEnvironment: 'production', webpayCommerceCode: REAL_CODE, webpayApiKey: REAL_KEY })
  })

  it.each([
    ['an unset commerce code', { WEBPAY_COMMERCE_CODE: '' }, /Missing WEBPAY_COMMERCE_CODE/],
    ['an unset API key', { WEBPAY_API_KEY: undefined }, /Missing WEBPAY_API_KEY/],
    ["Transbank's integration commerce code", { WEBPAY_COMMERCE_CODE: '597055555532' }, /WEBPAY_COMMERCE_CODE is Transbank's public integration code/],
    ["Transbank's integration API key", { WEBPAY_API_KEY: '579B532A7440BB0C9079DED94D31EA1615BACEB56610332264630D42D0A36B1C' }, /WEBPAY_API_KEY is Transbank's public integration key/],
    ['the integration host', { WEBPAY_BASE_URL: 'https://webpay3gint.transbank.cl' }, /WEBPAY_BASE_URL must be https:\/\/webpay3g\.transbank\.cl/],
    ['a local stand-in', { WEBPAY_BASE_URL: 'http://127.0.0.1:8091' }, /WEBPAY_BASE_URL must be/],
    ['a misspelt environment', { WEBPAY_ENVIRONMENT: 'prod' }, /WEBPAY_ENVIRONMENT must be "production" or "integration"/],
  ])('names the wrong variable for %s', (_name, change, message) => {
    expect(failure({ ...production, ...change })).toMatch(message)
  })

  it('never falls back to the integration credentials when they are unset on a public site', () => {
    expect(failure({ ...production, WEBPAY_COMMERCE_CODE: undefined, WEBPAY_API_KEY: undefined })).toMatch(/Missing WEBPAY_COMMERCE_CODE/)
  })
})

describe('a staging site declares the integration environment on purpose', () => {
  const staging = {
    ...base,
    APP_URL: 'https://deploy-preview-7--monsterinvasion.netlify.app',
    WEBPAY_ENVIRONMENT: 'integration',
    WEBPAY_BASE_URL: 'https://webpay3gint.transbank.cl',
  }

  it('uses the public integration credentials on the integration host', () => {
    expect(parseServerEnv(staging)).toMatchObject({ webpayEnvironment: 'integration', webpayCommerceCode: '597055555532' })
  })

  it('refuses the production host or a real commerce code while declaring integration', () => {
    expect(failure({ ...staging, WEBPAY_BASE_URL: 'https://webpay3g.transbank.cl' })).toMatch(/production host but WEBPAY_ENVIRONMENT is integration/)
    expect(failure({ ...staging, WEBPAY_COMMERCE_CODE: REAL_CODE })).toMatch(/is not an integration code/)
  })
})

describe('locally (http or localhost) the stand-in works without credentials', () => {
  it.each(['http://localhost:5173', 'http://127.0.0.1:4173', 'https://localhost:5173'])('APP_URL %s uses the integration credentials', (appUrl) => {
    const env = parseServerEnv({ ...base, APP_URL: appUrl, WEBPAY_BASE_URL: 'http://127.0.0.1:8091' })
    expect(env).toMatchObject({ webpayEnvironment: 'integration', webpayApiKey: '579B532A7440BB0C9079DED94D31EA1615BACEB56610332264630D42D0A36B1C' })
  })
})

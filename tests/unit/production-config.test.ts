import { describe, expect, it } from 'vitest'
import { ConfigError, parseServerEnv } from '../../functions/_shared/env.ts'
import { deployContextOf, type DeployContext, type FunctionEnv } from '../../functions/_shared/netlify-runtime.ts'

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

const INTEGRATION_KEY = '579B532A7440BB0C9079DED94D31EA1615BACEB56610332264630D42D0A36B1C'

const failure = (env: FunctionEnv, deploy: DeployContext = 'production') => {
  try {
    parseServerEnv(env, deploy)
  } catch (err) {
    if (err instanceof ConfigError) return err.message
    throw err
  }
  return null
}

describe("the production deploy (Netlify's context.deploy.context) takes real payments only", () => {
  it('accepts its own credentials on the production host', () => {
    const env = parseServerEnv(production, 'production')
    expect(env).toMatchObject({ webpayEnvironment: 'production', webpayCommerceCode: REAL_CODE, webpayApiKey: REAL_KEY })
  })

  it.each<[string, FunctionEnv, RegExp]>([
    ['an unset commerce code', { WEBPAY_COMMERCE_CODE: '' }, /Missing WEBPAY_COMMERCE_CODE/],
    ['an unset API key', { WEBPAY_API_KEY: undefined }, /Missing WEBPAY_API_KEY/],
    ["Transbank's integration commerce code", { WEBPAY_COMMERCE_CODE: '597055555532' }, /WEBPAY_COMMERCE_CODE is Transbank's public integration code/],
    ["Transbank's integration API key", { WEBPAY_API_KEY: INTEGRATION_KEY }, /WEBPAY_API_KEY is Transbank's public integration key/],
    ['the integration host', { WEBPAY_BASE_URL: 'https://webpay3gint.transbank.cl' }, /WEBPAY_BASE_URL must be https:\/\/webpay3g\.transbank\.cl/],
    ['a local stand-in', { WEBPAY_BASE_URL: 'http://127.0.0.1:8091' }, /WEBPAY_BASE_URL must be/],
    ['WEBPAY_ENVIRONMENT=integration left on', { WEBPAY_ENVIRONMENT: 'integration' }, /WEBPAY_ENVIRONMENT is "integration" but this is the production deploy/],
    ['a misspelt WEBPAY_ENVIRONMENT', { WEBPAY_ENVIRONMENT: 'prod' }, /WEBPAY_ENVIRONMENT is "prod"/],
    ['an http:// APP_URL', { APP_URL: 'http://monsterinvasion.cl' }, /APP_URL must be the site's public https address/],
    ['a localhost APP_URL', { APP_URL: 'https://localhost:5173' }, /APP_URL must be the site's public https address/],
  ])('names the wrong variable for %s', (_name, change, message) => {
    expect(failure({ ...production, ...change })).toMatch(message)
  })

  it('never falls back to the integration credentials when they are unset', () => {
    expect(failure({ ...production, WEBPAY_COMMERCE_CODE: undefined, WEBPAY_API_KEY: undefined })).toMatch(/Missing WEBPAY_COMMERCE_CODE/)
  })

  it('accepts WEBPAY_ENVIRONMENT=production, which agrees with the context', () => {
    expect(failure({ ...production, WEBPAY_ENVIRONMENT: 'production' })).toBeNull()
  })
})

describe.each<DeployContext>(['deploy-preview', 'branch-deploy'])('a %s uses Webpay integration, whatever APP_URL and the variables say', (deploy) => {
  const preview = { ...base, APP_URL: 'https://deploy-preview-7--monsterinvasion.netlify.app', WEBPAY_BASE_URL: 'https://webpay3gint.transbank.cl' }

  it("uses Transbank's public integration credentials on the integration host", () => {
    expect(parseServerEnv(preview, deploy)).toMatchObject({ webpayEnvironment: 'integration', webpayCommerceCode: '597055555532', webpayApiKey: INTEGRATION_KEY })
  })

  it('refuses the production host, a real commerce code, a local stand-in and WEBPAY_ENVIRONMENT=production', () => {
    expect(failure({ ...preview, WEBPAY_BASE_URL: 'https://webpay3g.transbank.cl' }, deploy)).toMatch(/WEBPAY_BASE_URL must be https:\/\/webpay3gint\.transbank\.cl/)
    expect(failure({ ...preview, WEBPAY_COMMERCE_CODE: REAL_CODE }, deploy)).toMatch(/is not an integration code/)
    expect(failure({ ...preview, WEBPAY_BASE_URL: 'http://127.0.0.1:8091' }, deploy)).toMatch(/WEBPAY_BASE_URL must be/)
    expect(failure({ ...preview, WEBPAY_ENVIRONMENT: 'production' }, deploy)).toMatch(new RegExp(`WEBPAY_ENVIRONMENT is "production" but this is the ${deploy} deploy`))
  })

  it("a production site's APP_URL does not make it production", () => {
    expect(parseServerEnv({ ...preview, APP_URL: 'https://monsterinvasion.cl' }, deploy).webpayEnvironment).toBe('integration')
  })
})

describe('the dev context (netlify dev, npm start, the tests) may use a stand-in on this machine', () => {
  it.each(['http://localhost:5173', 'http://127.0.0.1:4173', 'https://monsterinvasion.cl'])('APP_URL %s uses the integration credentials', (appUrl) => {
    const env = parseServerEnv({ ...base, APP_URL: appUrl, WEBPAY_BASE_URL: 'http://127.0.0.1:8091' }, 'dev')
    expect(env).toMatchObject({ webpayEnvironment: 'integration', webpayApiKey: INTEGRATION_KEY })
  })

  it("but never Webpay's production host", () => {
    expect(failure({ ...base, APP_URL: 'http://localhost:5173', WEBPAY_BASE_URL: 'https://webpay3g.transbank.cl' }, 'dev')).toMatch(/WEBPAY_BASE_URL must be/)
  })
})

describe('a deploy context Netlify does not name, or none at all, is production', () => {
  it.each([undefined, { deploy: { context: 'staging', id: 'x', published: true } }, { deploy: { context: '', id: 'x', published: true } }])('%o', (context) => {
    expect(deployContextOf(context)).toBe('production')
  })

  it.each<DeployContext>(['dev', 'deploy-preview', 'branch-deploy', 'production'])('names %s as itself', (name) => {
    expect(deployContextOf({ deploy: { context: name, id: 'x', published: true } })).toBe(name)
  })
})

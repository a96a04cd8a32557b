import { afterEach, describe, expect, it, vi } from 'vitest'
import updatetokenentregada from '../../functions/updatetokenentregada.mts'
import pideentrada from '../../functions/pideentrada.mts'
import { invokeFunction, type NetlifyFunction } from '../../scripts/lib/netlify-functions-runtime.ts'
import type { DeployContext } from '../../functions/_shared/netlify-runtime.ts'
import { createUser } from './support/pocketbase.ts'

const INTEGRATION_CODE = '597055555532'
const INTEGRATION_KEY = '579B532A7440BB0C9079DED94D31EA1615BACEB56610332264630D42D0A36B1C'
const OWN = { WEBPAY_COMMERCE_CODE: '597012345678', WEBPAY_API_KEY: 'k'.repeat(64) }
const PRODUCTION = { APP_URL: 'https://monsterinvasion.example', WEBPAY_BASE_URL: 'https://webpay3g.transbank.cl', WEBPAY_COMMERCE_CODE: '', WEBPAY_API_KEY: '' }
const KEYS = ['APP_URL', 'WEBPAY_BASE_URL', 'WEBPAY_COMMERCE_CODE', 'WEBPAY_API_KEY', 'WEBPAY_ENVIRONMENT'] as const
const saved = Object.fromEntries(KEYS.map((key) => [key, Netlify.env.get(key)]))

const post = (handler: NetlifyFunction, token: string, body: unknown, deployContext: DeployContext) =>
  invokeFunction(
    handler,
    new Request('https://monsterinvasion.example/.netlify/functions/x', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    { deployContext },
  )

describe("functions refuse a Webpay setup that does not fit the deploy context Netlify hands them", () => {
  afterEach(() => {
    for (const key of KEYS) {
      const value = saved[key]
      if (value === undefined) Netlify.env.delete(key)
      else Netlify.env.set(key, value)
    }
    vi.restoreAllMocks()
  })

  it.each<[string, DeployContext, Record<string, string>, string]>([
    ['production with unset credentials', 'production', {}, 'Missing WEBPAY_COMMERCE_CODE'],
    ["production with Transbank's integration credentials", 'production', { WEBPAY_COMMERCE_CODE: INTEGRATION_CODE, WEBPAY_API_KEY: INTEGRATION_KEY }, "WEBPAY_COMMERCE_CODE is Transbank's public integration code"],
    ['production on the integration host', 'production', { ...OWN, WEBPAY_BASE_URL: 'https://webpay3gint.transbank.cl' }, 'WEBPAY_BASE_URL must be https://webpay3g.transbank.cl'],
    ['production with an http:// APP_URL', 'production', { ...OWN, APP_URL: 'http://monsterinvasion.example' }, "APP_URL must be the site's public https address"],
    ['production with WEBPAY_ENVIRONMENT=integration left on', 'production', { ...OWN, WEBPAY_ENVIRONMENT: 'integration' }, 'WEBPAY_ENVIRONMENT is "integration" but this is the production deploy'],
    ['a deploy preview with a real commerce code', 'deploy-preview', { ...OWN, WEBPAY_BASE_URL: 'https://webpay3gint.transbank.cl' }, 'is not an integration code'],
    ["a deploy preview on Webpay's production host", 'deploy-preview', { WEBPAY_BASE_URL: 'https://webpay3g.transbank.cl' }, 'WEBPAY_BASE_URL must be https://webpay3gint.transbank.cl on a deploy-preview deploy'],
  ])('%s: every function answers 500 and logs which variable is wrong, before doing anything', async (_name, deployContext, webpay, logged) => {
    const user = await createUser()
    for (const [key, value] of Object.entries({ ...PRODUCTION, ...webpay })) Netlify.env.set(key, value)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const calls: [NetlifyFunction, unknown][] = [
      [updatetokenentregada, { EntradasEntregadasID: 'a'.repeat(15) }],
      [pideentrada, { userid: user.id, entradaid: 'a'.repeat(15) }],
    ]
    for (const [handler, body] of calls) {
      const res = await post(handler, user.pb.authStore.token, body, deployContext)
      expect(res.status).toBe(500)
      expect(await res.json()).toEqual({ error: 'Something went wrong while processing your request.' })
    }
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([expect.stringContaining(logged), expect.stringContaining(logged)])
  })

  it('the same production variables work on a deploy preview only as Transbank integration: the context decides, not APP_URL', async () => {
    const user = await createUser()
    for (const [key, value] of Object.entries({ ...PRODUCTION, WEBPAY_BASE_URL: 'https://webpay3gint.transbank.cl' })) Netlify.env.set(key, value)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // A foreign ticket id: the function gets past its configuration and refuses the ticket itself.
    const res = await post(updatetokenentregada, user.pb.authStore.token, { EntradasEntregadasID: 'a'.repeat(15) }, 'deploy-preview')
    expect(res.status).toBe(404)
    expect(errors).not.toHaveBeenCalled()
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import updatetokenentregada from '../../functions/updatetokenentregada.mts'
import pideentrada from '../../functions/pideentrada.mts'
import { createUser } from './support/pocketbase.ts'

const INTEGRATION_CODE = '597055555532'
const INTEGRATION_KEY = '579B532A7440BB0C9079DED94D31EA1615BACEB56610332264630D42D0A36B1C'
const saved = { ...process.env }

const post = (handler: (req: Request) => Promise<Response>, token: string, body: unknown) =>
  handler(
    new Request('https://monsterinvasion.example/.netlify/functions/x', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  )

describe('functions on a production APP_URL refuse the Webpay integration setup', () => {
  afterEach(() => {
    for (const key of ['APP_URL', 'WEBPAY_BASE_URL', 'WEBPAY_COMMERCE_CODE', 'WEBPAY_API_KEY', 'WEBPAY_ENVIRONMENT']) {
      if (saved[key] === undefined) delete process.env[key]
      else process.env[key] = saved[key]
    }
    vi.restoreAllMocks()
  })

  it.each([
    ['unset credentials', {}, 'Missing WEBPAY_COMMERCE_CODE'],
    ["Transbank's integration credentials", { WEBPAY_COMMERCE_CODE: INTEGRATION_CODE, WEBPAY_API_KEY: INTEGRATION_KEY }, 'WEBPAY_COMMERCE_CODE is Transbank\'s public integration code'],
    ['the integration host', { WEBPAY_COMMERCE_CODE: '597012345678', WEBPAY_API_KEY: 'k'.repeat(64), WEBPAY_BASE_URL: 'https://webpay3gint.transbank.cl' }, 'WEBPAY_BASE_URL must be https://webpay3g.transbank.cl'],
  ])('with %s: every function answers 500 and logs which variable is wrong, before doing anything', async (_name, webpay, logged) => {
    const user = await createUser()
    Object.assign(process.env, { APP_URL: 'https://monsterinvasion.example', WEBPAY_BASE_URL: 'https://webpay3g.transbank.cl', WEBPAY_COMMERCE_CODE: '', WEBPAY_API_KEY: '', ...webpay })
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const calls: [typeof pideentrada, unknown][] = [
      [updatetokenentregada, { EntradasEntregadasID: 'a'.repeat(15) }],
      [pideentrada, { userid: user.id, entradaid: 'a'.repeat(15) }],
    ]
    for (const [handler, body] of calls) {
      const res = await post(handler, user.pb.authStore.token, body)
      expect(res.status).toBe(500)
      expect(await res.json()).toEqual({ error: 'Something went wrong while processing your request.' })
    }
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([expect.stringContaining(logged), expect.stringContaining(logged)])
  })
})

import { describe, expect, it } from 'vitest'
import webpayreturn from '../../functions/webpayreturn.mts'
import { invokeFunction } from '../../scripts/lib/netlify-functions-runtime.ts'
import { RETURN_FORM_MAX_BYTES } from '../../src/domain/input-limits.ts'

// webpayreturn takes a POST from anyone: its form is bounded before it is parsed (docs/security.md).
describe("Webpay's return form (no account needed)", () => {
  const post = (body: string, type = 'application/x-www-form-urlencoded') =>
    invokeFunction(webpayreturn, new Request('http://localhost:5173/.netlify/functions/webpayreturn', { method: 'POST', headers: { 'content-type': type }, body }))
  const token = 'e'.repeat(64)

  it('passes a real abort form on to the SPA', async () => {
    const res = await post(`TBK_TOKEN=${token}&TBK_ORDEN_COMPRA=Paw27a0001&TBK_ID_SESION=u1`)
    expect(res.status).toBe(303)
    expect(new URL(res.headers.get('location') ?? '').searchParams.get('TBK_TOKEN')).toBe(token)
  })

  it(`reads no more than ${RETURN_FORM_MAX_BYTES} bytes: a longer form, or a multipart one, carries no parameters`, async () => {
    for (const res of [await post(`TBK_TOKEN=${token}&pad=${'x'.repeat(RETURN_FORM_MAX_BYTES)}`), await post(`TBK_TOKEN=${token}`, 'multipart/form-data; boundary=x')]) {
      expect(res.status).toBe(303)
      expect([...new URL(res.headers.get('location') ?? '').searchParams.keys()]).toEqual([])
    }
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import updatetokenentregada from '../../functions/updatetokenentregada.mts'
import confirm from '../../functions/confirm.mts'
import { serverEnv } from '../../functions/_shared/env.ts'
import { createUser } from './support/pocketbase.ts'
import { callFn, issueTicket, payWithCard, setUpPaymentServices, VISA } from './support/payments.ts'

/**
 * The round trips between the functions and PocketBase for the payment return (docs/architecture.md,
 * "Hops"): the SDK sends every request through the global fetch, so counting it during the call
 * counts the hops. The bound keeps a later change from quietly adding round trips to the busiest call.
 */
const services = setUpPaymentServices()
afterEach(() => vi.restoreAllMocks())

function countPocketBaseRequests(): () => number {
  const base = serverEnv().pocketbaseUrl
  const real = globalThis.fetch
  let count = 0
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (url.startsWith(base)) count += 1
    return real(input, init)
  })
  return () => count
}

describe('hops of the payment return', () => {
  it('the return is one browser call that reaches PocketBase at most 17 times (commit, finalize and mail included)', async () => {
    const buyer = await createUser()
    const ticket = await issueTicket(buyer.id)
    const started = await callFn(updatetokenentregada, { EntradasEntregadasID: ticket.id }, buyer.pb.authStore.token)
    const { token, url } = started.body as { token: string; url: string }
    await payWithCard(services.standIn, url, token, VISA)

    const hops = countPocketBaseRequests()
    const answer = await callFn(confirm, { token }, buyer.pb.authStore.token)
    expect(answer.body).toMatchObject({ completion: { ticket: 'issued', mailed: true } })
    console.info(`payment return: 1 browser call, ${hops()} PocketBase requests, ${services.standIn.controls.transaction(token)?.commits} Webpay commit`)
    expect(hops()).toBeLessThanOrEqual(17)
  })
})

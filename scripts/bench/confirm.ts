import type PocketBase from 'pocketbase'
import { TEST_BANK_PASSWORD, TEST_RUT } from '../lib/webpay-standin.ts'
import type { BenchUser } from './fixtures.ts'
import { pool, postJson, summarise, type LatencySummary } from './load.ts'

export interface ConfirmResult {
  transactions: number
  confirm: LatencySummary
  /** Confirm answers that were not {paid: true}. */
  notPaid: number
}

const VISA = { number: '4051 8856 0044 6623', cvv: '123' }

const formPost = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  })

let orderSequence = 0
/** Order ids far above the approval counter's range (valid Webpay buy orders, 26 characters). */
const orderId = () => `Paw25a8${String(Date.now()).slice(-10)}${String(orderSequence++).padStart(9, '0')}`

/** A granted ticket paid with VISA on the stand-in's pages, up to the moment the buyer comes back. */
async function paidTransaction(admin: PocketBase, functionsUrl: string, standInUrl: string, user: BenchUser, entradaId: string): Promise<string> {
  const ticket = await admin.collection('EntradasEntregadas').create({
    user: user.id,
    tipo: entradaId,
    nombre: 'Persona de Prueba',
    token: '1',
    orderID: orderId(),
    monto: 45000,
    estado: 'creada',
    correoEnviado: 'si',
    correoEnviado2: 'no',
  })
  const started = await postJson(`${functionsUrl}/.netlify/functions/updatetokenentregada`, { EntradasEntregadasID: ticket.id }, user.token)
  if (started.status !== 200) throw new Error(`updatetokenentregada answered ${started.status}: ${started.body}`)
  const { token, url } = JSON.parse(started.body) as { token: string; url: string }
  const form = await (await formPost(url, { token_ws: token })).text()
  if (!form.includes('card-form')) throw new Error('the stand-in did not show its card form')
  const bank = await (await formPost(`${standInUrl}/webpayserver/card`, { token_ws: token, card_number: VISA.number, cvv: VISA.cvv, action: 'pay' })).text()
  if (!bank.includes('bank-form')) throw new Error('the stand-in did not show its bank step')
  const done = await formPost(`${standInUrl}/webpayserver/bank`, { token_ws: token, rut: TEST_RUT, password: TEST_BANK_PASSWORD, action: 'accept' })
  if (done.status !== 303) throw new Error(`the stand-in's bank step answered ${done.status}, not a 303 back to the shop`)
  return token
}

/** (c) The buyer's `confirm` call after paying (it commits the transaction with the stand-in), timed one at a time. */
export async function confirmLatency(options: {
  admin: PocketBase
  functionsUrl: string
  standInUrl: string
  users: readonly BenchUser[]
  entradaId: string
}): Promise<ConfirmResult> {
  const { admin, functionsUrl, standInUrl, users, entradaId } = options
  const prepared = await pool(users.length, 8, (i) => paidTransaction(admin, functionsUrl, standInUrl, users[i] as BenchUser, entradaId))
  const url = `${functionsUrl}/.netlify/functions/confirm`
  const run = await pool(users.length, 1, (i) => postJson(url, { token: prepared.results[i] }, (users[i] as BenchUser).token))
  const notPaid = run.results.filter((s) => {
    try {
      return (JSON.parse(s.body) as { paid?: unknown } | null)?.paid !== true
    } catch {
      return true
    }
  }).length
  return { transactions: users.length, confirm: summarise(run.results, run.wallMs), notPaid }
}

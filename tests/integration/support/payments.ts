import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { SmtpSink } from '../../../scripts/lib/smtp-sink.ts'
import { ClientResponseError, type RecordModel } from 'pocketbase'
import { startWebpayStandIn, TEST_BANK_PASSWORD, TEST_RUT, type WebpayStandIn, type WebpayStandInOptions } from '../../../scripts/lib/webpay-standin.ts'
import { freePort } from '../../../scripts/lib/ports.ts'
import { invokeFunction, type NetlifyFunction as Handler } from '../../../scripts/lib/netlify-functions-runtime.ts'
import { editionPrefix, startMailbox, superuser } from './pocketbase.ts'


export const VISA = { number: '4051 8856 0044 6623', cvv: '123' }
export const MASTERCARD = { number: '5186 0595 5959 0568', cvv: '123' }
/** Redcompra debit (payment_type_code VD) and Prepago VISA (VP): no CVV for debit, as on Webpay's form. */
export const DEBIT = { number: '4051 8842 3993 7763', cvv: '' }
export const PREPAID = { number: '4051 8860 0005 6590', cvv: '123' }

/** A stand-in on a free port, with the functions pointed at it. */
export async function startStandIn(options: Omit<WebpayStandInOptions, 'port'> = {}): Promise<WebpayStandIn> {
  const standIn = await startWebpayStandIn({ port: await freePort(), ...options })
  Netlify.env.set('WEBPAY_BASE_URL', standIn.url)
  return standIn
}

export interface PaymentServices {
  readonly standIn: WebpayStandIn
  readonly sink: SmtpSink
}

/** A mailbox and a Webpay stand-in for the current test file, healthy again before each test. */
export function setUpPaymentServices(): PaymentServices {
  let standIn: WebpayStandIn | null = null
  let sink: SmtpSink | null = null
  beforeAll(async () => {
    sink = await startMailbox()
    standIn = await startStandIn()
  })
  afterAll(async () => {
    await standIn?.stop()
    await sink?.stop()
  })
  beforeEach(() => {
    standIn?.controls.setDown(false)
    standIn?.controls.setAnswerLost(false)
    standIn?.controls.setHanging(false)
    standIn?.controls.setNullificationFailure(null)
    standIn?.controls.setAbortReturnMethod('POST')
    standIn?.controls.setReportedAmount(null)
    standIn?.controls.setDebitNullification('refused')
    sink?.setFailing(false)
    sink?.setAnswerDelay(0)
  })
  const started = <T>(value: T | null): T => {
    if (!value) throw new Error('payment services are started in beforeAll')
    return value
  }
  return {
    get standIn() {
      return started(standIn)
    },
    get sink() {
      return started(sink)
    },
  }
}

/** Calls a function's default export the way Netlify does. */
export async function callFn(handler: Handler, body: unknown, token?: string): Promise<{ status: number; body: unknown }> {
  const res = await invokeFunction(
    handler,
    new Request('http://localhost:5173/.netlify/functions/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }),
  )
  return { status: res.status, body: await res.json().catch(() => undefined) }
}

async function findOrCreateType(admin: PocketBase, tipo: string, price: number): Promise<RecordModel> {
  try {
    return await admin.collection('Entradas').getFirstListItem(admin.filter('Tipo = {:tipo}', { tipo }))
  } catch (err) {
    if (!(err instanceof ClientResponseError && err.status === 404)) throw err
    return admin.collection('Entradas').create({ Tipo: tipo, ValorCLP: price, Estado: 'disponible', Nombre: `Tipo ${tipo}`, NombreIngles: `Type ${tipo}` })
  }
}

export const ticketType = async (tipo: string, price: number) => findOrCreateType(await superuser(), tipo, price)

let orderCounter = 0
/** A unique order id far above anything the approval counter hands out in tests. */
export const testOrderId = () => `${editionPrefix()}9${String(Date.now()).slice(-10)}${String(orderCounter++).padStart(9, '0')}`

/** An issued (granted, unpaid) ticket created directly as superuser, as the approval would. */
export async function issueTicket(userId: string, options: { tipo?: string; price?: number; monto?: number } = {}): Promise<RecordModel> {
  const admin = await superuser()
  const type = await findOrCreateType(admin, options.tipo ?? 'B1', options.price ?? 45000)
  return admin.collection('EntradasEntregadas').create({
    user: userId,
    tipo: type.id,
    nombre: 'Test Buyer',
    token: '1',
    orderID: testOrderId(),
    monto: options.monto ?? type.ValorCLP,
    estado: 'creada',
    correoEnviado: 'si',
    correoEnviado2: 'no',
  })
}

const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')

/** Reads the first form with this id from an HTML page: method, action and hidden fields. */
export function readForm(html: string, id: string): { method: string; action: string; fields: Record<string, string> } {
  const match = new RegExp(`<form id="${id}" method="(\\w+)" action="([^"]*)">([\\s\\S]*?)</form>`).exec(html)
  if (!match) throw new Error(`form #${id} not found in:\n${html.slice(0, 2000)}`)
  const fields: Record<string, string> = {}
  for (const input of (match[3] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[unescape(input[1] ?? '')] = unescape(input[2] ?? '')
  }
  return { method: (match[1] ?? '').toUpperCase(), action: unescape(match[2] ?? ''), fields }
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
})

/** The browser reaching Webpay's form with the token (as the pay block's form post does). */
export async function openForm(url: string, token: string): Promise<string> {
  const res = await fetch(url, form({ token_ws: token }))
  return res.text()
}

/**
 * Pays on the stand-in's pages like a buyer: card form, then the emisor step. Returns the address
 * Webpay sends the browser back to (GET return_url?token_ws=…).
 */
export async function payWithCard(
  standIn: WebpayStandIn,
  url: string,
  token: string,
  card: { number: string; cvv: string },
  bank: 'accept' | 'reject' = 'accept',
): Promise<string> {
  const formPage = await openForm(url, token)
  if (!formPage.includes('card-form')) throw new Error(`no card form:\n${formPage.slice(0, 1500)}`)
  const bankPage = await (await fetch(`${standIn.url}/webpayserver/card`, form({ token_ws: token, card_number: card.number, cvv: card.cvv, action: 'pay' }))).text()
  if (!bankPage.includes('bank-form')) throw new Error(`no bank form:\n${bankPage.slice(0, 1500)}`)
  const done = await fetch(`${standIn.url}/webpayserver/bank`, form({ token_ws: token, rut: TEST_RUT, password: TEST_BANK_PASSWORD, action: bank }))
  if (done.status !== 303) throw new Error(`expected a 303 back to the shop, got ${done.status}`)
  return done.headers.get('location') ?? ''
}

/** Follows an auto-submitted return form into a function handler (Webpay's POST returns). */
export function postReturnForm(handler: Handler, page: string): Promise<Response> {
  const { method, action, fields } = readForm(page, 'tbk-return')
  if (method !== 'POST') throw new Error(`expected a POST return, got ${method}`)
  return invokeFunction(handler, new Request(action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() }))
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RecordModel } from 'pocketbase'
import updatetokenentregada from '../../functions/updatetokenentregada.mts'
import confirm from '../../functions/confirm.mts'
import webpayreturn from '../../functions/webpayreturn.mts'
import { addDays } from '../../scripts/lib/demo-editions.ts'
import { todayInChile } from '../../src/domain/chile-time.ts'
import { saleClosesAt, type Edition } from '../../src/domain/edition.ts'
import { invokeFunction } from '../../scripts/lib/netlify-functions-runtime.ts'
import { createModerator, errorOf, superuser, type TestAccount } from './support/pocketbase.ts'
import { callFn, issueTicket, payWithCard, setUpPaymentServices, VISA } from './support/payments.ts'
import { createBuyer, ensureType, openRequests, pide } from './support/queue-fixtures.ts'
import { seededCurrentEdition } from '../support/current-edition.ts'

// Issue #38: an edition sells tickets inside its sale window (Ediciones.ventaAbre..ventaCierra, Chile
// days) and nowhere else, on the server, whatever the client sends. PocketBase's clock cannot be moved,
// so the window is moved around today's date instead: before it opens, while it is open, after it closed.
// Integration files run one at a time (vite.config.ts), so the shared server's current edition can be
// moved here and restored afterwards.

const services = setUpPaymentServices()
const today = todayInChile(new Date())
let edition: RecordModel & Edition
let original: Pick<Edition, 'ventaAbre' | 'ventaCierra'>
let moderator: TestAccount

async function setWindow(ventaAbre: string, ventaCierra: string) {
  const admin = await superuser()
  await admin.collection('Ediciones').update(edition.id, { ventaAbre, ventaCierra })
}

const approve = (requestId: string) => moderator.pb.send<RecordModel>(`/api/mi/approve/${requestId}`, { method: 'POST' })
const pay = (buyer: TestAccount, ticket: RecordModel) => callFn(updatetokenentregada, { EntradasEntregadasID: ticket.id }, buyer.pb.authStore.token)

beforeAll(async () => {
  const admin = await superuser()
  const all = await admin.collection('Ediciones').getFullList<RecordModel & Edition>({ sort: 'inicio' })
  const found = seededCurrentEdition(all, today)
  if (!('id' in found)) throw new Error('the shared server has no edition of its own')
  edition = found
  original = { ventaAbre: edition.ventaAbre, ventaCierra: edition.ventaCierra }
  expect(edition.inicio > addDays(today, 7)).toBe(true)
  moderator = await createModerator()
  await ensureType(admin, { tipo: 'B1', price: 45000, quedan: null })
})

afterAll(async () => {
  await setWindow(original.ventaAbre, original.ventaCierra)
})

describe('before the sale opens (it opens tomorrow)', () => {
  beforeAll(() => setWindow(addDays(today, 1), addDays(edition.inicio, -1)))

  it('a request is refused with saleClosed in both languages and no request is written', async () => {
    const buyer = await createBuyer()
    const type = await ensureType(await superuser(), { tipo: 'B1', price: 45000, quedan: null })
    const res = await pide({ userid: buyer.id, entradaid: type.id }, buyer.token)
    expect(res).toEqual({ status: 409, body: { error: 'La venta de entradas está cerrada. / Ticket sales are closed.', details: { code: 'saleClosed' } } })
    expect(await openRequests(await superuser(), buyer.id)).toEqual([])
  })

  it('an open request written earlier cannot be approved: saleClosed, the request stays open and no ticket is issued', async () => {
    const buyer = await createBuyer()
    const admin = await superuser()
    const type = await ensureType(admin, { tipo: 'B1', price: 45000, quedan: 5 })
    const request = await admin.collection('EntradasPedidas').create({ user: buyer.id, tipo: type.id, estado: 'creada' })
    const err = await errorOf(approve(request.id))
    expect(err.status).toBe(400)
    expect(err.response['data']).toMatchObject({ request: { code: 'saleClosed' } })
    expect((await admin.collection('EntradasPedidas').getOne(request.id))['estado']).toBe('creada')
    expect(await admin.collection('EntradasEntregadas').getFullList({ filter: admin.filter('user = {:u}', { u: buyer.id }) })).toEqual([])
    const stock = await admin.collection('EntradasQuedan').getFirstListItem(admin.filter('EntradasID = {:t}', { t: type.id }))
    expect(stock['CantidadQuedan']).toBe(5)
  })

  it('an approved ticket cannot start a payment: 409 saleClosed, no payment intent is recorded', async () => {
    const buyer = await createBuyer()
    const ticket = await issueTicket(buyer.id)
    expect(await pay(buyer, ticket)).toMatchObject({ status: 409, body: { details: { code: 'saleClosed' } } })
    const admin = await superuser()
    expect(await admin.collection('pagos').getFullList({ filter: admin.filter('ticket = {:t}', { t: ticket.id }) })).toEqual([])
  })
})

describe('while the sale is open (it closes the day after tomorrow)', () => {
  beforeAll(() => setWindow(addDays(today, -1), addDays(today, 2)))

  it('a request and its approval go through, and the payment deadline is the sale’s last instant, not 7 days on', async () => {
    const buyer = await createBuyer()
    const type = await ensureType(await superuser(), { tipo: 'B1', price: 45000, quedan: null })
    const res = await pide({ userid: buyer.id, entradaid: type.id }, buyer.token)
    expect(res).toEqual({ status: 200, body: { message: 'Entrada pedida correctamente' } })
    const [request] = await openRequests(await superuser(), buyer.id)
    const ticket = await approve(request!.id)
    const deadline = new Date(String(ticket['pagarAntes']).replace(' ', 'T')).getTime()
    expect(deadline).toBe(saleClosesAt({ ventaCierra: addDays(today, 2) }))
  })

  it('a payment started while the sale is open still completes after it closes: the money is never stranded', async () => {
    const buyer = await createBuyer()
    const ticket = await issueTicket(buyer.id)
    const started = await pay(buyer, ticket)
    expect(started.status).toBe(200)
    const { token, url } = started.body as { token: string; url: string }
    await setWindow(addDays(today, -10), addDays(today, -1))
    try {
      const back = await invokeFunction(webpayreturn, new Request(await payWithCard(services.standIn, url, token, VISA)))
      expect(back.status).toBe(303)
      const confirmed = await callFn(confirm, { token }, buyer.pb.authStore.token)
      expect(confirmed).toMatchObject({ status: 200, body: { paid: true } })
      expect((await (await superuser()).collection('EntradasEntregadas').getOne(ticket.id))['estado']).toBe('pagada')
    } finally {
      await setWindow(addDays(today, -1), addDays(today, 2))
    }
  })
})

describe('after the sale closed (yesterday was its last day)', () => {
  beforeAll(() => setWindow(addDays(today, -30), addDays(today, -1)))

  it('requests, approvals and payments are all refused with saleClosed; nothing changes', async () => {
    const admin = await superuser()
    const buyer = await createBuyer()
    const type = await ensureType(admin, { tipo: 'B1', price: 45000, quedan: null })
    expect((await pide({ userid: buyer.id, entradaid: type.id }, buyer.token)).body).toMatchObject({ details: { code: 'saleClosed' } })
    const request = await admin.collection('EntradasPedidas').create({ user: buyer.id, tipo: type.id, estado: 'creada' })
    expect((await errorOf(approve(request.id))).response['data']).toMatchObject({ request: { code: 'saleClosed' } })
    const other = await createBuyer()
    const ticket = await issueTicket(other.id)
    expect(await pay(other, ticket)).toMatchObject({ status: 409, body: { details: { code: 'saleClosed' } } })
    expect((await admin.collection('EntradasEntregadas').getOne(ticket.id))['estado']).toBe('creada')
  })
})

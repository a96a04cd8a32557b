import { beforeAll, describe, expect, it } from 'vitest'
import type PocketBase from 'pocketbase'
import { BY_ID_CHUNK, ISSUED_PAGE_SORT, OPEN_REQUESTS, OPEN_REQUESTS_SEARCH, ORDER_ID_SEARCH, OWN, PEOPLE_PAGE_SORT, PEOPLE_SEARCH, QUEUE_SORT } from '../../src/domain/query-allowlist.ts'
import { createModerator, createUser, editionPrefix, superuser, type TestAccount } from './support/pocketbase.ts'
import { ensureType } from './support/queue-fixtures.ts'
import { issuedData, legalData } from './permissions-fixtures.ts'

// /adminbann and /adminremove read a page at a time, searched on the server (src/api/admin-views.ts,
// src/api/entradas-entregadas.ts): the same filter and sort shapes, through the query allowlist.

const CROWD = 500
const HOLDERS = 45
/** People 100…129 wait in the queue. */
const WAITING = 30
const FIRST_WAITING = 100
const PER_PAGE = 20
// Letters only, so it also fits a legal name; new on every run, so other files' people never match.
const marker = `crowd${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`
const emailOf = (n: number) => `${marker}-${String(n).padStart(3, '0')}@tests.local`

let admin: PocketBase
let moderator: TestAccount
let buyer: TestAccount
const ids: string[] = []
const orderIds: string[] = []

/** Runs `make` for 0..count-1, `width` at a time (the superuser API, no batch endpoint). */
async function inWaves<T>(count: number, width: number, make: (n: number) => Promise<T>): Promise<T[]> {
  const out: T[] = []
  for (let start = 0; start < count; start += width) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(width, count - start) }, (_, i) => make(start + i)))))
  }
  return out
}

beforeAll(async () => {
  admin = await superuser()
  moderator = await createModerator()
  buyer = await createUser()
  const people = await inWaves(CROWD, 25, (n) =>
    admin.collection('users').create({ email: emailOf(n), username: `${marker}_${n}`, password: 'Password123', passwordConfirm: 'Password123', verified: true }),
  )
  ids.push(...people.map((p) => p.id))
  const [first, last] = [ids[0] ?? '', ids[CROWD - 1] ?? '']
  await admin.collection('userLegalInfoPaws').create({ ...legalData(last), nombreEnDocumento: `Zoe ${marker[0]?.toUpperCase()}${marker.slice(1)}` })
  const type = await ensureType(admin, { tipo: 'S1', price: 90000 })
  const tickets = await inWaves(HOLDERS, 15, (n) => admin.collection('EntradasEntregadas').create(issuedData(ids[n] ?? first, type.id)))
  orderIds.push(...tickets.map((t) => t.orderID as string))
  await admin.collection('EntradasEntregadas').create(issuedData(buyer.id, type.id))
  await inWaves(WAITING, 15, (n) => admin.collection('EntradasPedidas').create({ user: ids[FIRST_WAITING + n] ?? first, tipo: type.id, estado: 'creada' }))
}, 300_000)

const peoplePage = (pb: PocketBase, text: string, page: number) =>
  pb.collection('userCompleteLegal').getList(page, PER_PAGE, { sort: PEOPLE_PAGE_SORT, filter: text ? pb.filter(PEOPLE_SEARCH, { text }) : '' })

describe('/adminbann: people searched and paged on the server', () => {
  it('walks all 500 matching people page by page, each exactly once, in e-mail order', async () => {
    const first = await peoplePage(moderator.pb, marker, 1)
    expect(first).toMatchObject({ totalItems: CROWD, totalPages: CROWD / PER_PAGE })
    const seen: string[] = first.items.map((p) => p.email as string)
    for (let page = 2; page <= first.totalPages; page++) seen.push(...(await peoplePage(moderator.pb, marker, page)).items.map((p) => p.email as string))
    expect(seen).toHaveLength(CROWD)
    expect(new Set(seen).size).toBe(CROWD)
    expect(seen).toEqual(Array.from({ length: CROWD }, (_, n) => emailOf(n)))
  })

  it('finds one person by e-mail, by username and by legal name, case aside', async () => {
    for (const text of [emailOf(137), `${marker}_137`, `${marker}_137`.toUpperCase()]) {
      const found = await peoplePage(moderator.pb, text, 1)
      expect(found.items.map((p) => p.id), text).toEqual([ids[137]])
    }
    const byName = await peoplePage(moderator.pb, `zoe ${marker}`, 1)
    expect(byName.items.map((p) => p.id)).toEqual([ids[CROWD - 1]])
  })

  it('a buyer sending the same search learns nothing: the list rule answers an empty list, with no count', async () => {
    expect(await peoplePage(buyer.pb, marker, 1)).toMatchObject({ totalItems: 0, items: [] })
    expect(await peoplePage(buyer.pb, buyer.email, 1)).toMatchObject({ totalItems: 0, items: [] })
  })
})

const ticketsPage = (pb: PocketBase, filter: string, page: number) => pb.collection('EntradasEntregadas').getList(page, PER_PAGE, { sort: ISSUED_PAGE_SORT, filter })

describe('/adminremove: issued tickets searched and paged on the server', () => {
  it('finds a ticket by part of its order id', async () => {
    const wanted = orderIds[7] ?? ''
    const found = await ticketsPage(moderator.pb, moderator.pb.filter(ORDER_ID_SEARCH, { text: wanted.slice(-9) }), 1)
    expect(found.items.map((t) => t.orderID)).toEqual([wanted])
  })

  it("walks the tickets of the first 50 people a search finds, page by page, each exactly once", async () => {
    const people = await moderator.pb.collection('userCompleteLegal').getList(1, BY_ID_CHUNK, { sort: PEOPLE_PAGE_SORT, filter: moderator.pb.filter(PEOPLE_SEARCH, { text: marker }) })
    const holders = people.items.map((p) => moderator.pb.filter(OWN, { userId: p.id })).join(' || ')
    const first = await ticketsPage(moderator.pb, holders, 1)
    expect(first).toMatchObject({ totalItems: HOLDERS, totalPages: Math.ceil(HOLDERS / PER_PAGE) })
    const seen = first.items.map((t) => t.orderID as string)
    for (let page = 2; page <= first.totalPages; page++) seen.push(...(await ticketsPage(moderator.pb, holders, page)).items.map((t) => t.orderID as string))
    expect(new Set(seen).size).toBe(HOLDERS)
    expect([...seen].sort()).toEqual([...orderIds].sort())
  })

  it("a buyer searching order ids or other people's ids sees only their own ticket", async () => {
    expect(await ticketsPage(buyer.pb, buyer.pb.filter(ORDER_ID_SEARCH, { text: orderIds[0] ?? '' }), 1)).toMatchObject({ totalItems: 0 })
    expect(await ticketsPage(buyer.pb, buyer.pb.filter(ORDER_ID_SEARCH, { text: editionPrefix() }), 1)).toMatchObject({ totalItems: 1 })
    const others = [ids[0] ?? '', ids[1] ?? ''].map((userId) => buyer.pb.filter(OWN, { userId })).join(' || ')
    expect(await ticketsPage(buyer.pb, others, 1)).toMatchObject({ totalItems: 0 })
  })
})

describe('/adminsell: open requests searched and paged on the server, in the order the queue approves them', () => {
  const requestsPage = (pb: PocketBase, text: string, page: number) =>
    pb.collection('UserCompleteEntradasPedidas').getList(page, PER_PAGE, { sort: QUEUE_SORT, filter: text ? pb.filter(OPEN_REQUESTS_SEARCH, { text }) : OPEN_REQUESTS })

  it('walks the crowd\'s open requests page by page, each once, in the queue order of pb_hooks (created, then id)', async () => {
    const first = await requestsPage(moderator.pb, marker, 1)
    expect(first).toMatchObject({ totalItems: WAITING, totalPages: Math.ceil(WAITING / PER_PAGE) })
    const seen = first.items.map((r) => r.IdPedida as string)
    for (let page = 2; page <= first.totalPages; page++) seen.push(...(await requestsPage(moderator.pb, marker, page)).items.map((r) => r.IdPedida as string))
    expect(new Set(seen).size).toBe(WAITING)
    const queue = await admin.collection('EntradasPedidas').getFullList({ filter: admin.filter("estado = 'creada' && user.email ~ {:marker}", { marker }), sort: 'created,id' })
    expect(seen).toEqual(queue.map((r) => r.id))
  })

  it('finds one waiting person by username; a buyer sending the search gets an empty list', async () => {
    const found = await requestsPage(moderator.pb, `${marker}_${FIRST_WAITING + 3}`, 1)
    expect(found.items.map((r) => r.userid)).toEqual([ids[FIRST_WAITING + 3]])
    expect(await requestsPage(buyer.pb, marker, 1)).toMatchObject({ totalItems: 0, items: [] })
  })
})

import { describe, expect, it } from 'vitest'
import PocketBase from 'pocketbase'
import { compileFilter, PbQueryError, sortRecords } from '../component/support/pb-filter'
import { listAnswer, unreadableQueries } from '../component/support/pb-list'

const pb = new PocketBase('http://127.0.0.1:8090')
const rows = [
  { id: 'a', user: 'u1', estado: 'creada', ValorCLP: 45000, paid: false, note: '', created: '2025-05-01 10:00:00.000Z' },
  { id: 'b', user: 'u1', estado: 'pagada', ValorCLP: 90000, paid: true, note: "it's O'Brien", created: '2025-05-02 10:00:00.000Z' },
  { id: 'c', user: 'u2', estado: 'creada', ValorCLP: 170000, paid: false, note: 'Sponsor', created: '2025-05-03 10:00:00.000Z' },
]
const ids = (filter: string) => rows.filter(compileFilter(filter)).map((r) => r.id)

describe('MSW stand-in for PocketBase list filters', () => {
  it.each([
    ['', ['a', 'b', 'c']],
    ["estado = 'creada'", ['a', 'c']],
    ['estado != "creada"', ['b']],
    ['ValorCLP > 45000', ['b', 'c']],
    ['ValorCLP >= 45000 && ValorCLP < 170000', ['a', 'b']],
    ['ValorCLP <= 90000', ['a', 'b']],
    ["created > '2025-05-01 12:00:00.000Z'", ['b', 'c']],
    ['paid = true', ['b']],
    ['paid = false || ValorCLP = 90000', ['a', 'b', 'c']],
    ["user = 'u1' && (estado = 'pagada' || ValorCLP = 45000)", ['a', 'b']],
    ["user = 'u2' || user = 'u1' && estado = 'pagada'", ['b', 'c']],
    ["note ~ 'sponsor'", ['c']],
    ["note !~ 'sponsor'", ['a', 'b']],
    ["note ~ 'it%'", ['b']],
    ['note = null', ['a']],
    ["ValorCLP = '90000'", ['b']],
  ])('%s keeps %j', (filter, expected) => {
    expect(ids(filter)).toEqual(expected)
  })

  it("reads what pb.filter() writes, quotes and backslashes included", () => {
    expect(ids(pb.filter('user = {:user} && estado = {:estado}', { user: 'u1', estado: 'creada' }))).toEqual(['a'])
    expect(ids(pb.filter('note = {:note}', { note: "it's O'Brien" }))).toEqual(['b'])
    expect(ids(pb.filter('ValorCLP = {:v} && paid = {:p}', { v: 90000, p: true }))).toEqual(['b'])
  })

  it.each([
    ['@request.auth.id = user', /does not know/],
    ['tipo.Tipo = "S1"', /relation paths/],
    ['tags ?= "x"', /does not know/],
    ["estado = 'creada' &&", /expected a field or a value/],
    ["(estado = 'creada'", /expected "\)"/],
    ["estado 'creada'", /expected an operator/],
    ["estado = 'creada", /unterminated string/],
    ["estado = 'creada' user = 'u1'", /trailing input/],
    ['strftime(created) = 1', /functions are not supported/],
    ["estado = 'creada' # x", /unexpected "#"/],
  ])('refuses %s instead of guessing', (filter, message) => {
    expect(() => ids(filter)).toThrow(PbQueryError)
    expect(() => ids(filter)).toThrow(message)
  })

  it('refuses a field the records do not have, as PocketBase answers 400 for an unknown field', () => {
    expect(() => ids("usuario = 'u1'")).toThrow(/filter field "usuario" is not in the record/)
  })
})

describe('MSW stand-in for PocketBase list sort and pages', () => {
  it('sorts by several fields, "-" descending', () => {
    const sorted = sortRecords([...rows, { ...rows[0], id: 'd', ValorCLP: 90000 }], 'estado,-ValorCLP')
    expect(sorted.map((r) => r.id)).toEqual(['c', 'd', 'a', 'b'])
    expect(sortRecords(rows, '-created').map((r) => r.id)).toEqual(['c', 'b', 'a'])
  })

  it('refuses @random and unknown sort fields', () => {
    expect(() => sortRecords(rows, '@random')).toThrow(PbQueryError)
    expect(() => sortRecords(rows, '-fecha')).toThrow(/sort field "fecha"/)
  })

  it('answers the asked page of the filtered, sorted records, with totals unless skipTotal', async () => {
    const url = (query: Record<string, string>) => new Request(`http://pb/api/collections/x/records?${new URLSearchParams(query).toString()}`)
    const first = await listAnswer(rows, url({ page: '1', perPage: '1', filter: "estado = 'creada'", sort: '-ValorCLP' })).json()
    expect(first).toEqual({ page: 1, perPage: 1, totalItems: 2, totalPages: 2, items: [rows[2]] })
    const second = await listAnswer(rows, url({ page: '2', perPage: '1', filter: "estado = 'creada'", sort: '-ValorCLP', skipTotal: '1' })).json()
    expect(second).toEqual({ page: 2, perPage: 1, totalItems: -1, totalPages: -1, items: [rows[0]] })
  })

  it('answers 400 to a filter it cannot read, like PocketBase to an invalid one', () => {
    const answer = listAnswer(rows, new Request("http://pb/api/collections/x/records?filter=%40request.auth.id%20%3D%20user"))
    expect(answer.status).toBe(400)
    expect(unreadableQueries.splice(0)).toEqual([expect.stringContaining('does not know "@request.auth.id"')])
  })
})

import { describe, expect, it } from 'vitest'
import { loadHookLib } from '../shared/pb-hook-module.ts'

interface QueryGuard {
  checkFilter(filter: string): string | null
  checkSort(sort: string): string | null
  checkExpand(collection: string, expand: string): string | null
  checkFields(collection: string, fields: string): string | null
  checkTopic(topic: string, collection: string): string | null
  parseQuery(raw: string): Record<string, string[]>
}

const guard = loadHookLib('query-guard.js') as QueryGuard

describe('query guard: filters', () => {
  // Every filter the SPA sends (src/api) must pass.
  it.each([
    "user = 'abc123def456ghi'",
    "user = 'abc123def456ghi' && estado = 'creada'",
    "estado = 'creada'",
    "id = 'a1' || id = 'b2' || id = 'c3'",
    "(Estado != 'creada') && ValorCLP >= 1000",
    'MontoTotalPagado > 0',
    '',
  ])('accepts the own-field filter %j', (filter) => {
    expect(guard.checkFilter(filter)).toBeNull()
  })

  it.each([
    "EntradasPedidas_via_tipo.user.userHealthInfoPaws_via_user.CondicionMedica !~ 'diabetes'",
    "user.email ~ 'a%'",
    "tipo.Nombre = 'x'",
    "userHealthInfoPaws_via_user ?= 'x'",
    "@collection.userLegalInfoPaws.numDocumento = '1'",
    "@request.auth.email ~ 'a'",
    "id = 'x' // comment",
    "id = 'a\\' || user.email ~ '%'",
    'id = "a\' || user.email ~ \'"',
    "email:lower = 'x'",
    "strftime('%Y', bdate) = '1990'",
    "id = 'x' &&",
    "(id = 'x'",
    "id = 'x')",
    "id = 'x' id = 'y'",
    "id = 'multi\nline'",
  ])('refuses %j', (filter) => {
    expect(guard.checkFilter(filter)).toMatch(/Filter not allowed/)
  })
})

describe('query guard: sort, expand, fields', () => {
  it.each(['ValorCLP', '-created', 'created', 'email', 'fechaPedida', '-orderID', '+id,-created'])('accepts the sort %j', (sort) => {
    expect(guard.checkSort(sort)).toBeNull()
  })
  it.each(['user.email', '-tipo.Nombre', '@random', 'EntradasPedidas_via_tipo', 'id,user.bdate'])('refuses the sort %j', (sort) => {
    expect(guard.checkSort(sort)).toMatch(/Sort not allowed/)
  })
  it('accepts only the expands the SPA sends', () => {
    expect(guard.checkExpand('EntradasEntregadas', 'tipo')).toBeNull()
    expect(guard.checkExpand('EntradasEntregadas', 'user')).toMatch(/Expand not allowed/)
    expect(guard.checkExpand('EntradasEntregadas', 'tipo.EntradasPedidas_via_tipo')).toMatch(/Expand not allowed/)
    expect(guard.checkExpand('EntradasPedidas', 'tipo')).toMatch(/Expand not allowed/)
  })
  it('accepts own fields and the fields of an allowed expand only', () => {
    expect(guard.checkFields('Entradas', 'id,Tipo,ValorCLP,Estado,Imagen,Nombre,NombreIngles')).toBeNull()
    expect(guard.checkFields('EntradasEntregadas', '*,expand.tipo.Nombre,nombre:excerpt(20,true)')).toBeNull()
    expect(guard.checkFields('EntradasEntregadas', 'expand.user.email')).toMatch(/Fields not allowed/)
    expect(guard.checkFields('users', 'expand.x')).toMatch(/Fields not allowed/)
  })
})

describe('query guard: realtime topics', () => {
  const topic = (options: unknown) => `Entradas/*?options=${encodeURIComponent(JSON.stringify(options))}`
  it('accepts the plain topics the SPA subscribes to', () => {
    expect(guard.checkTopic('Entradas/*', 'Entradas')).toBeNull()
    expect(guard.checkTopic('AlertBanner/abc', 'AlertBanner')).toBeNull()
    expect(guard.checkTopic(topic({ query: { filter: "Estado = 'disponible'" }, headers: {} }), 'Entradas')).toBeNull()
  })
  it('refuses traversing filters, expands and sorts in subscription options, whatever the key case', () => {
    const walk = "EntradasPedidas_via_tipo.user.userHealthInfoPaws_via_user.CondicionMedica !~ 'x'"
    expect(guard.checkTopic(topic({ query: { filter: walk } }), 'Entradas')).toMatch(/not allowed/)
    expect(guard.checkTopic(topic({ QUERY: { filter: walk } }), 'Entradas')).toMatch(/not allowed/)
    expect(guard.checkTopic(topic({ query: { expand: 'EntradasPedidas_via_tipo' } }), 'Entradas')).toMatch(/not allowed/)
    expect(guard.checkTopic(topic({ query: { filter: 1 } }), 'Entradas')).toMatch(/not allowed/)
    expect(guard.checkTopic('Entradas/*?options={bad json', 'Entradas')).toMatch(/not allowed/)
    expect(guard.checkTopic('Entradas/*?options=%7B%7D;x=1', 'Entradas')).toMatch(/not allowed/)
  })
  it('decodes a query string as Go does (plus is a space, every repeated value kept)', () => {
    expect(guard.parseQuery('filter=a+%3D+1&filter=b')).toEqual({ filter: ['a = 1', 'b'] })
  })
})

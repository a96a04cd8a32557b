import { describe, expect, it } from 'vitest'
import { entradasApi } from '@/api/entradas'
import { entradasUsuarioApi } from '@/api/entradas-usuario'
import { entradasEntregadasApi } from '@/api/entradas-entregadas'
import { server } from './support/server'
import { listHandler } from './profile-fixtures'

describe('the SPA PocketBase client', () => {
  it('lets two parts of /buy and /profile read the same list at once: neither is autocancelled', async () => {
    server.use(
      listHandler('Entradas', [{ id: 'bbbbbbbbbbbbbb1', Tipo: 'B1' }]),
      listHandler('EntradasUsuario', [{ id: 'badge0000000001', user: 'u1234567890abcd', TipoBadge: 'bbbbbbbbbbbbbb1', MontoTotalPagado: 45000 }]),
      listHandler('EntradasEntregadas', []),
    )
    const results = await Promise.allSettled([
      entradasApi.listForBuyers(),
      entradasApi.listForBuyers(),
      entradasUsuarioApi.getMine('u1234567890abcd'),
      entradasUsuarioApi.getMine('u1234567890abcd'),
      entradasEntregadasApi.listMine('u1234567890abcd'),
      entradasEntregadasApi.listMine('u1234567890abcd'),
    ])
    expect(results.map((r) => r.status)).toEqual(Array(6).fill('fulfilled'))
  })
})

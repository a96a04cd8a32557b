import { describe, expect, it } from 'vitest'
import { adminViewsApi } from '@/api/admin-views'
import { entradasEntregadasApi } from '@/api/entradas-entregadas'
import { entradasPedidasApi } from '@/api/entradas-pedidas'
import { entradasUsuarioApi } from '@/api/entradas-usuario'
import { legalCorrectionsApi } from '@/api/legal-corrections'
import { userLegalInfoApi } from '@/api/user-legal-info'
import { server } from './support/server'
import { listHandler } from './profile-fixtures'

// The MSW list handlers evaluate the filter and sort src/api sends (support/pb-filter.ts). Each case
// serves records the query must leave out: a module whose filter drops a condition, names a wrong
// field or sorts the other way fails here, not only in the integration tests.
const ME = 'u1234567890abcd'
const OTHER = 'u0000000000other'

describe('src/api list queries, against records they must exclude', () => {
  it("the buyer's open requests: only the buyer's, only estado creada, oldest first", async () => {
    server.use(
      listHandler('EntradasPedidas', [
        { id: 'req000000000002', user: ME, estado: 'creada', created: '2025-05-02 10:00:00.000Z' },
        { id: 'req000000000001', user: ME, estado: 'creada', created: '2025-05-01 10:00:00.000Z' },
        { id: 'req000000000003', user: ME, estado: 'rechazada', created: '2025-05-03 10:00:00.000Z' },
        { id: 'req000000000004', user: OTHER, estado: 'creada', created: '2025-04-01 10:00:00.000Z' },
      ]),
    )
    expect((await entradasPedidasApi.listOpenMine(ME)).map((r) => r.id)).toEqual(['req000000000001', 'req000000000002'])
  })

  it("the buyer's latest request is the most recently updated of the buyer's own", async () => {
    server.use(
      listHandler('EntradasPedidas', [
        { id: 'req000000000001', user: ME, updated: '2025-05-01 10:00:00.000Z' },
        { id: 'req000000000002', user: ME, updated: '2025-05-03 10:00:00.000Z' },
        { id: 'req000000000003', user: OTHER, updated: '2025-05-09 10:00:00.000Z' },
      ]),
    )
    expect((await entradasPedidasApi.latestMine(ME))?.id).toBe('req000000000002')
  })

  it("the buyer's issued tickets and badge summary are the buyer's only, newest ticket first", async () => {
    server.use(
      listHandler('EntradasEntregadas', [
        { id: 'tkt000000000001', user: ME, created: '2025-05-01 10:00:00.000Z' },
        { id: 'tkt000000000002', user: OTHER, created: '2025-05-05 10:00:00.000Z' },
        { id: 'tkt000000000003', user: ME, created: '2025-05-03 10:00:00.000Z' },
      ]),
      listHandler('EntradasUsuario', [
        { id: 'badge0000000002', user: OTHER, TipoBadge: 'megamegamega001' },
        { id: 'badge0000000001', user: ME, TipoBadge: 'bbbbbbbbbbbbbb1' },
      ]),
    )
    expect((await entradasEntregadasApi.listMine(ME)).map((t) => t.id)).toEqual(['tkt000000000003', 'tkt000000000001'])
    expect((await entradasEntregadasApi.listMineWithType(ME)).map((t) => t.id)).toEqual(['tkt000000000003', 'tkt000000000001'])
    expect((await entradasUsuarioApi.getMine(ME))?.id).toBe('badge0000000001')
  })

  it("a profile record is the owner's, and none is none (not someone else's)", async () => {
    server.use(listHandler('userLegalInfoPaws', [{ id: 'leg000000000002', user: OTHER }]))
    expect(await userLegalInfoApi.getMine(ME)).toBeNull()
    server.use(listHandler('userLegalInfoPaws', [{ id: 'leg000000000002', user: OTHER }, { id: 'leg000000000001', user: ME }]))
    expect((await userLegalInfoApi.getMine(ME))?.id).toBe('leg000000000001')
  })

  it('an open correction request is the attendee’s and still pending; moderators see every pending one, oldest first', async () => {
    server.use(
      listHandler('legalCorrections', [
        { id: 'cor000000000003', user: ME, estado: 'resuelta', created: '2025-05-01 10:00:00.000Z' },
        { id: 'cor000000000002', user: OTHER, estado: 'pendiente', created: '2025-05-03 10:00:00.000Z' },
        { id: 'cor000000000001', user: ME, estado: 'pendiente', created: '2025-05-02 10:00:00.000Z' },
      ]),
    )
    expect((await legalCorrectionsApi.openOf(ME))?.id).toBe('cor000000000001')
    expect((await legalCorrectionsApi.pendingPage(1, 20)).items.map((c) => c.id)).toEqual(['cor000000000001', 'cor000000000002'])
  })

  it('moderators: pending requests are estado creada only, oldest first; users by id are exactly those ids', async () => {
    server.use(
      listHandler('UserCompleteEntradasPedidas', [
        { id: 'req000000000002', estado: 'creada', fechaPedida: '2025-05-02 10:00:00.000Z' },
        { id: 'req000000000003', estado: 'aprobada', fechaPedida: '2025-05-01 09:00:00.000Z' },
        { id: 'req000000000001', estado: 'creada', fechaPedida: '2025-05-01 10:00:00.000Z' },
      ]),
      listHandler('userCompleteLegal', [{ id: 'usr000000000001' }, { id: 'usr000000000002' }, { id: 'usr000000000003' }]),
    )
    expect((await adminViewsApi.pendingRequestsPage({ text: '', page: 1, perPage: 20 })).items.map((r) => r.id)).toEqual(['req000000000001', 'req000000000002'])
    expect((await adminViewsApi.usersByIds(['usr000000000003', 'usr000000000001'])).map((u) => u.id).sort()).toEqual(['usr000000000001', 'usr000000000003'])
  })
})

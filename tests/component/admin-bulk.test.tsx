import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ToastContainer } from 'react-toastify'
import { AdminLayout } from '@/features/moderation/components/admin-layout'
import { SellPage } from '@/features/moderation/components/sell-page'
import type { Lang, SessionUser } from '@/stores/preferences-slice'
import { server } from './support/server'
import { renderWithApp } from './support/render'
import { FakeEventSource, realtimeHandler } from './support/fake-event-source'
import { api, listHandler } from './profile-fixtures'

const moderator: SessionUser = { id: 'mod000000000001', email: 'mod@example.com', username: '', verified: true, avatar: '', collectionName: 'moderators' }
const request = (n: number) => ({
  id: `req00000000000${n}`, userid: `usr00000000000${n}`, username: `user${n}x`, email: `fan${n}@example.com`, nombreEnDocumento: 'Ana Pérez',
  bdate: '1995-05-05 00:00:00.000Z', state: 0, IdPedida: `req00000000000${n}`, estado: 'creada', TiposPedidas: 'S1',
  fechaPedida: `2025-05-0${n} 15:00:00.000Z`, TiposEntregadas: null, idBadge: null, montoBadge: null, TipoBadge: null,
})

function renderSell(lang: Lang = 'ESP') {
  server.use(
    listHandler('Entradas', [{ id: 'sssssssssssss01', Tipo: 'S1', ValorCLP: 90000, Estado: 'disponible', Nombre: 'Sponsor Preventa', NombreIngles: 'Sponsor Early Bird' }]),
    listHandler('EntradasQuedan', [{ id: 'stock0000000001', EntradasID: 'sssssssssssss01', CantidadQuedan: 12 }]),
    listHandler('EntradasEntregadas', []),
    listHandler('UserCompleteEntradasPedidas', [request(1), request(2), request(3)]),
  )
  return renderWithApp(<></>, {
    routes: [{ path: '/adminsell', element: <><AdminLayout title="x"><SellPage /></AdminLayout><ToastContainer /></> }],
    url: '/adminsell',
    preferences: { lang, user: moderator },
  })
}

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource)
  server.use(realtimeHandler)
})
describe('/adminsell bulk tools', () => {
  it('sets a remaining quantity by number', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(api('mi/stock/stock0000000001/set'), async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ id: 'stock0000000001', EntradasID: 'sssssssssssss01', CantidadQuedan: 40 })
      }),
    )
    const { user } = renderSell()
    await user.click(await screen.findByRole('button', { name: 'Mostrar cantidades' }))
    const field = screen.getByRole('spinbutton', { name: 'Nueva cantidad para S1' })
    expect(field).toHaveValue(12)
    await user.clear(field)
    await user.type(field, '-3')
    expect(within(screen.getByTestId('stock-S1')).getByRole('button', { name: 'Fijar' })).toBeDisabled()
    await user.clear(field)
    await user.type(field, '40')
    await user.click(within(screen.getByTestId('stock-S1')).getByRole('button', { name: 'Fijar' }))
    expect(await screen.findByText('Cantidad fijada en 40.')).toBeInTheDocument()
    expect(bodies).toEqual([{ value: 40 }])
  })

  it('approves the next N in queue order after one confirmation listing them, in one call that also mails them; a failed mail is counted (English)', async () => {
    const calls: string[] = []
    server.use(
      http.post(api('mi/approve-next'), async ({ request }) => {
        const { ids } = (await request.json()) as { ids: string[] }
        calls.push(`approve ${ids.join(',')}`)
        return HttpResponse.json({
          results: [
            { id: ids[0], ticket: { id: 'tkt000000000001', user: 'usr000000000001', tipo: 'sssssssssssss01', monto: 90000, orderID: 'Paw25a00000000000000000042', correoEnviado: 'no', mailed: false } },
            { id: ids[1], refused: 'This user is banned (state 3).' },
          ],
        })
      }),
    )
    const { user } = renderSell('ENG')
    await screen.findByTestId('pending-fan1@example.com')
    const howMany = screen.getByLabelText('How many requests to approve, in order of arrival')
    await user.clear(howMany)
    await user.type(howMany, '2')
    await user.click(screen.getByRole('button', { name: 'Approve the next 2' }))
    const dialog = await screen.findByRole('dialog', { name: 'Approve the next 2 requests?' })
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['S1 · fan1@example.com', 'S1 · fan2@example.com'])
    expect(calls).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Yes, approve' }))
    expect(await screen.findByText('1 approved, 1 refused by the server, 1 payment mail(s) failed (resend them from Issued tickets).')).toBeInTheDocument()
    expect(calls).toEqual(['approve req000000000001,req000000000002'])
  })

  it('says the queue changed when the server refuses the confirmed list', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    server.use(http.post(api('mi/approve-next'), () => HttpResponse.json({ status: 409, message: 'The queue changed', data: {} }, { status: 409 })))
    const { user } = renderSell()
    await screen.findByTestId('pending-fan1@example.com')
    await user.click(screen.getByRole('button', { name: 'Aprobar las siguientes 3' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, aprobar' }))
    expect(await screen.findByText(/La fila cambió mientras la revisabas/)).toBeInTheDocument()
  })
})

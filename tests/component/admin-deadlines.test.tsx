import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ToastContainer } from 'react-toastify'
import { AdminLayout } from '@/features/moderation/components/admin-layout'
import { RemovePage } from '@/features/moderation/components/remove-page'
import type { Lang, SessionUser } from '@/stores/preferences-slice'
import { server } from './support/server'
import { renderWithApp } from './support/render'
import { FakeEventSource, realtimeHandler } from './support/fake-event-source'
import { api, listHandler } from './profile-fixtures'

const moderator: SessionUser = { id: 'mod000000000001', email: 'mod@example.com', username: '', verified: true, avatar: '', collectionName: 'moderators' }
const ticket = (overrides: Record<string, unknown>) => ({
  id: 'tkt000000000001', collectionName: 'EntradasEntregadas', user: 'usr000000000001', tipo: 'sssssssssssss01', nombre: 'Ana Pérez', token: '1',
  orderID: 'Paw25a00000000000000000042', monto: 90000, estado: 'creada', correoEnviado: 'si', correoEnviado2: 'no', created: '2025-05-01 15:00:00.000Z',
  pagarAntes: '2025-05-08 15:00:00.000Z', recordatorioEn: '', avisoVencidaEn: '',
  ...overrides,
})

function renderRemove(tickets: unknown[], lang: Lang = 'ESP') {
  server.use(
    listHandler('EntradasEntregadas', tickets),
    listHandler('userCompleteLegal', [{ id: 'usr000000000001', email: 'fox@example.com' }]),
    listHandler('Entradas', []),
  )
  return renderWithApp(<></>, {
    routes: [{ path: '/adminremove', element: <><AdminLayout title="x"><RemovePage /></AdminLayout><ToastContainer /></> }],
    url: '/adminremove',
    preferences: { lang, user: moderator },
  })
}

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource)
  server.use(realtimeHandler)
})
describe('/adminremove payment deadline tools', () => {
  it('shows the deadline; "Recordatorio" sends the reminder for that ticket only', async () => {
    const sent: unknown[] = []
    server.use(
      http.post('*/.netlify/functions/sendmailapurate', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({ sent: true })
      }),
    )
    const { user } = renderRemove([ticket({})])
    const row = await screen.findByTestId('issued-Paw25a00000000000000000042')
    expect(row).toHaveTextContent('Pagar antes del 08-05-25, 11:00')
    await user.click(within(row).getByRole('button', { name: 'Recordatorio' }))
    expect(await screen.findByText('Recordatorio de pago enviado.')).toBeInTheDocument()
    expect(sent).toEqual([{ EntradasEntregadasID: 'tkt000000000001' }])
  })

  it('"Extend deadline" asks how many days and shows the new deadline (English)', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(api('mi/deadline/tkt000000000001'), async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json(ticket({ pagarAntes: '2025-05-13 15:00:00.000Z' }))
      }),
    )
    const { user } = renderRemove([ticket({})], 'ENG')
    const row = await screen.findByTestId('issued-Paw25a00000000000000000042')
    await user.click(within(row).getByRole('button', { name: 'Extend deadline' }))
    const dialog = await screen.findByRole('dialog', { name: 'Extend the payment deadline' })
    const days = within(dialog).getByLabelText('More days (1 to 30)')
    await user.clear(days)
    await user.type(days, '31')
    expect(within(dialog).getByRole('button', { name: 'Extend' })).toBeDisabled()
    await user.clear(days)
    await user.type(days, '5')
    await user.click(within(dialog).getByRole('button', { name: 'Extend' }))
    expect(await screen.findByText(/^New deadline: 13\/05\/2025, 11:00\.$/)).toBeInTheDocument()
    expect(bodies).toEqual([{ days: 5 }])
  })

  it('an expired ticket says its spot went back on sale, with no reminder or extension', async () => {
    renderRemove([ticket({ estado: 'vencida' })])
    const row = await screen.findByTestId('issued-Paw25a00000000000000000042')
    expect(row).toHaveTextContent('vencida')
    expect(row).toHaveTextContent('Vencida: el cupo volvió a la venta')
    expect(within(row).getByRole('button', { name: 'Recordatorio' })).toBeDisabled()
    expect(within(row).getByRole('button', { name: 'Extender plazo' })).toBeDisabled()
  })
})

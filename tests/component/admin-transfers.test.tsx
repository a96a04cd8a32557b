import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ToastContainer } from 'react-toastify'
import { AdminLayout } from '@/features/moderation/components/admin-layout'
import { TransfersPage } from '@/features/moderation/components/transfers-page'
import { transfersCopy } from '@/features/moderation/components/transfers-copy'
import type { SessionUser } from '@/stores/preferences-slice'
import { server } from './support/server'
import { renderWithApp } from './support/render'
import { FakeEventSource, realtimeHandler } from './support/fake-event-source'
import { api, pbError } from './profile-fixtures'

const moderator: SessionUser = { id: 'mod000000000001', email: 'mod@example.com', username: '', verified: true, avatar: '', collectionName: 'moderators' }
const person = (name: string, email: string) => ({ username: name.toLowerCase(), email, legalName: name })
const pending = {
  id: 'tra123456789012',
  estado: 'pendiente',
  orderID: 'Paw25a00000000000000000007',
  newOrderID: '',
  level: { tipo: 'S2', es: 'Patrocinio', en: 'Sponsor' },
  from: person('Ana', 'ana@example.com'),
  to: person('Bea', 'bea@example.com'),
  created: '2026-11-20 15:00:00.000Z',
  resolved: null,
  reversed: null,
}

const renderPage = (lang: 'ESP' | 'ENG') =>
  renderWithApp(<></>, {
    routes: [{ path: '/admintransfer', element: <><AdminLayout title="x"><TransfersPage /></AdminLayout><ToastContainer /></> }],
    url: '/admintransfer',
    preferences: { lang, user: moderator },
  })

describe('/admintransfer', () => {
  beforeEach(() => {
    vi.stubGlobal('EventSource', FakeEventSource)
    server.use(realtimeHandler)
  })

  it.each(['ESP', 'ENG'] as const)('approves an open request and shows it resolved (%s)', async (lang) => {
    const t = transfersCopy[lang]
    let list = { pending: [pending], resolved: [] as unknown[] }
    const calls: string[] = []
    server.use(
      http.get(api('mi/transfers'), () => HttpResponse.json(list)),
      http.post(api('mi/transfers/:id/:action'), ({ params }) => {
        calls.push(`${String(params.id)} ${String(params.action)}`)
        list = { pending: [], resolved: [{ ...pending, estado: 'aprobada', newOrderID: 'Paw25a00000000000000000009' }] }
        return HttpResponse.json({ id: pending.id, estado: 'aprobada', ticket: 'tic000000000009', mailed: true })
      }),
    )
    renderPage(lang)
    const card = await screen.findByTestId('transfer-ana@example.com')
    expect(within(card).getByText(/Ana · ana · ana@example.com/)).toBeInTheDocument()
    fireEvent.click(within(card).getByRole('button', { name: t.approve }))
    expect(await screen.findByText(t.done.approve)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByText(t.noPending)).toBeInTheDocument())
    expect(calls).toEqual([`${pending.id} approve`])
    expect(within(screen.getByTestId('transfer-ana@example.com')).getByRole('button', { name: t.reverse })).toBeInTheDocument()
  })

  it('names the server’s reason when an approval is refused', async () => {
    const t = transfersCopy.ESP
    server.use(
      http.get(api('mi/transfers'), () => HttpResponse.json({ pending: [pending], resolved: [] })),
      http.post(api('mi/transfers/:id/:action'), () => pbError(400, { request: { code: 'recipientBanned', message: 'Transfer refused.' } })),
    )
    renderPage('ESP')
    fireEvent.click(within(await screen.findByTestId('transfer-ana@example.com')).getByRole('button', { name: t.approve }))
    expect(await screen.findByText(new RegExp(t.refusals.recipientBanned))).toBeInTheDocument()
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ToastContainer } from 'react-toastify'
import type { InboxItem } from '@/api/privacy-rights'
import { AdminLayout } from '@/features/moderation/components/admin-layout'
import { RightsInbox } from '@/features/moderation/components/rights-inbox'
import type { SessionUser } from '@/stores/preferences-slice'
import { server } from './support/server'
import { renderWithApp } from './support/render'
import { FakeEventSource, realtimeHandler } from './support/fake-event-source'
import { api } from './profile-fixtures'

const moderator: SessionUser = { id: 'mod000000000001', email: 'mod@example.com', username: '', verified: true, avatar: '', collectionName: 'moderators' }
const person = { name: 'Ana Perez', email: 'ana@example.com', deleted: false }
const NOW = new Date('2026-12-05T15:00:00.000Z')
const blocking: InboxItem = {
  kind: 'request',
  id: 'prq123456789012',
  right: 'bloqueo',
  detail: 'Bloqueen mis datos mientras revisan mi reclamo.',
  status: 'pendiente',
  received: '2026-11-10T15:00:00.000Z',
  due: '2026-12-11T02:59:59.999Z',
  extended: '',
  extensionReason: '',
  answer: '',
  resolved: '',
  person,
}
const rectification: InboxItem = { ...blocking, kind: 'correction', id: 'cor123456789012', right: 'rectificacion', detail: 'Mi apellido lleva tilde.', due: '2026-12-20T02:59:59.999Z' }

describe('/adminderechos', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
    vi.stubGlobal('EventSource', FakeEventSource)
    server.use(realtimeHandler)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it.each([
    ['ESP', 'Bloqueo — Abierta', 'Vence el 10 de diciembre de 2026 (Quedan 5 días)', 'Respuesta para la persona', 'Responder', 'Respuesta enviada.', 'Corregir en Correcciones'],
    ['ENG', 'Blocking — Open', 'Due on December 10, 2026 (5 days left)', 'Answer for the person', 'Answer', 'Answer sent.', 'Correct it under Corrections'],
  ] as const)('lists open requests with their deadline and answers one (%s)', async (lang, heading, due, answerLabel, send, done, correctionLink) => {
    const bodies: unknown[] = []
    let items: InboxItem[] = [blocking, rectification]
    server.use(
      http.get(api('mi/rights/inbox'), () => HttpResponse.json({ page: 1, perPage: 20, totalItems: items.length, items })),
      http.post(api(`mi/rights/${blocking.id}/answer`), async ({ request }) => {
        bodies.push(await request.json())
        items = [rectification]
        return HttpResponse.json({ ...blocking, status: 'resuelta', answer: 'Listo.', mailed: true })
      }),
    )
    renderWithApp(<></>, {
      routes: [{ path: '/adminderechos', element: <><AdminLayout title="x"><RightsInbox /></AdminLayout><ToastContainer /></> }],
      url: '/adminderechos',
      preferences: { lang, user: moderator },
    })
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument()
    expect(screen.getByText((_, node) => node?.tagName === 'DIV' && node.textContent === due)).toBeInTheDocument()
    expect(screen.getAllByText('Ana Perez · ana@example.com')).toHaveLength(2)
    expect(screen.getByRole('link', { name: correctionLink })).toHaveAttribute('href', '/admincorrections')
    fireEvent.change(screen.getByLabelText(answerLabel), { target: { value: 'Listo.' } })
    fireEvent.click(screen.getByRole('button', { name: send }))
    expect(await screen.findByText(done)).toBeInTheDocument()
    expect(bodies).toEqual([{ state: 'resuelta', answer: 'Listo.' }])
  })
})

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
import { listHandler, records } from './profile-fixtures'

// /adminsell's "Disponible" for a type a buyer could not use: PocketBase refuses it (pb_hooks/lib/
// organiser-console.js requireTypeReady) as a BadRequestError with the reason under data.request:
// the answer the real server gives in tests/integration/organiser-console.test.ts.
const moderator: SessionUser = { id: 'mod000000000001', email: 'mod@example.com', username: '', verified: true, avatar: '', collectionName: 'moderators' }
const draft = { id: 'sssssssssssss02', Tipo: 'SS1', ValorCLP: 120000, Estado: 'creada', Nombre: 'Sponsor Plus', NombreIngles: 'Sponsor Plus', Imagen: '' }

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource)
  server.use(
    realtimeHandler,
    listHandler('Entradas', [draft]),
    listHandler('EntradasQuedan', []),
    listHandler('EntradasEntregadas', []),
    listHandler('UserCompleteEntradasPedidas', []),
  )
})

describe('/adminsell: a type a buyer could not use is not put on sale', () => {
  it.each([
    ['ESP', 'Disponible', 'Este tipo de entrada no tiene imagen: súbela en /adminconsole antes de anunciarlo o ponerlo a la venta.'],
    ['ENG', 'Available', 'This ticket type has no image: upload one on /adminconsole before announcing it or putting it on sale.'],
  ] as const)('in %s the server’s typeWithoutImage refusal is told in the moderator’s language and the type stays a draft', async (lang: Lang, button, text) => {
    const writes: unknown[] = []
    server.use(
      http.patch(records('Entradas', draft.id), async ({ request }) => {
        writes.push(await request.json())
        const message = 'This ticket type cannot be shown or sold yet: typeWithoutImage.'
        return HttpResponse.json({ status: 400, message, data: { request: { code: 'typeWithoutImage', message } } }, { status: 400 })
      }),
    )
    const routes = [{ path: '/admin', element: <><AdminLayout title="x"><SellPage /></AdminLayout><ToastContainer /></> }]
    const { user } = renderWithApp(<></>, { routes, url: '/admin', preferences: { lang, user: moderator } })
    const row = await screen.findByTestId('type-SS1', {}, { timeout: 5000 })
    await user.click(within(row).getByRole('button', { name: button }))
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(writes).toEqual([{ Estado: 'disponible' }])
    expect(within(row).getByRole('button', { name: button })).toBeEnabled()
  })
})

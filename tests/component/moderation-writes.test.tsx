import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ToastContainer } from 'react-toastify'
import { AdminLayout } from '@/features/moderation/components/admin-layout'
import { SellPage } from '@/features/moderation/components/sell-page'
import type { Lang, SessionUser } from '@/stores/preferences-slice'
import { server } from './support/server'
import { renderWithApp } from './support/render'
import { listAnswer } from './support/pb-list'
import { FakeEventSource, realtimeHandler } from './support/fake-event-source'
import { api, listHandler, records } from './profile-fixtures'

const moderator: SessionUser = { id: 'mod000000000001', email: 'mod@example.com', username: '', verified: true, avatar: '', collectionName: 'moderators' }
const pending = {
  id: 'req000000000001', userid: 'usr000000000001', username: 'foxy', email: 'fox@example.com', nombreEnDocumento: 'Ana Pérez',
  bdate: '1995-05-05 00:00:00.000Z', state: 0, IdPedida: 'req000000000001', estado: 'creada', TiposPedidas: 'S1',
  fechaPedida: '2025-05-01 15:00:00.000Z', TiposEntregadas: null, idBadge: null, montoBadge: null, TipoBadge: null,
}
const approved = { id: 'tkt000000000001', user: 'usr000000000001', tipo: 'sssssssssssss01', monto: 90000, orderID: 'Paw25a00000000000000000042', correoEnviado: 'si', mailed: true }

function renderSell(lang: Lang) {
  const routes = [{ path: '/adminsell', element: <><AdminLayout title="x"><SellPage /></AdminLayout><ToastContainer /></> }]
  return renderWithApp(<></>, { routes, url: '/adminsell', preferences: { lang, user: moderator } })
}

/** /adminsell's lists as the server holds them: the approval (when it happens) closes the request and issues the ticket. */
function sellServer(approve: () => Response) {
  const state = { approved: false, pendingReads: 0 }
  server.use(
    listHandler('Entradas', [{ id: 'sssssssssssss01', Tipo: 'S1', ValorCLP: 90000, Estado: 'disponible', Nombre: 'Sponsor Preventa', NombreIngles: 'Sponsor Early Bird' }]),
    listHandler('EntradasQuedan', [{ id: 'stock0000000001', EntradasID: 'sssssssssssss01', CantidadQuedan: 12 }]),
    http.get(records('EntradasEntregadas'), ({ request }) => listAnswer([{ orderID: state.approved ? approved.orderID : 'Paw25a00000000000000000041' }], request)),
    http.get(records('UserCompleteEntradasPedidas'), ({ request }) => {
      state.pendingReads++
      return listAnswer(state.approved ? [] : [pending], request)
    }),
    http.post(api('mi/approve/req000000000001'), () => {
      const answer = approve()
      state.approved = answer.ok
      return answer
    }),
  )
  return state
}

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource)
  server.use(realtimeHandler)
})

describe('moderators’ writes (RTK Query mutations)', () => {
  it('/adminsell: "Cobrar" is a mutation whose tags read the pending list and the last order id again (no live event is pushed here, and the page refetches nothing by hand)', async () => {
    const state = sellServer(() => HttpResponse.json(approved))
    const { user } = renderSell('ESP')
    const card = await screen.findByTestId('pending-fox@example.com')
    expect(screen.getByTestId('last-order')).toHaveTextContent('Paw25a00000000000000000041')
    const readsBefore = state.pendingReads

    await user.click(within(card).getByRole('button', { name: 'Cobrar' }))

    expect(await screen.findByText('No hay solicitudes pendientes.')).toBeInTheDocument()
    expect(screen.queryByTestId('pending-fox@example.com')).toBeNull()
    expect(state.pendingReads).toBeGreaterThan(readsBefore)
    await waitFor(() => expect(screen.getByTestId('last-order')).toHaveTextContent('Paw25a00000000000000000042'))
  })

  it.each([
    ['ESP', 'El servidor tuvo un problema y no guardó nada. Inténtalo de nuevo en unos minutos.'],
    ['ENG', 'The server had a problem and saved nothing. Try again in a few minutes.'],
  ] as const)('/adminsell (%s): a failed approval says what happened in the moderator’s language, never the server’s English; the card stays', async (lang, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    sellServer(() => HttpResponse.json({ status: 500, message: 'Something broke inside the approval hook.', data: {} }, { status: 500 }))
    const { user } = renderSell(lang)
    const card = await screen.findByTestId('pending-fox@example.com')
    await user.click(within(card).getByRole('button', { name: lang === 'ENG' ? 'Approve' : 'Cobrar' }))
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(screen.queryByText(/Something broke/)).toBeNull()
    expect(screen.getByTestId('pending-fox@example.com')).toBeInTheDocument()
  })

  it.each([
    ['ESP', 'No quedan entradas de este tipo. Súbelas en «Mostrar cantidades» o marca la solicitud como agotada.'],
    ['ENG', 'No tickets of this type remain. Raise them under “Show quantities” or reject the request as sold out.'],
  ] as const)('/adminsell (%s): an approval the server refuses with a reason code says that reason in the moderator’s language', async (lang, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    sellServer(() =>
      HttpResponse.json(
        { status: 400, message: 'No tickets of type S1 remain.', data: { request: { code: 'soldOut', message: 'No tickets of type S1 remain.' } } },
        { status: 400 },
      ),
    )
    const { user } = renderSell(lang)
    const card = await screen.findByTestId('pending-fox@example.com')
    await user.click(within(card).getByRole('button', { name: lang === 'ENG' ? 'Approve' : 'Cobrar' }))
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(screen.queryByText(/No tickets of type S1/)).toBeNull()
  })
})

import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ToastContainer } from 'react-toastify'
import ConsoleRoute from '@/app/routes/admin/console'
import { AdminLayout } from '@/features/moderation/components/admin-layout'
import { SellPage } from '@/features/moderation/components/sell-page'
import type { Lang, SessionUser } from '@/stores/preferences-slice'
import { server } from './support/server'
import { renderWithApp } from './support/render'
import { FakeEventSource, realtimeHandler } from './support/fake-event-source'
import { api, listHandler } from './profile-fixtures'

const organiser: SessionUser = { id: 'mod000000000001', email: 'org@example.com', username: '', verified: true, avatar: '', collectionName: 'moderators', organiser: true }
const sponsor = { id: 'sssssssssssss01', collectionId: 'entradas0000001', collectionName: 'Entradas', Tipo: 'S1', ValorCLP: 90000, Estado: 'disponible', Nombre: 'Sponsor Preventa', NombreIngles: 'Sponsor Early Bird', Imagen: '', listaEspera: false }
const stockRow = { id: 'stock0000000001', EntradasID: sponsor.id, CantidadQuedan: 2, colaAutomatica: false, devueltas: 2 }

function renderSell(lang: Lang) {
  server.use(
    listHandler('Entradas', [sponsor]),
    listHandler('EntradasQuedan', [stockRow]),
    listHandler('EntradasEntregadas', []),
    listHandler('UserCompleteEntradasPedidas', []),
    http.get(api('mi/queue/returned'), () => HttpResponse.json({ types: [{ typeId: sponsor.id, tipo: 'S1', nombre: sponsor.Nombre, nombreIngles: sponsor.NombreIngles, returned: 2, waiting: 3 }] })),
  )
  return renderWithApp(<></>, {
    routes: [{ path: '/adminsell', element: <><AdminLayout title="x"><SellPage /></AdminLayout><ToastContainer /></> }],
    url: '/adminsell',
    preferences: { lang, user: organiser },
  })
}

function renderConsole(lang: Lang) {
  server.use(
    listHandler('Entradas', [sponsor]),
    listHandler('EntradasQuedan', [stockRow]),
    listHandler('Amigos', []),
    http.get(api('mi/organiser/readiness'), () => HttpResponse.json({ problems: [] })),
    http.get(api('mi/organiser/moderators'), () => HttpResponse.json({ items: [] })),
  )
  return renderWithApp(<></>, {
    routes: [{ path: '/adminconsole', element: <><ConsoleRoute /><ToastContainer /></> }],
    url: '/adminconsole',
    preferences: { lang, user: organiser },
  })
}

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource)
  server.use(realtimeHandler)
})

describe('/adminsell: units returned to a queue that does not move by itself', () => {
  it('says how many came back and approves the next of that type in one click (Spanish)', async () => {
    const approved: string[] = []
    server.use(
      http.post(api('mi/queue/approve-next/:typeId'), ({ params }) => {
        approved.push(String(params['typeId']))
        return HttpResponse.json({ id: 'ticket000000001', orderID: 'Paw25a00000000000000000042', mailed: true })
      }),
    )
    const { user } = renderSell('ESP')
    const notice = await screen.findByTestId('returned-units')
    expect(notice).toHaveTextContent('Sponsor Preventa (S1): 2 unidades devueltas — 3 personas esperan.')
    await user.click(within(notice).getByRole('button', { name: 'Aprobar a la siguiente persona en la fila de Sponsor Preventa (S1)' }))
    expect(await screen.findByText('Aprobada la siguiente de la fila: orden Paw25a00000000000000000042, cobro enviado por correo.')).toBeInTheDocument()
    expect(approved).toEqual([sponsor.id])
  })

  it('names the type in English and says when the payment mail did not go out', async () => {
    server.use(http.post(api('mi/queue/approve-next/:typeId'), () => HttpResponse.json({ id: 'ticket000000001', orderID: 'Paw25a00000000000000000043', mailed: false })))
    const { user } = renderSell('ENG')
    const notice = await screen.findByTestId('returned-units')
    expect(notice).toHaveTextContent('Sponsor Early Bird (S1): 2 units returned — 3 people waiting.')
    await user.click(within(notice).getByRole('button', { name: 'Approve the next person in the Sponsor Early Bird (S1) queue' }))
    expect(await screen.findByText(/The payment request mail did not go out/)).toBeInTheDocument()
  })
})

describe('/adminconsole: the queue that moves by itself', () => {
  it('is off by default and an organiser switches it on for a type (Spanish)', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(api('mi/organiser/moving-queue/:id'), async ({ request, params }) => {
        bodies.push({ id: params['id'], ...((await request.json()) as object) })
        return HttpResponse.json({ ...stockRow, colaAutomatica: true })
      }),
    )
    const { user } = renderConsole('ESP')
    const card = await screen.findByTestId('console-type-S1')
    const box = within(card).getByRole('checkbox', { name: 'La fila avanza sola' })
    expect(box).not.toBeChecked()
    expect(box).toHaveAccessibleDescription(/se aprueba a la siguiente persona de la fila/)
    await user.click(box)
    expect(await screen.findByText('La fila de Sponsor Preventa ahora avanza sola.')).toBeInTheDocument()
    expect(bodies).toEqual([{ id: stockRow.id, on: true }])
  })

  it('reads in English', async () => {
    renderConsole('ENG')
    const card = await screen.findByTestId('console-type-S1')
    expect(within(card).getByRole('checkbox', { name: 'The queue moves by itself' })).toHaveAccessibleDescription(/the next person in this type’s queue is approved/)
  })
})

import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactElement } from 'react'
import { AdminLayout } from '@/features/moderation/components/admin-layout'
import { BanTable } from '@/features/moderation/components/ban-table'
import { RemovePage } from '@/features/moderation/components/remove-page'
import { SellPage } from '@/features/moderation/components/sell-page'
import { LegalCorrectionsTable } from '@/features/moderation/components/legal-corrections-table'
import type { Lang, SessionUser } from '@/stores/preferences-slice'
import { onSaleEdition, server } from './support/server'
import { renderWithApp } from './support/render'
import { listAnswer } from './support/pb-list'
import { FakeEventSource, realtimeHandler } from './support/fake-event-source'
import { api, listHandler, records } from './profile-fixtures'

const moderator: SessionUser = { id: 'mod000000000001', email: 'mod@example.com', username: '', verified: true, avatar: '', collectionName: 'moderators' }
const pad = (n: number) => String(n).padStart(2, '0')
const userId = (n: number) => `usr0000000000${pad(n)}`
const people = Array.from({ length: 55 }, (_, n) => ({
  id: userId(n),
  usersID: userId(n),
  email: `person${pad(n)}@example.com`,
  username: n === 7 ? 'wolf' : `person${pad(n)}`,
  nombreEnDocumento: n === 7 ? 'Lobo Feroz' : 'Ana Pérez',
  bdate: null,
  state: 0,
  userStatusPawsID: '',
}))
const ticket = (n: number) => ({
  id: `tkt0000000000${pad(n)}`,
  collectionName: 'EntradasEntregadas',
  user: userId(n),
  tipo: 'sssssssssssss01',
  nombre: 'Sponsor Preventa',
  token: '1',
  orderID: `Paw25a000000000000000000${pad(n)}`,
  monto: 90000,
  estado: 'creada',
  correoEnviado: 'no',
  correoEnviado2: 'no',
  created: `2025-05-01 15:00:${pad(n)}.000Z`,
})

function render(page: ReactElement, lang: Lang = 'ESP') {
  const routes = [{ path: '/admin', element: <AdminLayout title="x">{page}</AdminLayout> }]
  return renderWithApp(<></>, { routes, url: '/admin', preferences: { lang, user: moderator } })
}

/** The people list, counting the requests that carry a search filter. */
function peopleHandler(searches: string[]) {
  return http.get(records('userCompleteLegal'), ({ request }) => {
    const filter = new URL(request.url).searchParams.get('filter')
    if (filter && !filter.startsWith('id =')) searches.push(filter)
    return listAnswer(people, request)
  })
}

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource)
  server.use(realtimeHandler)
})

describe('/adminbann: search and pages', () => {
  it('shows the count and 20 people a page; Página siguiente / anterior walk the pages by keyboard', async () => {
    server.use(peopleHandler([]))
    const { user } = render(<BanTable />)
    expect(await screen.findByRole('status')).toHaveTextContent('55 resultados')
    expect(screen.getAllByTestId(/^user-/)).toHaveLength(20)
    const pages = screen.getByRole('navigation', { name: 'Páginas de resultados' })
    expect(within(pages).getByText('Página 1 de 3')).toBeInTheDocument()
    expect(within(pages).getByRole('button', { name: 'Página anterior' })).toBeDisabled()

    within(pages).getByRole('button', { name: 'Página siguiente' }).focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByTestId('user-person20@example.com')).toBeInTheDocument()
    expect(screen.queryByTestId('user-person00@example.com')).not.toBeInTheDocument()
    expect(within(pages).getByRole('button', { name: 'Página siguiente' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(await screen.findByText('Página 3 de 3')).toBeInTheDocument()
    expect(screen.getAllByTestId(/^user-/)).toHaveLength(15)
    await user.click(screen.getByRole('button', { name: 'Página anterior' }))
    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument()
  })

  it('searches on the server once typing pauses, back on page 1; says when nobody matches', async () => {
    const searches: string[] = []
    server.use(peopleHandler(searches))
    const { user } = render(<BanTable />)
    await screen.findByText('Página 1 de 3')
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }))
    await screen.findByText('Página 2 de 3')

    await user.type(screen.getByRole('searchbox', { name: 'Buscar por correo, usuario o nombre' }), 'lobo')
    expect(await screen.findByTestId('user-person07@example.com')).toBeInTheDocument()
    expect(screen.getAllByTestId(/^user-/)).toHaveLength(1)
    expect(screen.getByRole('status')).toHaveTextContent('1 resultado')
    expect(screen.queryByRole('navigation', { name: 'Páginas de resultados' })).not.toBeInTheDocument()
    expect(searches).toEqual(['email ~ "lobo" || username ~ "lobo" || nombreEnDocumento ~ "lobo"'])

    await user.clear(screen.getByRole('searchbox'))
    await user.type(screen.getByRole('searchbox'), 'nadie')
    expect(await screen.findByText('Nadie coincide con «nadie».')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('0 resultados')
  })

  it('says it is searching while the answer is on its way, in English too', async () => {
    let release = () => {}
    const answered = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get(records('userCompleteLegal'), async ({ request }) => {
        if (new URL(request.url).searchParams.get('filter')) await answered
        return listAnswer(people, request)
      }),
    )
    const { user } = render(<BanTable />, 'ENG')
    await screen.findByText('Page 1 of 3')
    await user.type(screen.getByRole('searchbox', { name: 'Search by e-mail, username or name' }), 'wolf')
    expect(await screen.findByText('Searching…')).toBeInTheDocument()
    release()
    // person07 is on page 1 too, so its row alone does not prove the answer came back.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 result'))
    expect(screen.getAllByTestId(/^user-/).map((row) => row.dataset.testid)).toEqual(['user-person07@example.com'])
  })
})

describe('/adminremove: search and pages', () => {
  beforeEach(() => {
    server.use(
      listHandler('EntradasEntregadas', Array.from({ length: 25 }, (_, n) => ticket(n))),
      listHandler('userCompleteLegal', people),
      listHandler('Entradas', [{ id: 'sssssssssssss01', Tipo: 'S1', ValorCLP: 90000, Estado: 'disponible', Nombre: 'Sponsor Preventa', NombreIngles: 'Sponsor Early Bird' }]),
      http.get(api('mi/refund-states'), () => HttpResponse.json({ refunds: [] })),
    )
  })

  it('pages the issued tickets, newest first, 20 a page', async () => {
    const { user } = render(<RemovePage />)
    expect(await screen.findByRole('status')).toHaveTextContent('25 resultados')
    expect(screen.getAllByTestId(/^issued-/)[0]).toHaveAttribute('data-testid', 'issued-Paw25a00000000000000000024')
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }))
    expect(await screen.findByText('Página 2 de 2')).toBeInTheDocument()
    expect(screen.getAllByTestId(/^issued-/)).toHaveLength(5)
  })

  it('digits search order ids; other text finds the people first, then their tickets', async () => {
    const { user } = render(<RemovePage />)
    await screen.findByText('Página 1 de 2')
    const box = screen.getByRole('searchbox', { name: 'Buscar por correo, usuario, nombre o número de pedido' })
    // The example order id is the current edition's prefix, not a year written in the copy.
    await waitFor(() => expect(box).toHaveAttribute('placeholder', `${onSaleEdition.prefijoOrden}… o ana@ejemplo.cl`))
    await user.type(box, '0012')
    expect(await screen.findByText('1 resultado')).toBeInTheDocument()
    expect(screen.getByTestId('issued-Paw25a00000000000000000012')).toBeInTheDocument()

    await user.clear(box)
    await user.type(box, 'wolf')
    await waitFor(() => expect(screen.getAllByTestId(/^issued-/).map((row) => row.dataset['testid'])).toEqual(['issued-Paw25a00000000000000000007']))
    expect(within(screen.getByTestId('issued-Paw25a00000000000000000007')).getByText('person07@example.com')).toBeInTheDocument()

    await user.clear(box)
    await user.type(box, 'example')
    expect(await screen.findByText('Muchas personas coinciden: se muestran las entradas de las primeras 50. Escribe algo más preciso.')).not.toBeNull()
  })
})

describe('/adminsell: the pending requests searched and paged; "Approve the next N" keeps the queue head', () => {
  const pending = people.slice(0, 25).map((person, n) => ({
    id: `req0000000000${pad(n)}`, userid: person.id, username: person.username, email: person.email, nombreEnDocumento: person.nombreEnDocumento,
    bdate: null, state: 0, IdPedida: `req0000000000${pad(n)}`, estado: 'creada', TiposPedidas: 'S1',
    fechaPedida: `2025-05-01 15:00:${pad(n)}.000Z`, TiposEntregadas: null, idBadge: null, montoBadge: null, TipoBadge: null,
  }))

  beforeEach(() => {
    server.use(
      listHandler('Entradas', [{ id: 'sssssssssssss01', Tipo: 'S1', ValorCLP: 90000, Estado: 'disponible', Nombre: 'Sponsor Preventa', NombreIngles: 'Sponsor Early Bird' }]),
      listHandler('EntradasQuedan', []),
      listHandler('EntradasEntregadas', []),
      listHandler('UserCompleteEntradasPedidas', pending),
    )
  })

  it('counts the whole queue, shows 20 cards oldest first, the next page the rest, and finds one person', async () => {
    const { user } = render(<SellPage />)
    const section = await screen.findByRole('region', { name: /^Solicitudes pendientes/ })
    await within(section).findByText('Página 1 de 2')
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('25')
    expect(within(section).getAllByTestId(/^pending-/)[0]).toHaveAttribute('data-testid', 'pending-person00@example.com')
    expect(within(section).getAllByTestId(/^pending-/)).toHaveLength(20)
    await user.click(within(section).getByRole('button', { name: 'Página siguiente' }))
    expect(await within(section).findByText('Página 2 de 2')).toBeInTheDocument()
    expect(within(section).getAllByTestId(/^pending-/)).toHaveLength(5)

    await user.type(within(section).getByRole('searchbox', { name: 'Buscar por correo, usuario o nombre' }), 'lobo')
    await waitFor(() => expect(within(section).getAllByTestId(/^pending-/).map((card) => card.dataset['testid'])).toEqual(['pending-person07@example.com']))
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('25')
    expect(screen.getByRole('button', { name: 'Aprobar las siguientes 5' })).toBeEnabled()
  })
})

describe('/admincorrections: open correction requests a page at a time', () => {
  it('shows 20 requests oldest first with their person, then the rest on the next page', async () => {
    const corrections = people.slice(0, 22).map((person, n) => ({
      id: `cor0000000000${pad(n)}`, user: person.id, motivo: `Motivo ${n}`, estado: 'pendiente', resueltaEn: '', created: `2025-05-01 15:00:${pad(n)}.000Z`,
    }))
    server.use(listHandler('legalCorrections', corrections), listHandler('userCompleteLegal', people))
    const { user } = render(<LegalCorrectionsTable />)
    expect(await screen.findByText('Página 1 de 2')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('22 resultados')
    expect(screen.getAllByText(/^Motivo \d+$/)).toHaveLength(20)
    expect(screen.getByText('person00@example.com')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }))
    expect(await screen.findByText('Página 2 de 2')).toBeInTheDocument()
    expect(screen.getAllByText(/^Motivo \d+$/).map((cell) => cell.textContent)).toEqual(['Motivo 20', 'Motivo 21'])
  })
})

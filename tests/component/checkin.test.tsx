import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import EntradaRoute from '@/app/routes/entrada'
import CheckinRoute from '@/app/routes/admin/checkin'
import type { DoorTicket } from '@/api/checkin'
import type { Lang, SessionUser } from '@/stores/preferences-slice'
import { server } from './support/server'
import { renderWithApp } from './support/render'
import { api } from './profile-fixtures'

const moderator: SessionUser = { id: 'mod000000000001', email: 'mod@example.com', username: '', verified: true, avatar: '', collectionName: 'moderators' }
const TICKET = 'tkt000000000001'

const door = (overrides: Partial<DoorTicket> = {}): DoorTicket => ({
  id: TICKET,
  orderID: 'Paw25a00000000000000000042',
  estado: 'pagada',
  tipo: 'S1',
  nombreTipo: 'Sponsor Preventa',
  nombreTipoIngles: 'Sponsor Early Bird',
  badge: 'Nube Azul',
  legalName: 'Ana Pérez',
  avatar: `/api/files/users/usr000000000001/nube.png?thumb=256x256`,
  banned: false,
  admission: null,
  verdict: 'admit',
  ...overrides,
})

// 14:42 UTC on 29 August 2025 is 10:42 in Santiago (UTC-4).
const ADMITTED = { at: '2025-08-29 14:42:00.000Z', by: 'Puerta Norte', origin: 'online' as const }

function renderEntrada(options: { lang?: Lang; user?: SessionUser | null } = {}) {
  return renderWithApp(<EntradaRoute />, {
    url: `/entrada?id=${TICKET}`,
    routes: [{ path: '/entrada', element: <EntradaRoute /> }],
    preferences: { lang: options.lang ?? 'ESP', user: options.user === undefined ? moderator : options.user },
  })
}

describe('door check-in at /entrada for a moderator', () => {
  it('shows badge name, avatar, level, legal name and paid state; "Admitir" admits and says who and when', async () => {
    const calls: string[] = []
    server.use(
      http.get(api(`mi/checkin/${TICKET}`), () => HttpResponse.json(door())),
      http.post(api(`mi/checkin/${TICKET}`), () => {
        calls.push('admit')
        return HttpResponse.json(door({ verdict: 'admitted', admission: ADMITTED }))
      }),
    )
    const view = renderEntrada()
    const card = await screen.findByTestId('door-card')
    expect(within(card).getByRole('heading', { name: 'Nube Azul' })).toBeInTheDocument()
    expect(within(card).getByRole('img', { name: 'Avatar de Nube Azul' })).toHaveAttribute('src', expect.stringContaining('/api/files/users/usr000000000001/nube.png'))
    expect(card).toHaveTextContent('Ana Pérez')
    expect(card).toHaveTextContent('Sponsor (Sponsor Preventa)')
    expect(card).toHaveTextContent('Pagada · Sin suspensión')
    expect(within(card).getByRole('status')).toHaveTextContent('Entrada válida: puede ingresar.')

    await view.user.click(within(card).getByRole('button', { name: 'Admitir' }))
    expect(await within(card).findByText('Ingreso registrado a las 10:42 por Puerta Norte.')).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Admitir' })).not.toBeInTheDocument()
    expect(calls).toEqual(['admit'])
  })

  it('a second scan says "Already admitted at 10:42 by <moderator>" in red, with no Admit button (English)', async () => {
    server.use(http.get(api(`mi/checkin/${TICKET}`), () => HttpResponse.json(door({ verdict: 'alreadyAdmitted', admission: ADMITTED }))))
    renderEntrada({ lang: 'ENG' })
    const card = await screen.findByTestId('door-card')
    expect(within(card).getByRole('alert')).toHaveTextContent('Already admitted at 10:42 by Puerta Norte.')
    expect(card).toHaveClass('door--refused')
    expect(within(card).queryByRole('button', { name: 'Admit' })).not.toBeInTheDocument()
  })

  it.each([
    ['reemplazada', 'replaced', 'No puede ingresar: esta entrada fue reemplazada por una mejora. Pide el código QR nuevo.', 'Reemplazada'],
    ['reembolsada', 'refunded', 'No puede ingresar: esta entrada fue reembolsada.', 'Reembolsada'],
    ['creada', 'unpaid', 'No puede ingresar: esta entrada no está pagada.', 'Sin pagar'],
    ['pagada', 'banned', 'No puede ingresar: la persona está suspendida.', 'Suspendida'],
  ] as const)('refuses a ticket in estado %s (%s) with its reason and no Admit button', async (estado, verdict, message, stateText) => {
    server.use(http.get(api(`mi/checkin/${TICKET}`), () => HttpResponse.json(door({ estado, verdict, banned: verdict === 'banned' }))))
    renderEntrada()
    const card = await screen.findByTestId('door-card')
    expect(within(card).getByRole('alert')).toHaveTextContent(message)
    expect(card).toHaveTextContent(stateText)
    expect(card).toHaveClass('door--refused')
    expect(within(card).queryByRole('button')).not.toBeInTheDocument()
  })

  it('an unknown ticket says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    server.use(http.get(api(`mi/checkin/${TICKET}`), () => HttpResponse.json({ status: 404, message: 'The ticket was not found.', data: {} }, { status: 404 })))
    renderEntrada()
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos esta entrada.')
  })
})

describe('/entrada for a visitor', () => {
  it("keeps SPEC's public view: type and paid, through the entrada function, without the door data", async () => {
    server.use(
      http.get('*/.netlify/functions/entrada', () => HttpResponse.json({ estado: 'pagada', tipo: 'S1', nombreTipo: 'Sponsor Preventa', nombreTipoIngles: 'Sponsor Early Bird' })),
    )
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    renderEntrada({ user: null })
    expect(await screen.findByText('Entrada pagada')).toBeInTheDocument()
    expect(screen.queryByTestId('door-card')).not.toBeInTheDocument()
    expect(screen.queryByText('Ana Pérez')).not.toBeInTheDocument()
  })
})

describe('/admincheckin scanner page', () => {
  const renderScanner = (lang: Lang = 'ESP') =>
    renderWithApp(<CheckinRoute />, { url: '/admincheckin', routes: [{ path: '/admincheckin', element: <CheckinRoute /> }], preferences: { lang, user: moderator } })

  it('looks up a typed QR address and shows the door card; "Escanear la siguiente" clears it', async () => {
    server.use(http.get(api(`mi/checkin/${TICKET}`), () => HttpResponse.json(door())))
    const view = renderScanner()
    await view.user.type(screen.getByLabelText('Código de la entrada o dirección del QR'), `https://monsterinvasion.cl/entrada?id=${TICKET}`)
    await view.user.click(screen.getByRole('button', { name: 'Buscar' }))
    expect(await screen.findByTestId('door-card')).toHaveTextContent('Nube Azul')
    await view.user.click(screen.getByRole('button', { name: 'Escanear la siguiente' }))
    expect(screen.queryByTestId('door-card')).not.toBeInTheDocument()
  })

  it('refuses a code that is not a ticket without asking the server (English)', async () => {
    const view = renderScanner('ENG')
    await view.user.type(screen.getByLabelText('Ticket code or QR address'), 'https://example.com/other?id=1')
    await view.user.click(screen.getByRole('button', { name: 'Look up' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not a Monster Invasion ticket.')
  })

  it('says when the browser has no camera API, and offers the typed code instead', async () => {
    const view = renderScanner()
    await view.user.click(screen.getByRole('button', { name: 'Activar cámara' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Este navegador no puede usar la cámara aquí. Escribe el código de la entrada.')
  })
})

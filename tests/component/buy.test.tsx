import { beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { publicSnapshot } from '@/api/public-snapshot'
import { REQUEST_MESSAGES } from '@/domain/ticket-request'
import { BuyPage } from '@/features/tickets/components/buy-page'
import type { Lang, SessionUser } from '@/stores/preferences-slice'
import { formatAgeCutoff, formatEventDay } from '@/domain/event-dates'
import { refreshEditions } from '@/hooks/use-edition'
import { currentPrefix, serveSale } from './support/editions'
import { emptySnapshot, onSaleEdition, seededEdition, server } from './support/server'
import { renderWithApp } from './support/render'
import { FakeEventSource, realtimeHandler } from './support/fake-event-source'
import { snapshotTypeOf } from './support/snapshot'
import { api, listHandler, records } from './profile-fixtures'
import { listAnswer } from './support/pb-list'

const buyer: SessionUser = { id: 'u1234567890abcd', email: 'fox@example.com', username: 'foxy', verified: true, avatar: '', collectionName: 'users' }

const type = (id: string, Tipo: string, ValorCLP: number, Estado: string, Nombre: string, NombreIngles: string) => ({
  id,
  collectionId: 'pbc_entradas',
  collectionName: 'Entradas',
  Tipo,
  ValorCLP,
  Estado,
  Nombre,
  NombreIngles,
  Imagen: `${Tipo.toLowerCase()}.svg`,
})
const TYPES = [
  type('megamegamega001', 'MEGA', 300000, 'disponible', 'MEGA', 'MEGA'),
  type('bbbbbbbbbbbbbb1', 'B1', 45000, 'disponible', 'General Preventa', 'General Early Bird'),
  type('bbbbbbbbbbbbbb2', 'B2', 55000, 'anunciada', 'General Segunda Venta', 'General Second Sale'),
  type('sssssssssssss01', 'S1', 90000, 'disponible', 'Sponsor Preventa', 'Sponsor Early Bird'),
  type('ssssssssssssss2', 'SS2', 170000, 'agotada', 'Super Sponsor Segunda Venta', 'Super Sponsor Second Sale'),
]


/** The public snapshot (functions/snapshot.mts) as it would be for these types. */
function snapshotOf(types: readonly ReturnType<typeof type>[]) {
  const catalogue = types.filter((t) => t.Estado !== 'creada').map(snapshotTypeOf)
  server.use(http.get('*/.netlify/functions/snapshot', () => HttpResponse.json({ ...emptySnapshot, version: JSON.stringify(catalogue), catalogue })))
}

/** The buy page's reads; a `badge` is the buyer's summary of the current edition unless it names its `edicion`. */
function catalogue(options: { badge?: { TipoBadge: string; MontoTotalPagado: number; edicion?: string }; requests?: unknown[]; position?: number | null } = {}) {
  snapshotOf(TYPES)
  server.use(
    realtimeHandler,
    listHandler('Entradas', TYPES),
    listHandler('EntradasUsuario', options.badge ? [{ id: 'badge0000000001', user: buyer.id, edicion: currentPrefix(), ...options.badge }] : []),
    listHandler('EntradasPedidas', options.requests ?? []),
    http.get(api('mi/queue-position'), () => HttpResponse.json({ position: options.position ?? null })),
  )
}

const pide = (status: number, body: Record<string, unknown>) =>
  server.use(http.post('*/.netlify/functions/pideentrada', () => HttpResponse.json(body, { status })))

function renderBuy(lang: Lang = 'ENG', user: SessionUser | null = buyer) {
  return renderWithApp(<BuyPage />, { preferences: { lang, user } })
}

const card = (tipo: string) => screen.getByTestId(`ticket-${tipo}`)

beforeEach(() => {
  FakeEventSource.instances = []
  vi.stubGlobal('EventSource', FakeEventSource)
})
describe('Buy page catalogue', () => {
  it('lists types cheapest first with English names, CLP prices and states; a draft ("creada") never shows, even if the API returned one', async () => {
    catalogue()
    // The API rule hides drafts from buyers (tests/integration); the page must not show one that slipped through.
    server.use(listHandler('Entradas', [...TYPES, type('draftdraftdraft', 'D1', 1000, 'creada', 'Borrador', 'Draft')]))
    renderBuy('ENG')
    expect(await screen.findByRole('heading', { level: 1, name: "It's time to get your ticket!" })).toBeInTheDocument()
    await screen.findByTestId('ticket-B1')
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(names.slice(0, 5)).toEqual(['General Early Bird', 'General Second Sale', 'Sponsor Early Bird', 'Super Sponsor Second Sale', 'MEGA'])
    expect(screen.queryByTestId('ticket-D1')).toBeNull()
    expect(screen.queryByText('Draft')).toBeNull()
    expect(within(card('B1')).getByText('$45.000')).toBeInTheDocument()
    expect(within(card('B1')).getByText(/General · Early Bird/)).toBeInTheDocument()
    expect(within(card('MEGA')).getByRole('img')).toHaveAttribute('src', expect.stringContaining('/api/files/pbc_entradas/megamegamega001/mega.svg'))
  })

  it('offers "Join the queue" without a badge; "Soon!" and "Sold Out" block requesting; MEGA glows', async () => {
    catalogue()
    renderBuy('ENG')
    await screen.findByTestId('ticket-B1')
    expect(within(card('B1')).getByRole('button', { name: 'Join the queue' })).toBeEnabled()
    expect(within(card('MEGA')).getByRole('button', { name: 'Join the queue' })).toBeEnabled()
    expect(within(card('B2')).getByRole('button', { name: 'Soon!' })).toBeDisabled()
    expect(within(card('SS2')).getByRole('button', { name: 'Sold Out' })).toBeDisabled()
    expect(card('SS2')).toHaveClass('ticket-card--dimmed')
    expect(card('MEGA')).toHaveClass('ticket-card--mega')
    expect(card('B1')).not.toHaveClass('ticket-card--dimmed')
  })

  it('for a Sponsor holder: "Your Ticket" highlighted and not dimmed, cheaper types dimmed "Not available", higher ones "Request Upgrade"', async () => {
    catalogue({ badge: { TipoBadge: 'sssssssssssss01', MontoTotalPagado: 90000 } })
    renderBuy('ENG')
    await waitFor(() => expect(within(card('S1')).getByRole('button', { name: 'Your Ticket' })).toBeDisabled())
    expect(card('S1')).toHaveClass('ticket-card--owned')
    expect(card('S1')).not.toHaveClass('ticket-card--dimmed')
    expect(within(card('S1')).getByRole('button', { name: 'Your Ticket' })).not.toHaveClass('btn--ghost')
    expect(within(card('B1')).getByRole('button', { name: 'Not available' })).toBeDisabled()
    expect(card('B1')).toHaveClass('ticket-card--dimmed')
    expect(within(card('MEGA')).getByRole('button', { name: 'Request Upgrade' })).toBeEnabled()
    expect(card('MEGA')).not.toHaveClass('ticket-card--dimmed')
  })

  it('when the badge of a Sponsor fails to load: an error with a retry instead of "Join the queue"; the retry shows "Your Ticket"', async () => {
    catalogue({ badge: { TipoBadge: 'sssssssssssss01', MontoTotalPagado: 90000 } })
    let failing = true
    server.use(
      http.get(records('EntradasUsuario'), ({ request }) =>
        failing
          ? HttpResponse.json({ status: 500, message: 'boom', data: {} }, { status: 500 })
          : listAnswer([{ id: 'badge0000000001', user: buyer.id, TipoBadge: 'sssssssssssss01', MontoTotalPagado: 90000, edicion: currentPrefix() }], request),
      ),
    )
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { user } = renderBuy('ENG')
    expect(await screen.findByText('We could not load the tickets. Check your connection and try again.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Join the queue' })).not.toBeInTheDocument()
    expect(screen.queryByTestId('ticket-S1')).not.toBeInTheDocument()
    expect(errors).toHaveBeenCalled()
    failing = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(within(card('S1')).getByRole('button', { name: 'Your Ticket' })).toBeDisabled())
    expect(screen.queryByRole('button', { name: 'Join the queue' })).not.toBeInTheDocument()
    errors.mockRestore()
  })

  it('shows the Spanish texts in Spanish', async () => {
    catalogue()
    renderBuy('ESP')
    expect(await screen.findByRole('heading', { level: 1, name: '¡Es hora de conseguir tu entrada!' })).toBeInTheDocument()
    await screen.findByTestId('ticket-B1')
    expect(within(card('B1')).getByRole('heading', { name: 'General Preventa' })).toBeInTheDocument()
    expect(within(card('B1')).getByRole('button', { name: 'Unirse a la fila' })).toBeEnabled()
    expect(within(card('B2')).getByRole('button', { name: '¡Pronto!' })).toBeDisabled()
    expect(within(card('SS2')).getByRole('button', { name: 'Agotada' })).toBeDisabled()
  })

  it('takes a moderator’s change of a state from the public snapshot: no catalogue read, no collection-wide subscription', async () => {
    catalogue()
    let reads = 0
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/collections/Entradas/records')) reads++
    })
    renderBuy('ENG')
    await screen.findByTestId('ticket-B1')
    const readsBefore = reads
    snapshotOf(TYPES.map((t) => (t.Tipo === 'B1' ? { ...t, Estado: 'agotada' } : t)))
    await act(() => publicSnapshot.refresh())
    await waitFor(() => expect(within(card('B1')).getByRole('button', { name: 'Sold Out' })).toBeDisabled())
    expect(reads).toBe(readsBefore)
    expect(FakeEventSource.subscribedTo('Entradas')).toEqual([])
    server.events.removeAllListeners()
  })

  it('reads the catalogue again when the snapshot holds a type the page does not show, and shows what that read returns', async () => {
    catalogue()
    renderBuy('ENG')
    await screen.findByTestId('ticket-B1')
    const added = [...TYPES, type('new00000000000b', 'S2', 95000, 'anunciada', 'Sponsor Segunda Venta', 'Sponsor Second Sale')]
    server.use(listHandler('Entradas', added))
    snapshotOf(added)
    await act(() => publicSnapshot.refresh())
    expect(await screen.findByTestId('ticket-S2')).toBeInTheDocument()
  })
})

describe('Buy page and the sale window', () => {
  const requestButtons = () => screen.getAllByTestId(/^ticket-/).map((ticket) => within(ticket).getByRole('button'))

  it('while the sale is open, invites a request as before: no notice, "Join the queue" enabled, the age rule of the edition', async () => {
    const edition = serveSale('open')
    catalogue()
    renderBuy('ENG')
    await act(() => refreshEditions())
    expect(await screen.findByRole('heading', { level: 1, name: "It's time to get your ticket!" })).toBeInTheDocument()
    await screen.findByTestId('ticket-B1')
    expect(within(card('B1')).getByRole('button', { name: 'Join the queue' })).toBeEnabled()
    expect(screen.queryByText(/Ticket sales (open on|for this edition)/)).toBeNull()
    expect(screen.getByRole('region', { name: 'Before you request a ticket' })).toHaveTextContent(`18 or older by ${formatAgeCutoff(edition, 'en-GB')}.`)
  })

  it('once the sale has closed: the notice at the top, no request button enabled, nothing inviting a request', async () => {
    const closed = serveSale('closed')
    catalogue({ badge: { TipoBadge: 'sssssssssssss01', MontoTotalPagado: 90000, edicion: currentPrefix([seededEdition, closed]) } })
    renderBuy('ENG')
    expect(await screen.findByText('Ticket sales for this edition are closed.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Ticket sales' })).toBeInTheDocument()
    await waitFor(() => expect(within(card('S1')).getByRole('button', { name: 'Your Ticket' })).toBeDisabled())
    expect(within(card('B1')).getByRole('button', { name: 'Not available' })).toBeDisabled()
    // MEGA would be an upgrade for this Sponsor holder while the sale is open.
    expect(within(card('MEGA')).getByRole('button', { name: 'Not available' })).toBeDisabled()
    for (const button of requestButtons()) expect(button).toBeDisabled()
    expect(screen.queryByText(/join the queue and we will e-mail you/)).toBeNull()
    expect(screen.queryByRole('heading', { name: 'How the queue works' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Before you request a ticket' })).toBeNull()
  })

  it('before the sale opens: the day it opens, "Soon!" instead of a request, and the rules to be ready for it', async () => {
    const edition = serveSale('notYet')
    catalogue()
    renderBuy('ESP')
    expect(await screen.findByText(`La venta de entradas abre el ${formatEventDay(edition.ventaAbre, 'es-CL')}.`)).toBeInTheDocument()
    await screen.findByTestId('ticket-B1')
    expect(within(card('B1')).getByRole('button', { name: '¡Pronto!' })).toBeDisabled()
    for (const button of requestButtons()) expect(button).toBeDisabled()
    expect(screen.getByRole('region', { name: 'Antes de pedir tu entrada' })).toHaveTextContent(`18 años o más al ${formatAgeCutoff(edition, 'es-CL')}.`)
  })

  it('when the last edition is over: says so, with no age rule of that edition and no request', async () => {
    const edition = serveSale('over')
    catalogue()
    renderBuy('ESP')
    const year = edition.inicio.slice(0, 4)
    expect(await screen.findByText(`Monster Invasion ${year} terminó. Pronto anunciaremos la próxima edición.`)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Venta de entradas' })).toBeInTheDocument()
    await screen.findByTestId('ticket-B1')
    for (const button of requestButtons()) expect(button).toBeDisabled()
    // Neither the legal reminder nor the FAQ's answer on age (hidden until opened) names that edition's cut-off day.
    await screen.findByRole('button', { name: '¿Cómo pago?' })
    expect(screen.queryByRole('button', { name: '¿Hay edad mínima?' })).toBeNull()
    expect(screen.queryByText(/18 años o más/)).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Cómo funciona la fila' })).toBeNull()
    expect(screen.queryByText(/únete a la fila/i)).toBeNull()
  })
})

describe('Ticket(s) in Queue', () => {
  it('lists open requests with the place in the queue', async () => {
    catalogue({
      requests: [{ id: 'req000000000001', user: buyer.id, tipo: 'sssssssssssss01', estado: 'creada', created: '2025-05-01 15:00:00.000Z' }],
      position: 7,
    })
    renderBuy('ENG')
    const heading = await screen.findByRole('heading', { name: 'Ticket(s) in Queue' })
    const queue = heading.closest('section')
    if (!queue) throw new Error('no queue section')
    expect(await within(queue).findByText('Your place in the queue: 7')).toBeInTheDocument()
    expect(within(queue).getByText('Sponsor Early Bird')).toBeInTheDocument()
    expect(within(queue).getByText('In the queue')).toBeInTheDocument()
  })

  it('tells the buyer, live, that a request marked "Agotada" was closed, instead of just dropping the queue block', async () => {
    const request = { id: 'req000000000001', user: buyer.id, tipo: 'sssssssssssss01', estado: 'creada', created: '2025-05-01 15:00:00.000Z' }
    let current = request
    catalogue({ position: 3 })
    server.use(
      http.get(records('EntradasPedidas'), ({ request: req }) => listAnswer([current], req)),
    )
    renderBuy('ENG')
    expect(await screen.findByRole('heading', { name: 'Ticket(s) in Queue' })).toBeInTheDocument()
    current = { ...request, estado: 'agotada' }
    await waitFor(() => expect(FakeEventSource.subscribedTo('EntradasPedidas')).toHaveLength(1))
    await waitFor(() => {
      FakeEventSource.emitTo('EntradasPedidas', { action: 'update', record: current })
      expect(screen.getByRole('heading', { name: 'Your request could not be served' })).toBeInTheDocument()
    })
    expect(screen.getByText(/The Sponsor Early Bird ticket sold out before your turn/)).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Ticket(s) in Queue' })).not.toBeInTheDocument()
  })

  it('is absent without open requests', async () => {
    catalogue()
    renderBuy('ENG')
    await screen.findByTestId('ticket-B1')
    expect(screen.queryByRole('heading', { name: 'Ticket(s) in Queue' })).not.toBeInTheDocument()
  })
})

describe('request results modal', () => {
  const cases = [
    {
      name: 'success',
      status: 200,
      body: { message: 'Entrada pedida correctamente' },
      ENG: ['Congratulations! Your request has been sent'],
      ESP: ['¡Felicidades! Tu solicitud fue enviada'],
    },
    {
      name: 'legal information incomplete',
      status: 422,
      body: { error: 'Información legal incompleta' },
      ENG: ['Missing data!', 'Some of your legal information might be missing. Your name and birthday are the minimum requirements to request a ticket'],
      ESP: ['¡Faltan datos!', 'Puede que falte parte de tu información legal. Tu nombre y fecha de nacimiento son lo mínimo para pedir una entrada'],
    },
    {
      name: 'already requested',
      status: 409,
      body: { error: 'Ya hay ticket pedido' },
      ENG: ['Oh no!', 'You already requested a ticket. If you made a mistake, please contact us'],
      ESP: ['¡Oh no!', 'Ya pediste una entrada. Si te equivocaste, por favor contáctanos'],
    },
    {
      name: 'another refusal with a known code',
      status: 409,
      body: { error: 'Entrada no disponible', details: { code: 'notAvailable' } },
      ENG: ['This ticket is not available right now.'],
      ESP: ['Esta entrada no está disponible en este momento.'],
    },
    {
      name: 'rate limited (429): asks to wait, still logged in, not "log in first"',
      status: 429,
      body: { error: REQUEST_MESSAGES.rateLimited, details: { code: 'rateLimited' } },
      ENG: ['Too many requests in a row. Wait a few seconds and try again: you are still logged in.'],
      ESP: ['Demasiadas solicitudes seguidas. Espera unos segundos e inténtalo de nuevo: tu sesión sigue abierta.'],
    },
    {
      name: 'another refusal without a known code: what its status means, never the server’s words',
      status: 400,
      body: { error: 'Something new the server says' },
      ENG: ['Check the details and try again.'],
      ESP: ['Revisa los datos e inténtalo de nuevo.'],
    },
    {
      name: 'an exception',
      status: 500,
      body: { error: 'Something went wrong while processing your request.' },
      ENG: ['Error', 'Something went wrong while processing your request. Please try again in a moment.'],
      ESP: ['Error', 'Algo salió mal al procesar tu solicitud. Inténtalo de nuevo en un momento.'],
    },
  ] as const

  for (const c of cases) {
    for (const lang of ['ENG', 'ESP'] as const) {
      it(`${c.name} (${lang})`, async () => {
        catalogue()
        pide(c.status, c.body)
        const { user } = renderBuy(lang)
        await screen.findByTestId('ticket-B1')
        await user.click(within(card('B1')).getByRole('button', { name: lang === 'ENG' ? 'Join the queue' : 'Unirse a la fila' }))
        const dialog = await screen.findByRole('dialog')
        for (const text of c[lang]) expect(within(dialog).getByText(text)).toBeInTheDocument()
      })
    }
  }

  it('a network failure shows the generic message, and logs the failure for the console', async () => {
    catalogue()
    server.use(http.post('*/.netlify/functions/pideentrada', () => HttpResponse.error()))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { user } = renderBuy('ENG')
    await screen.findByTestId('ticket-B1')
    await user.click(within(card('B1')).getByRole('button', { name: 'Join the queue' }))
    expect(await screen.findByRole('dialog', { name: 'Error' })).toBeInTheDocument()
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to fetch' }))
    logged.mockRestore()
  })

  it('not logged in: "Ooops!" without calling the server', async () => {
    catalogue()
    const { user } = renderBuy('ENG', null)
    await screen.findByTestId('ticket-B1')
    await user.click(within(card('B1')).getByRole('button', { name: 'Join the queue' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ooops!' })
    expect(within(dialog).getByText('You must be logged in your account to request a ticket')).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
  })

  it('sends the user id and type id, traps focus, closes with Escape and returns focus', async () => {
    catalogue()
    let sent: unknown = null
    server.use(
      http.post('*/.netlify/functions/pideentrada', async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ message: 'Entrada pedida correctamente' })
      }),
    )
    const { user } = renderBuy('ENG')
    await screen.findByTestId('ticket-B1')
    const button = within(card('B1')).getByRole('button', { name: 'Join the queue' })
    await user.click(button)
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations! Your request has been sent' })
    expect(sent).toEqual({ userid: buyer.id, entradaid: 'bbbbbbbbbbbbbb1' })
    const close = within(dialog).getByRole('button', { name: 'Close' })
    expect(close).toHaveFocus()
    await user.tab()
    expect(close).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(button).toHaveFocus()
  })
})

describe('FAQ', () => {
  it('opens one entry at a time, or all of them', async () => {
    catalogue()
    const { user } = renderBuy('ENG')
    expect(await screen.findByRole('heading', { name: 'Waiting' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Sale' })).toBeInTheDocument()
    const first = screen.getByRole('button', { name: 'How do I pay?' })
    const second = screen.getByRole('button', { name: 'Are there refunds?' })
    await user.click(first)
    expect(first).toHaveAttribute('aria-expanded', 'true')
    await user.click(second)
    expect(first).toHaveAttribute('aria-expanded', 'false')
    expect(second).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByRole('button', { name: 'Open all' }))
    expect(screen.queryAllByRole('button', { expanded: false })).toEqual([])
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(9)
    expect(screen.getByRole('button', { name: 'Close all' })).toBeInTheDocument()
  })

  it('fills the event facts into the organiser-written answers', async () => {
    catalogue()
    const { user } = renderBuy('ENG')
    await user.click(await screen.findByRole('button', { name: 'Is there a minimum age?' }))
    expect(await screen.findByText(`Yes, you must be 18 or older by ${formatAgeCutoff(onSaleEdition, 'en-GB')}.`)).toBeVisible()
  })

  it('lists the six benefits with their tiers', async () => {
    catalogue()
    renderBuy('ENG')
    await screen.findByRole('heading', { name: 'Special activity and surprises' })
    const benefits = screen.getByRole('heading', { name: 'Benefits' }).closest('section')
    if (!benefits) throw new Error('no benefits section')
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(6)
    const special = within(benefits).getByRole('heading', { name: 'Special activity and surprises' }).closest('li')
    expect(special?.textContent).toContain('MEGA')
    expect(special?.textContent).not.toContain('Sponsor')
  })
})

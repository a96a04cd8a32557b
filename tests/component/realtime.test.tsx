import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { subscribeToBanner } from '@/api/alert-banner-live'
import { BuyPage } from '@/features/tickets/components/buy-page'
import { makeStore, PERSIST_KEY } from '@/stores/store'
import { setLanguage, setTheme, setUser, type SessionUser } from '@/stores/preferences-slice'
import type { ServerStateRoot } from '@/stores/hooks'
import { server } from './support/server'
import { renderWithApp } from './support/render'
import { FakeEventSource, realtimeHandler } from './support/fake-event-source'
import { api, records } from './profile-fixtures'

const buyer: SessionUser = { id: 'u1234567890abcd', email: 'fox@example.com', username: 'foxy', verified: true, avatar: '', collectionName: 'users' }
const other: SessionUser = { ...buyer, id: 'u0000000000zzzz', email: 'wolf@example.com', username: 'wolf' }
const SPONSOR = { id: 'sssssssssssss01', collectionId: 'pbc_entradas', collectionName: 'Entradas', Tipo: 'S1', ValorCLP: 90000, Estado: 'disponible', Nombre: 'Sponsor', NombreIngles: 'Sponsor', Imagen: '' }
const list = (items: unknown[]) => HttpResponse.json({ page: 1, perPage: 200, totalPages: 1, totalItems: items.length, items })

/** The buy page's reads; the badge belongs to `buyer` only (the API rule limits it to its owner). */
function buyPageServer(catalogue: () => unknown[] = () => [SPONSOR]) {
  server.use(
    realtimeHandler,
    http.get(records('Entradas'), () => list(catalogue())),
    http.get(records('EntradasUsuario'), ({ request }) =>
      new URL(request.url).searchParams.get('filter')?.includes(buyer.id)
        ? list([{ id: 'badge0000000001', user: buyer.id, TipoBadge: SPONSOR.id, MontoTotalPagado: 90000 }])
        : list([]),
    ),
    http.get(records('EntradasPedidas'), () => list([])),
    http.get(api('mi/queue-position'), () => HttpResponse.json({ position: null })),
  )
}

const card = () => screen.getByTestId('ticket-S1')

beforeEach(() => {
  FakeEventSource.instances = []
  vi.stubGlobal('EventSource', FakeEventSource)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('one realtime connection per tab, narrowed and released', () => {
  it('every read of /buy shares one connection; the buyer’s own data is followed by record topic, never a collection-wide one; leaving the page unsubscribes everything', async () => {
    buyPageServer()
    const { router } = renderWithApp(<></>, {
      url: '/buy-under-test',
      routes: [
        { path: '/buy-under-test', element: <BuyPage /> },
        { path: '/elsewhere', element: <p>elsewhere</p> },
      ],
      preferences: { lang: 'ENG', user: buyer },
    })
    await screen.findByTestId('ticket-S1')
    await waitFor(() => expect(FakeEventSource.subscribedTo('EntradasUsuario')).toEqual(['EntradasUsuario/badge0000000001']))
    // PocketBase checks every page on a `*` topic whenever any buyer's record is saved; a record topic costs nothing for others.
    expect([...FakeEventSource.subscriptions].sort()).toEqual(['Entradas/*', 'EntradasUsuario/badge0000000001', 'PB_CONNECT'])
    expect(FakeEventSource.open.size).toBe(1)

    await act(() => router.navigate('/elsewhere'))
    await waitFor(() => expect(FakeEventSource.open.size).toBe(0))
    expect(FakeEventSource.subscriptions).toEqual([])
    expect(FakeEventSource.instances).toHaveLength(1)
  })
})

describe('after a lost connection', () => {
  it('reconnects on SPEC’s schedule and reads again what the page shows (a change made meanwhile appears without any event)', async () => {
    let estado = 'disponible'
    buyPageServer(() => [{ ...SPONSOR, Estado: estado }])
    renderWithApp(<BuyPage />, { preferences: { lang: 'ENG', user: null } })
    expect(await within(await screen.findByTestId('ticket-S1')).findByRole('button', { name: 'Join the queue' })).toBeEnabled()
    await waitFor(() => expect(FakeEventSource.subscribedTo('Entradas')).toEqual(['Entradas/*']))

    estado = 'agotada'
    const connections = FakeEventSource.instances.length
    const [lost] = [...FakeEventSource.open]
    act(() => lost?.fail())
    // The first retry waits at most 200 ms (SPEC), then the SDK reconnects and PB_CONNECT arrives again.
    await waitFor(() => expect(within(card()).getByRole('button', { name: 'Sold Out' })).toBeDisabled())
    expect(FakeEventSource.instances).toHaveLength(connections + 1)
    expect(FakeEventSource.subscribedTo('Entradas')).toEqual(['Entradas/*'])
  })
})

describe('the live banner after a lost connection', () => {
  it('reads the status again once reconnected, so a change made meanwhile is not missed', async () => {
    let status = 'Ok'
    server.use(
      realtimeHandler,
      http.get(records('AlertBanner'), () => list([{ id: 'banner000000001', status }])),
    )
    const seen: string[] = []
    const unsubscribe = await subscribeToBanner((value) => seen.push(value))
    expect(FakeEventSource.subscribedTo('AlertBanner')).toEqual(['AlertBanner/*'])
    status = 'Warn'
    const [lost] = [...FakeEventSource.open]
    lost?.fail()
    await waitFor(() => expect(seen).toContain('Warn'))
    await unsubscribe()
  })
})

describe('the banner follows its events', () => {
  it('takes a status change of the shown record from the event, without reading again', async () => {
    let reads = 0
    server.use(
      realtimeHandler,
      http.get(records('AlertBanner'), () => {
        reads++
        return list([{ id: 'banner000000001', status: 'Ok' }])
      }),
    )
    const seen: string[] = []
    const unsubscribe = await subscribeToBanner((value) => seen.push(value))
    // The SDK's one connection may still be coming back from the previous test's outage.
    await waitFor(() => expect(FakeEventSource.subscribedTo('AlertBanner')).toEqual(['AlertBanner/*']), { timeout: 5000 })
    await waitFor(() => expect(seen.at(-1)).toBe('Ok'))
    seen.length = 0
    const readsBefore = reads
    FakeEventSource.emitTo('AlertBanner', { action: 'update', record: { id: 'banner000000001', status: 'Warn' } })
    expect(seen).toEqual(['Warn'])
    expect(reads).toBe(readsBefore)
    await unsubscribe()
  })

  it('reads again when another record is created (it may now be the first one), and an older read in flight does not win over a later event', async () => {
    let reads = 0
    let release: () => void = () => undefined
    let held: Promise<void> | null = null
    server.use(
      realtimeHandler,
      http.get(records('AlertBanner'), async () => {
        reads++
        if (held) {
          await held
          return list([{ id: 'banner000000001', status: 'Soon' }])
        }
        return list([{ id: 'banner000000001', status: 'Ok' }])
      }),
    )
    const seen: string[] = []
    const unsubscribe = await subscribeToBanner((value) => seen.push(value))
    await waitFor(() => expect(FakeEventSource.subscribedTo('AlertBanner')).toEqual(['AlertBanner/*']), { timeout: 5000 })
    await waitFor(() => expect(seen.at(-1)).toBe('Ok'))
    const readsBefore = reads
    held = new Promise((resolve) => (release = resolve))
    FakeEventSource.emitTo('AlertBanner', { action: 'create', record: { id: 'banner000000002', status: 'Warn' } })
    await waitFor(() => expect(reads).toBe(readsBefore + 1))
    // While that read waits, the shown record changes: the event is newer than the read.
    FakeEventSource.emitTo('AlertBanner', { action: 'update', record: { id: 'banner000000001', status: 'Warn' } })
    expect(seen.at(-1)).toBe('Warn')
    const answered = new Promise<void>((resolve) => server.events.on('response:mocked', () => resolve()))
    release()
    await answered
    await act(async () => {})
    expect(seen.at(-1)).toBe('Warn')
    expect(seen).not.toContain('Soon')
    server.events.removeAllListeners()
    await unsubscribe()
  })
})

describe('server state is private and per account', () => {
  it('is never written to local storage: only the preferences are persisted', async () => {
    buyPageServer()
    // The store as the app builds it: restored from local storage, then the session arrives.
    const { store, persistor } = makeStore()
    await waitFor(() => expect(store.getState()._persist.rehydrated).toBe(true))
    store.dispatch(setLanguage('ENG'))
    store.dispatch(setUser(buyer))
    const router = createMemoryRouter([{ path: '*', element: <BuyPage /> }])
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    )
    await waitFor(() => expect(within(card()).getByRole('button', { name: 'Your Ticket' })).toBeDisabled())
    expect(Object.keys((store.getState() as ServerStateRoot).serverState.queries).length).toBeGreaterThan(0)
    act(() => {
      store.dispatch(setTheme('light'))
    })
    await persistor.flush()
    const saved = localStorage.getItem(`persist:${PERSIST_KEY}`) ?? ''
    expect(Object.keys(JSON.parse(saved) as object).sort()).toEqual(['_persist', 'preferences'])
    expect(saved).not.toContain('badge0000000001')
    expect(saved).not.toContain('MontoTotalPagado')
  })

  it('drops every cached answer when the account changes, so another user’s ticket never shows', async () => {
    buyPageServer()
    const { store } = renderWithApp(<BuyPage />, { preferences: { lang: 'ENG', user: buyer } })
    await waitFor(() => expect(within(card()).getByRole('button', { name: 'Your Ticket' })).toBeDisabled())
    act(() => {
      store.dispatch(setUser(other))
    })
    const cachedArgs = () => JSON.stringify(Object.values((store.getState() as ServerStateRoot).serverState.queries).map((q) => q?.originalArgs))
    expect(cachedArgs()).not.toContain(buyer.id)
    expect(screen.queryByRole('button', { name: 'Your Ticket' })).not.toBeInTheDocument()
    await waitFor(() => expect(within(card()).getByRole('button', { name: 'Join the queue' })).toBeEnabled())
    expect(cachedArgs()).toContain(other.id)
  })
})

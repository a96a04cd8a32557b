import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { publicSnapshot } from '@/api/public-snapshot'
import { pocketBaseBannerSource } from '@/features/alert-banner/banner-source'
import { BuyPage } from '@/features/tickets/components/buy-page'
import { makeStore, PERSIST_KEY } from '@/stores/store'
import { setLanguage, setTheme, setUser, type SessionUser } from '@/stores/preferences-slice'
import type { ServerStateRoot } from '@/stores/hooks'
import { emptySnapshot, server } from './support/server'
import { currentPrefix } from './support/editions'
import { renderWithApp } from './support/render'
import { FakeEventSource, realtimeHandler } from './support/fake-event-source'
import { snapshotTypeOf } from './support/snapshot'
import { api, records } from './profile-fixtures'

const buyer: SessionUser = { id: 'u1234567890abcd', email: 'fox@example.com', username: 'foxy', verified: true, avatar: '', collectionName: 'users' }
const other: SessionUser = { ...buyer, id: 'u0000000000zzzz', email: 'wolf@example.com', username: 'wolf' }
const SPONSOR = { id: 'sssssssssssss01', collectionId: 'pbc_entradas', collectionName: 'Entradas', Tipo: 'S1', ValorCLP: 90000, Estado: 'disponible', Nombre: 'Sponsor', NombreIngles: 'Sponsor', Imagen: '' }
const list = (items: unknown[]) => HttpResponse.json({ page: 1, perPage: 200, totalPages: 1, totalItems: items.length, items })

/** The buy page's reads; the badge, of the current edition, belongs to `buyer` only (the API rule limits it to its owner). */
function buyPageServer(catalogue: () => unknown[] = () => [SPONSOR], holdsBadge: () => boolean = () => true) {
  server.use(
    realtimeHandler,
    http.get(records('Entradas'), () => list(catalogue())),
    http.get('*/.netlify/functions/snapshot', () => HttpResponse.json({ ...emptySnapshot, version: 's1', catalogue: [snapshotTypeOf(SPONSOR)] })),
    http.get(records('EntradasUsuario'), ({ request }) =>
      holdsBadge() && new URL(request.url).searchParams.get('filter')?.includes(buyer.id)
        ? list([{ id: 'badge0000000001', user: buyer.id, TipoBadge: SPONSOR.id, MontoTotalPagado: 90000, edicion: currentPrefix() }])
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

/** The page's visibility, as the browser reports it when the tab is switched. */
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
}
afterEach(() => setVisibility('visible'))

describe('one realtime connection per tab, only for the signed-in visitor’s own records', () => {
  it('every read of /buy shares one connection; the buyer’s own data is followed by record topic, nothing collection-wide (the catalogue comes from the public snapshot); leaving the page unsubscribes everything', async () => {
    buyPageServer()
    const { router } = renderWithApp(<></>, {
      url: '/buy-under-test',
      routes: [
        { path: '/buy-under-test', element: <BuyPage /> },
        { path: '/elsewhere', element: <p>elsewhere</p> },
      ],
      preferences: { lang: 'ENG', user: buyer },
    })
    // The file's first render also loads /buy's lazy parts: on a busy machine that takes more than a second.
    await screen.findByTestId('ticket-S1', {}, { timeout: 5000 })
    await waitFor(() => expect(FakeEventSource.subscribedTo('EntradasUsuario')).toEqual(['EntradasUsuario/badge0000000001']))
    // PocketBase checks every page on a `*` topic whenever any record of it is saved; a record topic costs nothing for others.
    expect([...FakeEventSource.subscriptions].sort()).toEqual(['EntradasUsuario/badge0000000001', 'PB_CONNECT'])
    expect(FakeEventSource.open.size).toBe(1)

    await act(() => router.navigate('/elsewhere'))
    await waitFor(() => expect(FakeEventSource.open.size).toBe(0))
    expect(FakeEventSource.subscriptions).toEqual([])
    expect(FakeEventSource.instances).toHaveLength(1)
  })

  it('a visitor without a session opens no connection at all', async () => {
    buyPageServer()
    renderWithApp(<BuyPage />, { preferences: { lang: 'ENG', user: null } })
    expect(await within(await screen.findByTestId('ticket-S1')).findByRole('button', { name: 'Join the queue' })).toBeEnabled()
    await act(async () => {})
    expect(FakeEventSource.instances).toEqual([])
  })

  it('closes the connection while the tab is hidden and opens it again, with the same topics, when shown; what changed meanwhile is read again', async () => {
    let badge = true
    buyPageServer(undefined, () => badge)
    renderWithApp(<BuyPage />, { preferences: { lang: 'ENG', user: buyer } })
    await screen.findByTestId('ticket-S1')
    await waitFor(() => expect(FakeEventSource.subscribedTo('EntradasUsuario')).toEqual(['EntradasUsuario/badge0000000001']))
    expect(within(card()).getByText('Your Ticket')).toBeInTheDocument()
    const connections = FakeEventSource.instances.length

    act(() => setVisibility('hidden'))
    expect(FakeEventSource.open.size).toBe(0)
    badge = false
    act(() => setVisibility('visible'))
    await waitFor(() => expect(FakeEventSource.open.size).toBe(1))
    expect(FakeEventSource.instances).toHaveLength(connections + 1)
    await waitFor(() => expect(within(card()).getByRole('button', { name: 'Join the queue' })).toBeEnabled())
  })
})

describe('after a lost connection', () => {
  it('reconnects on SPEC’s schedule and reads again what the page shows (a change made meanwhile appears without any event)', async () => {
    let badge = true
    buyPageServer(undefined, () => badge)
    renderWithApp(<BuyPage />, { preferences: { lang: 'ENG', user: buyer } })
    await screen.findByTestId('ticket-S1')
    await waitFor(() => expect(FakeEventSource.subscribedTo('EntradasUsuario')).toEqual(['EntradasUsuario/badge0000000001']))

    badge = false
    const connections = FakeEventSource.instances.length
    const [lost] = [...FakeEventSource.open]
    act(() => lost?.fail())
    // The first retry waits at most 200 ms (SPEC), then the SDK reconnects and PB_CONNECT arrives again.
    await waitFor(() => expect(within(card()).getByRole('button', { name: 'Join the queue' })).toBeEnabled())
    expect(FakeEventSource.instances).toHaveLength(connections + 1)
  })
})

describe('the banner follows the public snapshot', () => {
  it('takes each new status from the snapshot, without any realtime subscription or banner read', async () => {
    let status = 'Ok'
    let bannerReads = 0
    server.use(
      http.get(records('AlertBanner'), () => {
        bannerReads++
        return list([{ id: 'banner000000001', status }])
      }),
      http.get('*/.netlify/functions/snapshot', () => HttpResponse.json({ ...emptySnapshot, version: status, banner: status })),
    )
    const seen: string[] = []
    const unsubscribe = await pocketBaseBannerSource.subscribe((value) => seen.push(value))
    await waitFor(() => expect(seen.at(-1)).toBe('Ok'))
    status = 'Warn'
    await publicSnapshot.refresh()
    expect(seen.at(-1)).toBe('Warn')
    expect(bannerReads).toBe(0)
    expect(FakeEventSource.instances).toEqual([])
    unsubscribe()
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

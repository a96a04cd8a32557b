import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { BuyPage } from '@/features/tickets/components/buy-page'
import type { PublicSnapshot } from '@/domain/function-contracts'
import { SNAPSHOT_POLL_JITTER, SNAPSHOT_POLL_MS } from '@/domain/public-snapshot'
import { emptySnapshot, server } from './support/server'
import { renderWithApp } from './support/render'
import { FakeEventSource, realtimeHandler } from './support/fake-event-source'
import { snapshotTypeOf, type SnapshotSource } from './support/snapshot'
import { api, listHandler } from './profile-fixtures'

// Issue 37, finding 6: an organiser's new price reached an open /buy only after the visitor navigated
// away, because the snapshot's version ignored prices. Now the snapshot carries every card field and the
// page takes them from it, without reading the catalogue again.

const type = (id: string, Tipo: string, ValorCLP: number, Nombre: string, NombreIngles: string) =>
  ({ id, collectionId: 'pbc_entradas', collectionName: 'Entradas', Tipo, ValorCLP, Estado: 'disponible', Nombre, NombreIngles, Imagen: '', listaEspera: false })
const B1 = type('bbbbbbbbbbbbbb1', 'B1', 45_000, 'General Preventa', 'General Early Bird')
const S1 = type('sssssssssssss01', 'S1', 90_000, 'Sponsor Preventa', 'Sponsor Early Bird')

/** The longest wait between two polls (snapshotPollDelay): the bound within which an open page sees a change the snapshot has. */
const POLL_BOUND_MS = Math.ceil(SNAPSHOT_POLL_MS * (1 + SNAPSHOT_POLL_JITTER))

let served: SnapshotSource[]
let catalogueReads: number

function snapshot(): PublicSnapshot {
  const catalogue = served.map(snapshotTypeOf)
  // The version is the function's business (a hash of the content); any text that changes with it will do here.
  return { ...emptySnapshot, version: JSON.stringify(catalogue), catalogue }
}

/** Lets the page's queued work run: promises, MSW's answers and the read gate's message (no timer, no time passes). */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => setImmediate(resolve))
  })

/** Lets `ms` of fake time pass in 100 ms steps, the page's work settling after each (a poll's read and render). */
async function pass(ms: number) {
  for (let left = ms; left > 0; left -= 100) {
    await act(() => vi.advanceTimersByTimeAsync(Math.min(100, left)))
    await settle()
  }
}

/** Opens /buy and waits, without letting time pass, until its cards are on screen. */
async function openBuy(lang: 'ENG' | 'ESP') {
  renderWithApp(<BuyPage />, { preferences: { lang } })
  for (let i = 0; i < 100 && !screen.queryByTestId('ticket-B1'); i++) await settle()
  expect(screen.getByTestId('ticket-B1')).toBeInTheDocument()
}

beforeAll(async () => {
  // The live catalogue's code, loaded before the clock is faked: the page's own import then resolves at once.
  await import('@/features/tickets/components/buy-live')
})

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  FakeEventSource.instances = []
  vi.stubGlobal('EventSource', FakeEventSource)
  served = [B1, S1]
  catalogueReads = 0
  server.use(
    realtimeHandler,
    listHandler('Entradas', [B1, S1]),
    listHandler('EntradasUsuario', []),
    listHandler('EntradasPedidas', []),
    http.get(api('mi/queue-position'), () => HttpResponse.json({ position: null })),
    http.get('*/.netlify/functions/snapshot', () => HttpResponse.json(snapshot())),
  )
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/collections/Entradas/records')) catalogueReads++
  })
})
afterEach(() => {
  server.events.removeAllListeners()
  vi.useRealTimers()
})

describe('an open /buy follows the public snapshot’s card fields', () => {
  it('shows an organiser’s new price and names within the polling bound, without navigating and without reading the catalogue again', async () => {
    await openBuy('ENG')
    const card = () => screen.getByTestId('ticket-B1')
    expect(within(card()).getByText('$45.000')).toBeInTheDocument()
    // One more full poll, so the page has its first snapshot in hand before the change.
    await pass(POLL_BOUND_MS)
    const readsBefore = catalogueReads

    // The organiser saves a new price and English name; PocketBase purges the CDN, the function serves them.
    served = [{ ...B1, ValorCLP: 47_000, NombreIngles: 'General Early Bird 2026' }, S1]
    await pass(POLL_BOUND_MS)

    expect(within(card()).getByText('$47.000')).toBeInTheDocument()
    expect(within(card()).queryByText('$45.000')).toBeNull()
    expect(within(card()).getByRole('heading', { name: 'General Early Bird 2026' })).toBeInTheDocument()
    expect(within(screen.getByTestId('ticket-S1')).getByText('$90.000')).toBeInTheDocument()
    expect(catalogueReads).toBe(readsBefore)
  })

  it('reorders the cards when a new price makes a type the cheapest', async () => {
    await openBuy('ESP')
    await pass(POLL_BOUND_MS)
    const order = () => screen.getAllByTestId(/^ticket-/).map((card) => card.dataset['testid'])
    expect(order()).toEqual(['ticket-B1', 'ticket-S1'])

    served = [{ ...S1, ValorCLP: 40_000 }, B1]
    await pass(POLL_BOUND_MS)
    expect(order()).toEqual(['ticket-S1', 'ticket-B1'])
    expect(within(screen.getByTestId('ticket-S1')).getByText('$40.000')).toBeInTheDocument()
  })
})

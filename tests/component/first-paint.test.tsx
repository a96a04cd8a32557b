import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { preloadedLazy } from '@/components/layout/preloaded-lazy'
import { PartBoundary } from '@/components/layout/part-boundary'
import { lazyAfterFirstPaint } from '@/components/layout/after-paint-parts'
import { renderWithApp } from './support/render'
import { INITIAL_CONTENT_TIMEOUT_MS, prefetchOrganiserContent } from '@/hooks/use-organiser-content'
import { read } from '@/stores/server-state'
import { holdReadsUntil } from '@/stores/read-gate'
import { seededOrganiserContent, server } from './support/server'

const CONTENT = '*/api/collections/ContenidoOrganizador/records'
const list = (items: unknown[]) => HttpResponse.json({ page: 1, perPage: 100, totalItems: -1, totalPages: -1, items })

function Page() {
  return <h1>Página</h1>
}

describe('the first page renders without a loading fallback once its code is here', () => {
  it('a preloaded page renders in the first commit: its fallback is never shown', async () => {
    const { Component, preload } = preloadedLazy(() => Promise.resolve({ default: Page }))
    await preload()
    render(
      <Suspense fallback={<p>cargando</p>}>
        <Component />
      </Suspense>,
    )
    // Synchronously after render: no fallback was committed, the page is there.
    expect(screen.getByRole('heading', { name: 'Página' })).toBeInTheDocument()
    expect(screen.queryByText('cargando')).toBeNull()
  })

  it('a page whose code is not here yet shows the fallback, then the page', async () => {
    let arrive: (module: { default: typeof Page }) => void = () => undefined
    const { Component } = preloadedLazy(() => new Promise<{ default: typeof Page }>((resolve) => (arrive = resolve)))
    render(
      <Suspense fallback={<p>cargando</p>}>
        <Component />
      </Suspense>,
    )
    expect(screen.getByText('cargando')).toBeInTheDocument()
    await act(async () => arrive({ default: Page }))
    expect(await screen.findByRole('heading', { name: 'Página' })).toBeInTheDocument()
  })

  it('a failed download can be tried again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: Page })
    const { preload, isLoaded } = preloadedLazy(load)
    await expect(preload()).rejects.toThrow('offline')
    await preload()
    expect(isLoaded()).toBe(true)
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('a part of a page whose code fails to download', () => {
  it.each([
    ['ESP', 'No pudimos cargar esta información. Revisa tu conexión e inténtalo de nuevo.', 'Reintentar'],
    ['ENG', 'We could not load this information. Check your connection and try again.', 'Try again'],
  ] as const)('in %s: says so with a retry while the rest of the page stays; the retry downloads it again', async (lang, message, retry) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: Page })
    const Component = lazyAfterFirstPaint(load)
    const { user } = renderWithApp(
      <>
        <p>Resto de la página</p>
        <PartBoundary>
          <Suspense fallback={<p>cargando</p>}>
            <Component />
          </Suspense>
        </PartBoundary>
      </>,
      { preferences: { lang } },
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.getByText('Resto de la página')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: retry }))
    expect(await screen.findByRole('heading', { name: 'Página' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('offline, a retry that fails again offers the retry again, and the next one loads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: Page })
    const Component = lazyAfterFirstPaint(load)
    const { user } = renderWithApp(
      <PartBoundary>
        <Suspense fallback={<p>cargando</p>}>
          <Component />
        </Suspense>
      </PartBoundary>,
    )
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }))
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByRole('heading', { name: 'Página' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(3)
  })
})

describe('reads wait for the first paint', () => {
  afterEach(() => holdReadsUntil(Promise.resolve()))

  it('a read held until the first paint starts only when the page is on screen', async () => {
    let painted: () => void = () => undefined
    holdReadsUntil(new Promise<void>((resolve) => (painted = resolve)))
    const load = vi.fn().mockResolvedValue('datos')
    const answer = read(load)
    await Promise.resolve()
    expect(load).not.toHaveBeenCalled()
    painted()
    await expect(answer).resolves.toEqual({ data: 'datos' })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('reads released together by the first paint start one task apart, not in one long task', async () => {
    let painted: () => void = () => undefined
    holdReadsUntil(new Promise<void>((resolve) => (painted = resolve)))
    const started: string[] = []
    let secondStartedBeforeFirstTaskEnded: boolean | undefined
    const first = read(() => {
      started.push('first')
      // Runs at the end of the task that started the first read.
      queueMicrotask(() => (secondStartedBeforeFirstTaskEnded = started.includes('second')))
      return Promise.resolve(1)
    })
    const second = read(() => {
      started.push('second')
      return Promise.resolve(2)
    })
    painted()
    await expect(Promise.all([first, second])).resolves.toEqual([{ data: 1 }, { data: 2 }])
    expect(started).toEqual(['first', 'second'])
    expect(secondStartedBeforeFirstTaskEnded).toBe(false)
  })
})

describe('the first paint waits for the organiser content, within a limit', () => {
  afterEach(() => vi.useRealTimers())

  it('resolves once the content has arrived', async () => {
    server.use(http.get(CONTENT, () => list([seededOrganiserContent])), http.get('*/api/collections/Equipo/records', () => list([])))
    await prefetchOrganiserContent()
    // Already there: asking again does not wait.
    await expect(prefetchOrganiserContent()).resolves.toBeUndefined()
  })

  it(`gives up after ${INITIAL_CONTENT_TIMEOUT_MS} ms without an answer, so the page shows its placeholders`, async () => {
    vi.useFakeTimers()
    let answer: () => void = () => undefined
    const held = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.get(CONTENT, async () => {
        await held
        return list([seededOrganiserContent])
      }),
      http.get('*/api/collections/Equipo/records', () => list([])),
    )
    let settled = false
    const waiting = prefetchOrganiserContent().then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(INITIAL_CONTENT_TIMEOUT_MS - 1)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await waiting
    expect(settled).toBe(true)
    answer()
  })
})

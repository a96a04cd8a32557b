import { describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { routes } from '@/app/router'
import { AlertBanner } from '@/features/alert-banner/components/alert-banner'
import { loadBannerStatus, type BannerSource } from '@/features/alert-banner/banner-source'
import { sharedQueries } from '@/stores/server-queries'
import type { ServerStateRoot } from '@/stores/hooks'
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import type { LegalInfoRecord } from '@/types/pocketbase'
import type { SessionUser } from '@/stores/preferences-slice'
import type { AlertStatus } from '@/types/pocketbase'
import { renderWithApp } from './support/render'
import { formatEventDates, formatEventDay } from '@/domain/event-dates'
import { refreshEditions } from '@/hooks/use-edition'
import { onSaleEdition, seededEdition, server } from './support/server'
import { editionWhoseSaleIs, serveSale } from './support/editions'
import { listHandler } from './profile-fixtures'
import { listAnswer } from './support/pb-list'

/** A banner source whose realtime channel the test drives by hand. */
function fakeSource(initial: AlertStatus | '') {
  let push: ((status: AlertStatus | '') => void) | undefined
  const unsubscribe = vi.fn()
  const source: BannerSource = {
    getStatus: () => Promise.resolve(initial),
    subscribe: (onStatus) => {
      push = onStatus
      return Promise.resolve(unsubscribe)
    },
  }
  return {
    source,
    unsubscribe,
    push: (status: AlertStatus | '') => act(() => push?.(status)),
  }
}

const user = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 'u1',
  email: 'ana@example.org',
  username: 'ana',
  verified: true,
  avatar: '',
  collectionName: 'users',
  ...overrides,
})

describe('alert banner', () => {
  it.each([
    ['No', 'ESP', 'Las entradas no están a la venta en este momento.', null],
    ['Warn', 'ESP', '¡Atención! Hay novedades importantes: revisa nuestras redes sociales.', null],
    ['Ok', 'ESP', '¡La venta de entradas está abierta!', 'Consigue la tuya'],
    ['Soon', 'ESP', '¡Muy pronto abriremos la venta de entradas!', null],
    ['Wait', 'ESP', 'Las entradas se agotaron, pero la cola de espera sigue abierta.', 'Únete a la cola'],
    ['No', 'ENG', 'Tickets are not on sale right now.', null],
    ['Warn', 'ENG', 'Heads up! There is important news: check our social media.', null],
    ['Ok', 'ENG', 'Ticket sales are open!', 'Get yours'],
    ['Soon', 'ENG', 'Ticket sales open very soon!', null],
    ['Wait', 'ENG', 'Tickets are sold out, but the waiting queue is still open.', 'Join the queue'],
  ] as const)('shows %s in %s with its own message and a /buy link only for Ok and Wait', async (status, lang, message, link) => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    const { source } = fakeSource(status)
    renderWithApp(<AlertBanner source={source} />, { preferences: { lang } })
    const banner = await screen.findByRole('region', { name: lang === 'ESP' ? 'Aviso' : 'Notice' })
    expect(banner).toHaveTextContent(message)
    if (link) expect(within(banner).getByRole('link', { name: link })).toHaveAttribute('href', '/buy')
    else expect(within(banner).queryByRole('link')).toBeNull()
  })

  it.each(['None', ''] as const)('shows nothing for the status "%s"', async (status) => {
    const { source } = fakeSource(status)
    const { container } = renderWithApp(<AlertBanner source={source} />)
    await waitFor(() => expect(container.querySelector('.banner-slot')).toBeInTheDocument())
    expect(screen.queryByRole('region')).toBeNull()
  })

  it('closes with the X, opens again when a moderator sets another status, and follows live changes', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    const { source, push, unsubscribe } = fakeSource('Ok')
    const { user: ui, unmount } = renderWithApp(<AlertBanner source={source} />, { preferences: { lang: 'ENG' } })
    const banner = await screen.findByRole('region', { name: 'Notice' })
    await ui.click(within(banner).getByRole('button', { name: 'Close notice' }))
    expect(screen.queryByRole('region')).toBeNull()

    push('Ok')
    expect(screen.queryByRole('region')).toBeNull()
    push('Wait')
    expect(await screen.findByRole('region', { name: 'Notice' })).toHaveTextContent('waiting queue')
    push('No')
    expect(screen.getByRole('region')).toHaveTextContent('Tickets are not on sale right now.')
    push('None')
    expect(screen.queryByRole('region')).toBeNull()

    unmount()
    expect(unsubscribe).toHaveBeenCalledOnce()
  })

  it('scrolls the page to the top 500 ms after it opens', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    const { source } = fakeSource('Soon')
    const opened = Date.now()
    renderWithApp(<AlertBanner source={source} />)
    await screen.findByRole('region')
    expect(scrollTo).not.toHaveBeenCalled()
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 })), { timeout: 1500 })
    expect(Date.now() - opened).toBeGreaterThanOrEqual(490)
  })

  it('gets its first status from the layout loader over PocketBase, above the navigation', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    server.use(listHandler('AlertBanner', [{ id: 'b1', status: 'Soon' }]))
    renderWithApp(<></>, { routes, url: '/activities' })
    const banner = await screen.findByRole('region', { name: 'Aviso' })
    expect(banner).toHaveTextContent('¡Muy pronto abriremos la venta de entradas!')
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' })
    expect(banner.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})

describe('alert banner and the sale window', () => {
  const bannerIn = async (lang: 'ESP' | 'ENG', status: AlertStatus) => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    renderWithApp(<AlertBanner source={fakeSource(status).source} />, { preferences: { lang } })
    return screen.findByRole('region', { name: lang === 'ESP' ? 'Aviso' : 'Notice' })
  }

  it("while the sale is open, Ok shows the organiser's text and the link to /buy", async () => {
    serveSale('open')
    const banner = await bannerIn('ESP', 'Ok')
    await waitFor(() => expect(banner).toHaveTextContent('¡La venta de entradas está abierta! Consigue la tuya'))
    expect(within(banner).getByRole('link', { name: 'Consigue la tuya' })).toHaveAttribute('href', '/buy')
  })

  it.each([
    ['ESP', 'Ok', 'es-CL', (day: string) => `La venta de entradas abre el ${day}.`],
    ['ENG', 'Soon', 'en-GB', (day: string) => `Ticket sales open on ${day}.`],
  ] as const)('before the sale opens, %s %s shows the day it opens and no link', async (lang, status, locale, message) => {
    const edition = serveSale('notYet')
    const banner = await bannerIn(lang, status)
    await waitFor(() => expect(banner).toHaveTextContent(message(formatEventDay(edition.ventaAbre, locale))))
    expect(within(banner).queryByRole('link')).toBeNull()
  })

  it.each([
    ['ESP', 'Wait', 'La venta de entradas de esta edición está cerrada.'],
    ['ENG', 'Ok', 'Ticket sales for this edition are closed.'],
  ] as const)('once the sale has closed before the event, %s %s says so, with no link', async (lang, status, message) => {
    serveSale('closed')
    const banner = await bannerIn(lang, status)
    await waitFor(() => expect(banner).toHaveTextContent(message))
    expect(banner).not.toHaveTextContent(lang === 'ESP' ? 'cola de espera' : 'Ticket sales are open')
    expect(within(banner).queryByRole('link')).toBeNull()
  })

  it.each([
    ['ESP', (year: string) => `Monster Invasion ${year} terminó. Pronto anunciaremos la próxima edición.`],
    ['ENG', (year: string) => `Monster Invasion ${year} is over. The next edition will be announced soon.`],
  ] as const)('when the last edition is over, Ok in %s says it is over and the next one will be announced', async (lang, message) => {
    const edition = serveSale('over')
    const banner = await bannerIn(lang, 'Ok')
    await waitFor(() => expect(banner).toHaveTextContent(message(edition.inicio.slice(0, 4))))
    expect(within(banner).queryByRole('link')).toBeNull()
  })

  it.each([
    ['No', 'Las entradas no están a la venta en este momento.'],
    ['Warn', '¡Atención! Hay novedades importantes: revisa nuestras redes sociales.'],
  ] as const)('%s stays as the organiser wrote it, whatever the sale', async (status, message) => {
    serveSale('over')
    const banner = await bannerIn('ESP', status)
    // Once the editions are read, the status still shows as written.
    await act(() => refreshEditions())
    expect(banner).toHaveTextContent(message)
  })

  it("shows the organiser's text until the editions are read, then what is true about the sale", async () => {
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (answer = resolve))
    const closed = editionWhoseSaleIs('closed')
    server.use(
      http.get('*/api/collections/Ediciones/records', async ({ request }) => {
        await answered
        return listAnswer([seededEdition, closed], request)
      }),
    )
    const banner = await bannerIn('ENG', 'Ok')
    expect(banner).toHaveTextContent('Ticket sales are open! Get yours')
    answer()
    await waitFor(() => expect(banner).toHaveTextContent('Ticket sales for this edition are closed.'))
  })
})

describe('banner loader', () => {
  it('gives the first status to the layout, or "unknown" when PocketBase is too slow', async () => {
    await expect(loadBannerStatus(fakeSource('Ok').source)).resolves.toEqual({ bannerStatus: 'Ok' })
    const never: BannerSource = { getStatus: () => new Promise(() => undefined), subscribe: () => Promise.resolve(() => undefined) }
    await expect(loadBannerStatus(never)).resolves.toEqual({ bannerStatus: null })
  }, 5000)
})

describe('navigation', () => {
  it('links to hotel, rules, us and friends, and offers a login link when logged out', async () => {
    renderWithApp(<></>, { routes, url: '/activities' })
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' })
    for (const [name, href] of [
      ['Hotel', '/hotel'],
      ['Reglamento', '/rules'],
      ['Nosotros', '/us'],
      ['Amigos', '/friends'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href)
    }
    expect(screen.getByRole('link', { name: 'Ingresar' })).toHaveAttribute('href', '/login')
    expect(screen.queryByRole('button', { name: 'Salir' })).toBeNull()
  })

  it('toggles language and theme on the document', async () => {
    const { user: ui, store } = renderWithApp(<></>, { routes, url: '/activities' })
    await screen.findByRole('heading', { name: 'Actividades' })
    const theme = screen.getByRole('button', { name: 'Tema oscuro' })
    expect(theme).toHaveAttribute('aria-pressed', 'true')
    expect(document.documentElement).toHaveClass('dark')
    await ui.click(theme)
    expect(document.documentElement).not.toHaveClass('dark')
    expect(store.getState().preferences.theme).toBe('light')

    await ui.click(screen.getByRole('button', { name: 'Cambiar a inglés' }))
    expect(document.documentElement.lang).toBe('en')
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'false')
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Friends' })).toBeInTheDocument()
    await ui.click(screen.getByRole('button', { name: 'Switch to Spanish' }))
    expect(document.documentElement.lang).toBe('es')
  })

  it('mobile menu: aria-expanded, focus moves in, Escape closes and returns focus', async () => {
    const { user: ui } = renderWithApp(<></>, { routes, url: '/activities' })
    const button = await screen.findByRole('button', { name: 'Abrir menú' })
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
    expect(panel).not.toBeNull()
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await ui.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(button).toHaveAccessibleName('Cerrar menú')
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Hotel' })).toHaveFocus()
    await ui.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()

    await ui.click(button)
    await ui.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Reglamento' }))
    expect(await screen.findByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('when logged in shows the avatar link to /profile and a logout control that clears the session', async () => {
    server.use(listHandler('userLegalInfoPaws', [{ id: 'l1', user: 'u1' }]))
    const { user: ui, store } = renderWithApp(<></>, { routes, url: '/activities', preferences: { user: user() } })
    const header = within(await screen.findByRole('banner'))
    const avatar = await header.findByRole('link', { name: 'Mi perfil' })
    expect(avatar).toHaveAttribute('href', '/profile')
    await ui.click(header.getByRole('button', { name: 'Salir' }))
    expect(store.getState().preferences.user).toBeNull()
    expect(header.getByRole('link', { name: 'Ingresar' })).toBeInTheDocument()
    expect(header.queryByRole('link', { name: 'Mi perfil' })).toBeNull()
  })
})

describe('task-count badge', () => {
  it('shows 2 while the e-mail is not verified', async () => {
    renderWithApp(<></>, { routes, url: '/activities', preferences: { user: user({ verified: false }) } })
    const avatar = await screen.findByRole('link', { name: 'Mi perfil, 2 tareas pendientes' })
    expect(within(avatar).getByTestId('task-badge')).toHaveTextContent('2')
  })

  it('shows 1 without a legal record, and 1 when the lookup fails', async () => {
    server.use(listHandler('userLegalInfoPaws', []))
    const first = renderWithApp(<></>, { routes, url: '/activities', preferences: { user: user(), lang: 'ENG' } })
    expect(await screen.findByRole('link', { name: 'My profile, 1 pending task' })).toBeInTheDocument()
    first.unmount()

    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    server.use(http.get('*/api/collections/userLegalInfoPaws/records', () => HttpResponse.json({}, { status: 500 })))
    renderWithApp(<></>, { routes, url: '/activities', preferences: { user: user() } })
    expect(await screen.findByRole('link', { name: 'Mi perfil, 1 tarea pendiente' })).toBeInTheDocument()
  })

  it('goes from 1 to 0 when a profile save writes the legal record into the shared cache', async () => {
    let hasLegal = false
    server.use(http.get('*/api/collections/userLegalInfoPaws/records', ({ request }) => listAnswer(hasLegal ? [{ id: 'l1', user: 'u1' }] : [], request)))
    const { store } = renderWithApp(<></>, { routes, url: '/activities', preferences: { user: user() } })
    expect(await screen.findByTestId('task-badge')).toHaveTextContent('1')
    hasLegal = true
    const dispatch = store.dispatch as ThunkDispatch<ServerStateRoot, unknown, UnknownAction>
    act(() => {
      void dispatch(sharedQueries.util.upsertQueryData('myLegalInfo', 'u1', { id: 'l1', user: 'u1' } as LegalInfoRecord))
    })
    await waitFor(() => expect(screen.queryByTestId('task-badge')).toBeNull())
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Mi perfil' })).toBeInTheDocument()
  })
})

describe('footer', () => {
  it('has the waitlist chat, the main pages, the dates, a contact address and the social links', async () => {
    renderWithApp(<></>, { routes, url: '/activities', preferences: { lang: 'ENG' } })
    const footer = await screen.findByRole('contentinfo')
    const f = within(footer)
    expect(await f.findByRole('link', { name: /Waitlist chat/ })).toHaveAttribute('target', '_blank')
    for (const [name, href] of [
      ['Hotel', '/hotel'],
      ['Rules', '/rules'],
      ['Us', '/us'],
      ['Friends', '/friends'],
      ['My profile', '/profile'],
    ]) {
      expect(f.getByRole('link', { name })).toHaveAttribute('href', href)
    }
    // The current edition: the one on sale today that the stand-in serves beside the seed (Intl's thin spaces read as spaces).
    await waitFor(() => expect(footer).toHaveTextContent(formatEventDates(onSaleEdition, 'en-US').replace(/\s+/gu, ' ')))
    expect(f.getByRole('link', { name: /@monsterinvasion\.cl$/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/))
    const social = f.getAllByRole('link', { name: /opens in a new tab/ }).filter((a) => !/Waitlist/.test(a.textContent ?? ''))
    expect(social).toHaveLength(9)
    for (const link of social) expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })
})

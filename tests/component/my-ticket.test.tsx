import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { routes } from '@/app/router'
import { MyTicketPage } from '@/features/profile/components/my-ticket-page'
import { ProfilePage } from '@/features/profile/components/profile-page'
import { myTicketCopy } from '@/features/profile/my-ticket-copy'
import { editionYear } from '@/domain/edition'
import { resetEditionsForTests } from '@/hooks/use-edition'
import { es } from '@/i18n/es'
import { en } from '@/i18n/en'
import type { Lang } from '@/stores/preferences-slice'
import { TICKET_PASS_KEY, parseTicketPass } from '@/stores/ticket-pass'
import { renderWithApp } from './support/render'
import { onSaleEdition, seededEdition, server } from './support/server'
import { listHandler, pageRoutes, user as makeUser } from './profile-fixtures'
import { healthInfoCopy } from '@/features/profile/health-info-copy'
import { MIGRATED_EDITION } from '../support/migrated-edition.ts'

// Issue 39 "My ticket, first": the one-tap header entry, the holder's profile order and fold, and /mientrada.

const USER_ID = 'u1234567890abcd'
const dict = { ESP: es, ENG: en } as const
const sponsor = { id: 'typeS1xxxxxxxxx', collectionName: 'Entradas', Tipo: 'S1', Estado: 'disponible', ValorCLP: 20000, Nombre: 'Entrada Sponsor', NombreIngles: 'Sponsor ticket', Imagen: '' }
const issued = (estado: string) => ({
  id: 'iss123456789012',
  user: USER_ID,
  tipo: sponsor.id,
  estado,
  token: 'tok',
  orderID: 'Paw25a00000000000000000001',
  monto: 20000,
  created: '2025-05-01 10:00:00.000Z',
  expand: { tipo: sponsor },
})
const personal = { id: 'per123456789012', collectionName: 'userPersonalInfoPaws', user: USER_ID, Badge: 'Nube Azul', Pronombres: '', NombreFur: '', EspecieFur: 'Zorro', Polera: 'M', Fursuit: false }
const SIGNED = 'http://localhost:3000/entrada?id=iss123456789012&t=S1&s=signature'

/**
 * The account's records. The ticket is of SPEC's 2025 edition; unless `pastTicket`, the site follows
 * that edition alone (its current one), else it follows the demo's upcoming edition and the ticket is history.
 */
function backend({ estado, pastTicket = false }: { estado: string | null; pastTicket?: boolean }) {
  server.use(
    listHandler('Ediciones', pastTicket ? [seededEdition, onSaleEdition] : [seededEdition]),
    listHandler('userPersonalInfoPaws', [personal]),
    listHandler('userLegalInfoPaws', [{ id: 'leg123456789012', user: USER_ID }]),
    listHandler('userHealthInfoPaws'),
    listHandler('Entradas', [sponsor]),
    listHandler('EntradasUsuario', estado === 'pagada' ? [{ id: 'bad123456789012', user: USER_ID, TipoBadge: sponsor.id, MontoTotalPagado: 20000, edicion: 'Paw25a' }] : []),
    listHandler('EntradasEntregadas', estado ? [issued(estado)] : []),
    http.post('*/.netlify/functions/qrentrada', () => HttpResponse.json({ url: SIGNED })),
  )
}

describe.each(['ESP', 'ENG'] as const)('one-tap entry in the header (%s)', (lang: Lang) => {
  const t = dict[lang].nav
  it('a ticket holder gets "My ticket" in the bar itself (outside the folded phone menu), to /mientrada', async () => {
    backend({ estado: 'pagada' })
    renderWithApp(<></>, { routes, url: '/activities', preferences: { lang, user: makeUser() } })
    const header = within(await screen.findByRole('banner'))
    const entry = await header.findByRole('link', { name: t.myTicketLabel })
    expect(entry).toHaveAttribute('href', '/mientrada')
    expect(entry).toHaveTextContent(t.myTicket)
    // Not inside the panel the phone's menu button folds away.
    const panel = document.getElementById(header.getByRole('button', { name: t.openMenu }).getAttribute('aria-controls') ?? '')
    expect(panel).not.toContainElement(entry)
  })

  it('an account without a paid ticket (none, or not paid yet) gets no entry', async () => {
    backend({ estado: 'creada' })
    renderWithApp(<></>, { routes, url: '/activities', preferences: { lang, user: makeUser() } })
    const header = within(await screen.findByRole('banner'))
    expect(await header.findByRole('link', { name: t.profile })).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(header.queryByRole('link', { name: t.myTicketLabel })).toBeNull()
  })

  it("a paid ticket of another edition than the current one gets no entry", async () => {
    backend({ estado: 'pagada', pastTicket: true })
    renderWithApp(<></>, { routes, url: '/activities', preferences: { lang, user: makeUser() } })
    const header = within(await screen.findByRole('banner'))
    expect(await header.findByRole('link', { name: t.profile })).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(header.queryByRole('link', { name: t.myTicketLabel })).toBeNull()
  })
})

describe.each(['ESP', 'ENG'] as const)('profile order (%s)', (lang: Lang) => {
  const p = dict[lang].profile
  const fold = myTicketCopy[lang]
  const render = () =>
    renderWithApp(<></>, { routes: pageRoutes('/profile-under-test', <ProfilePage />), url: '/profile-under-test', preferences: { lang, user: makeUser({ username: 'foxy' }) } })
  // The profile's sections download after its first paint; a file's first render also waits for compilation.
  const SECTIONS_ARRIVE = { timeout: 5000 }
  const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)

  it('a holder sees the ticket first and the other sections folded; the fold opens and closes from the keyboard', async () => {
    backend({ estado: 'pagada' })
    const { user } = render()
    const tickets = await screen.findByRole('region', { name: p.tickets.title }, SECTIONS_ARRIVE)
    expect(headings()[0]).toBe(p.tickets.title)
    expect(await within(tickets).findByRole('img', { name: p.tickets.qrAlt })).toBeInTheDocument()
    const toggle = screen.getByRole('button', { name: fold.foldTitle })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveTextContent(fold.foldShow)
    expect(screen.getByText(fold.foldSummary)).toBeVisible()
    expect(screen.queryByRole('heading', { name: p.basic.title })).toBeNull() // hidden: out of the accessibility tree
    toggle.focus()
    await user.keyboard('{Enter}')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle).toHaveTextContent(fold.foldHide)
    expect(await screen.findByRole('heading', { name: p.basic.title })).toBeVisible()
    expect(screen.getByRole('heading', { name: healthInfoCopy[lang].title })).toBeVisible()
    await user.keyboard(' ')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('heading', { name: p.basic.title })).toBeNull()
  })

  it('without a paid ticket the profile keeps its order, nothing folded', async () => {
    backend({ estado: null })
    render()
    await screen.findByRole('region', { name: p.tickets.title }, SECTIONS_ARRIVE)
    const order = headings()
    expect(order.indexOf(p.basic.title)).toBeGreaterThanOrEqual(0)
    expect(order.indexOf(p.basic.title)).toBeLessThan(order.indexOf(p.tickets.title))
    expect(screen.queryByRole('button', { name: fold.foldTitle })).toBeNull()
  })
})

describe.each(['ESP', 'ENG'] as const)('/mientrada (%s)', (lang: Lang) => {
  const text = myTicketCopy[lang]
  const render = () =>
    renderWithApp(<></>, { routes: pageRoutes('/mientrada', <MyTicketPage />), url: '/mientrada', preferences: { lang, user: makeUser() } })

  it('names the edition, the level and the badge name around a big black-on-white QR, and saves it for offline use', async () => {
    backend({ estado: 'pagada' })
    render()
    const qr = await screen.findByRole('img', { name: text.qrAlt })
    expect(qr).toHaveAttribute('width', '320')
    expect(qr.querySelector('path[fill="#ffffff"]')).not.toBeNull()
    expect(screen.getByText(text.edition('Monster Invasion', editionYear(MIGRATED_EDITION)))).toBeInTheDocument()
    expect(screen.getByText(dict[lang].payments.levels.sponsor)).toBeInTheDocument()
    expect(screen.getByText(lang === 'ENG' ? 'Sponsor ticket' : 'Entrada Sponsor')).toBeInTheDocument()
    expect(screen.getByText('Nube Azul')).toBeInTheDocument()
    await waitFor(() => expect(parseTicketPass(localStorage.getItem(TICKET_PASS_KEY))).toMatchObject({ userId: USER_ID, qr: SIGNED, signed: true, level: 'sponsor', badgeName: 'Nube Azul' }))
  })

  it('with no network shows the ticket saved on this device, saying so', async () => {
    backend({ estado: 'pagada' })
    const first = render()
    await waitFor(() => expect(localStorage.getItem(TICKET_PASS_KEY)).not.toBeNull())
    first.unmount()

    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    server.use(
      http.get('*/api/collections/EntradasEntregadas/records', () => HttpResponse.error()),
      http.get('*/api/collections/userPersonalInfoPaws/records', () => HttpResponse.error()),
      http.post('*/.netlify/functions/qrentrada', () => HttpResponse.error()),
    )
    render()
    expect(await screen.findByRole('img', { name: text.qrAlt })).toBeInTheDocument()
    const notice = await screen.findByText((content) => content.startsWith(text.offline('').split('(')[0] ?? ''))
    expect(notice).toHaveAttribute('role', 'status')
    expect(screen.getByText('Nube Azul')).toBeInTheDocument()
  })

  it('an account without a paid ticket is sent to buy one, and nothing is kept', async () => {
    backend({ estado: 'creada' })
    render()
    expect(await screen.findByText(text.none)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: text.buy })).toHaveAttribute('href', '/buy')
    expect(localStorage.getItem(TICKET_PASS_KEY)).toBeNull()
  })

  it("another edition's paid ticket is no pass: the account is sent to buy one, and the copy saved for it is dropped", async () => {
    backend({ estado: 'pagada' })
    const first = render()
    await waitFor(() => expect(parseTicketPass(localStorage.getItem(TICKET_PASS_KEY))).toMatchObject({ edition: 'Paw25a', signed: true }))
    first.unmount()

    // The organisers add the next edition: the 2025 ticket is history.
    resetEditionsForTests()
    backend({ estado: 'pagada', pastTicket: true })
    render()
    expect(await screen.findByText(text.none)).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: text.qrAlt })).toBeNull()
    await waitFor(() => expect(localStorage.getItem(TICKET_PASS_KEY)).toBeNull())
  })

  it("with no network for the tickets, a copy saved for another edition is not shown once the editions are read", async () => {
    backend({ estado: 'pagada' })
    const first = render()
    await waitFor(() => expect(localStorage.getItem(TICKET_PASS_KEY)).not.toBeNull())
    first.unmount()

    resetEditionsForTests()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    backend({ estado: 'pagada', pastTicket: true })
    server.use(http.get('*/api/collections/EntradasEntregadas/records', () => HttpResponse.error()))
    render()
    expect(await screen.findByText(text.loadError)).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: text.qrAlt })).toBeNull()
    await waitFor(() => expect(localStorage.getItem(TICKET_PASS_KEY)).toBeNull())
  })
})

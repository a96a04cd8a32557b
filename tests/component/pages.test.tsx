import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { routes } from '@/app/router'
import { renderWithApp } from './support/render'
import { formatAgeCutoff, formatEventDates, formatEventDay } from '@/domain/event-dates'
import { serveSale } from './support/editions'
import { onSaleEdition, server } from './support/server'
import { listAnswer } from './support/pb-list'
import { FIRST_PAINT_WAIT_MS } from '@/features/content/amigos-source'

type Lang = 'ESP' | 'ENG'

async function open(url: string, lang: Lang, heading: string) {
  const view = renderWithApp(<></>, { routes, url, preferences: { lang } })
  const main = within(await screen.findByRole('main'))
  expect(await main.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
  return { ...view, main }
}

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''

describe('home', () => {
  it.each([
    ['ESP', 'es-CL', 'Consigue tu entrada', /convención furry/, 'Convención furry · Segunda edición'],
    ['ENG', 'en-US', 'Get your ticket', /furry convention/, 'Furry convention · Second edition'],
  ] as const)('in %s shows the kicker with the current edition’s name, the dates in Chile time and a button to /buy', async (lang, locale, cta, meta, kicker) => {
    const { main } = await open('/', lang, 'Monster Invasion')
    // The organisers' line and the name of the edition on sale (data, not copy).
    expect(await main.findByText(kicker)).toBeInTheDocument()
    // The current edition: the one on sale today that the stand-in serves beside the seed (Intl's thin spaces read as spaces).
    expect(await main.findByText(formatEventDates(onSaleEdition, locale).replace(/\s+/gu, ' '))).toBeInTheDocument()
    expect(main.getByRole('link', { name: cta })).toHaveAttribute('href', '/buy')
    expect(main.getByRole('img')).toHaveAttribute('src', '/illustrations/hero.svg')
    expect(document.title).toBe('Monster Invasion')
    await waitFor(() => expect(description()).toMatch(meta))
  })
})

describe('home and the sale window', () => {
  it.each([
    ['ESP', 'es-CL', 'Próxima edición', 'Por anunciar', (year: string) => `Monster Invasion ${year} terminó. Pronto anunciaremos la próxima edición.`, 'Consigue tu entrada'],
    ['ENG', 'en-US', 'Next edition', 'To be announced', (year: string) => `Monster Invasion ${year} is over. The next edition will be announced soon.`, 'Get your ticket'],
  ] as const)('in %s, once the last edition is over, says so and that the next one will be announced, with no past dates and no /buy call', async (lang, locale, label, value, message, cta) => {
    const edition = serveSale('over')
    const { main } = await open('/', lang, 'Monster Invasion')
    expect(await main.findByText(message(edition.inicio.slice(0, 4)))).toBeInTheDocument()
    expect(main.getByText(label)).toBeInTheDocument()
    expect(main.getByText(value)).toBeInTheDocument()
    expect(main.queryByText(formatEventDates(edition, locale).replace(/\s+/gu, ' '))).toBeNull()
    expect(main.queryByRole('link', { name: cta })).toBeNull()
    // Nor does the kicker name the edition that is over as if it were the one to come.
    expect(main.getByText(lang === 'ESP' ? 'Convención furry' : 'Furry convention')).toBeInTheDocument()
    expect(main.queryByText(new RegExp(edition[lang === 'ESP' ? 'nombreEs' : 'nombreEn']))).toBeNull()
    // The page's description names no days either: it says the edition is over.
    await waitFor(() => expect(description()).toBe(message(edition.inicio.slice(0, 4))))
  })

  it('before the sale opens, keeps the dates and tells the day the sale opens instead of the call to buy', async () => {
    const edition = serveSale('notYet')
    const { main } = await open('/', 'ESP', 'Monster Invasion')
    expect(await main.findByText(`La venta de entradas abre el ${formatEventDay(edition.ventaAbre, 'es-CL')}.`)).toBeInTheDocument()
    expect(main.getByText(formatEventDates(edition, 'es-CL').replace(/\s+/gu, ' '))).toBeInTheDocument()
    expect(main.queryByRole('link', { name: 'Consigue tu entrada' })).toBeNull()
  })

  it('once the sale has closed before the event, keeps the dates and says the sale is closed', async () => {
    const edition = serveSale('closed')
    const { main } = await open('/', 'ENG', 'Monster Invasion')
    expect(await main.findByText('Ticket sales for this edition are closed.')).toBeInTheDocument()
    expect(main.getByText(formatEventDates(edition, 'en-US').replace(/\s+/gu, ' '))).toBeInTheDocument()
    expect(main.queryByRole('link', { name: 'Get your ticket' })).toBeNull()
  })
})

describe('hotel', () => {
  it.each([
    ['ESP', 'Hotel · Monster Invasion', ['King o Twin', 'Ejecutiva King o Twin', 'Corner Suite', 'Junior Suite', 'Master Suite', 'Suite Presidencial'], 'Desayuno incluido en todas las habitaciones.', 'Cada habitación admite como máximo 2 personas.', 'Cargar mapa interactivo'],
    ['ENG', 'Hotel · Monster Invasion', ['King or Twin', 'Executive King or Twin', 'Corner Suite', 'Junior Suite', 'Master Suite', 'Presidential Suite'], 'Breakfast included in every room.', 'Rooms hold 2 people at most.', 'Load interactive map'],
  ] as const)('in %s lists the SPEC room rates in USD excluding tax, inclusions, code and contacts', async (lang, title, rooms, breakfast, maxPeople, loadMap) => {
    const { main, user } = await open('/hotel', lang, 'Hotel')
    expect(await main.findByText('MONSTER25')).toBeInTheDocument()
    expect(document.title).toBe(title)
    const rows = within(main.getByRole('table')).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual(
      rooms.map((room, i) => `${room}US$${[125, 135, 145, 290, 345, 685][i]}`),
    )
    expect(main.getByRole('table')).toHaveTextContent(lang === 'ESP' ? 'impuestos no incluidos' : 'taxes not included')
    expect(main.getByText(breakfast)).toBeInTheDocument()
    expect(main.getByText(maxPeople)).toBeInTheDocument()
    expect(main.getByText('MONSTER25')).toBeInTheDocument()
    expect(main.getByRole('link', { name: /^\+56/ })).toHaveAttribute('href', expect.stringMatching(/^tel:\+56/))
    expect(main.getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/))
    expect(main.queryByTitle(/./, { exact: false })).toBeNull()

    await user.click(main.getByRole('button', { name: loadMap }))
    expect(main.getByTitle(lang === 'ESP' ? 'Mapa interactivo del hotel' : 'Interactive map of the hotel')).toHaveAttribute(
      'src',
      expect.stringContaining('openstreetmap.org/export/embed.html'),
    )
    expect(main.getByRole('button', { name: lang === 'ESP' ? 'Ver el video tutorial' : 'Watch the video tutorial' })).toBeInTheDocument()
  })
})

describe('rules', () => {
  it.each([
    ['ESP', 'Reglamento', 'Artículos', 'Reglas para paneles', [formatAgeCutoff(onSaleEdition, 'es-CL'), '10 días corridos', 'no son reembolsables, son solo de nivel general y no pueden mejorarse', 'Tres advertencias verbales', '31 de mayo', '15 de junio', '15 minutos para montar', '15 minutos para desmontar'], 'Razón social'],
    ['ENG', 'Rules', 'Articles', 'Panel rules', [formatAgeCutoff(onSaleEdition, 'en-GB'), '10 calendar days', 'non-refundable, general level only, and cannot be upgraded', 'Three verbal warnings', '31 May', '15 June', '15 minutes to set up', '15 minutes to tear down'], 'Legal name'],
  ] as const)('in %s has 6 collapsible chapters, 6 panel sections, the company data and the SPEC facts', async (lang, title, articles, panels, facts, legalName) => {
    const { main, user, container } = await open('/rules', lang, title)
    expect(await main.findByText('77.777.777-7')).toBeInTheDocument()
    const chapters = main.getAllByText(new RegExp(`^${articles} \\d+ (a|to) \\d+$`))
    expect(chapters.map((c) => c.textContent?.replace(/\D+/g, ' ').trim())).toEqual(['1 6', '7 11', '12 19', '20 26', '27 30', '31 39'])
    const details = container.querySelectorAll('details')
    expect(details).toHaveLength(12)
    for (const d of details) expect(d).not.toHaveAttribute('open')
    const panelSection = main.getByRole('heading', { name: panels }).closest('section')
    expect(panelSection?.querySelectorAll('details')).toHaveLength(6)

    const firstSummary = chapters[0]?.closest('summary')
    if (!firstSummary) throw new Error('chapter summary missing')
    await user.click(firstSummary)
    expect(details[0]).toHaveAttribute('open')

    for (const fact of facts) expect(main.getAllByText(new RegExp(fact)).length).toBeGreaterThan(0)
    expect(main.getByText(legalName)).toBeInTheDocument()
    expect(main.getByText('77.777.777-7')).toBeInTheDocument()
  })
})

describe('us', () => {
  it.each([
    ['ESP', 'Nosotros', 'Nuestra misión', 'El origen del nombre', 'Dirección general'],
    ['ENG', 'Us', 'Our mission', 'Where the name comes from', 'Director'],
  ] as const)('in %s shows the mission, the origin of the name and 8 staff with roles', async (lang, title, mission, name, firstRole) => {
    const { main } = await open('/us', lang, title)
    expect(await main.findByText('Nombre Uno')).toBeInTheDocument()
    expect(main.getByRole('heading', { name: mission })).toBeInTheDocument()
    expect(main.getByRole('heading', { name })).toBeInTheDocument()
    const staff = within(main.getByRole('list')).getAllByRole('listitem')
    expect(staff).toHaveLength(8)
    expect(staff[0]).toHaveTextContent(firstRole)
  })
})

describe('friends', () => {
  const amigos = [
    { id: 'a1', collectionId: 'c', collectionName: 'Amigos', Nombre: 'Furry Chile', Url: 'https://example.org/1', Image: 'one.png' },
    { id: 'a2', collectionId: 'c', collectionName: 'Amigos', Nombre: 'Paws del Sur', Url: 'https://example.org/2', Image: 'two.png' },
    { id: 'a3', collectionId: 'c', collectionName: 'Amigos', Nombre: 'Andes Fur', Url: 'https://example.org/3', Image: '' },
  ]

  it('the first paint has every friend, in a shuffled order, opening in a new tab', async () => {
    server.use(http.get('*/api/collections/Amigos/records', ({ request }) => listAnswer(amigos, request)))
    // Math.random() = 0 always swaps with the first slot: [a1,a2,a3] → [a2,a3,a1].
    vi.spyOn(Math, 'random').mockReturnValue(0)
    const { main } = await open('/friends', 'ENG', 'Friends')
    // No waiting: the page was drawn with its list (the route read it alongside its code).
    expect(main.queryByRole('status')).toBeNull()
    const links = main.getAllByRole('link', { name: /^Visit / })
    expect(links.map((l) => l.textContent)).toEqual(['Paws del Sur', 'Andes Fur', 'Furry Chile'])
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'))
    }
    expect(links[2]?.querySelector('img')?.getAttribute('src')).toMatch(/\/api\/files\/c\/a1\/one\.png\?thumb=256x256$/)
  })

  it(`with a slow list the page paints "It's loading..." after ${FIRST_PAINT_WAIT_MS} ms, then lists the friends when they arrive`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    let requested: () => void = () => undefined
    const asked = new Promise<void>((resolve) => (requested = resolve))
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get('*/api/collections/Amigos/records', async ({ request }) => {
        requested()
        await gate
        return listAnswer(amigos, request)
      }),
    )
    const opening = open('/friends', 'ENG', 'Friends')
    await asked
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS)
    const { main } = await opening
    expect(main.getByRole('status')).toHaveTextContent("It's loading...")
    release()
    expect(await main.findAllByRole('link', { name: /^Visit / })).toHaveLength(3)
    expect(main.queryByRole('status')).toBeNull()
  })

  it('in Spanish says "Cargando..." and only logs a failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    server.use(http.get('*/api/collections/Amigos/records', () => HttpResponse.json({ message: 'boom' }, { status: 500 })))
    const { main } = await open('/friends', 'ESP', 'Amigos')
    await waitFor(() => expect(log).toHaveBeenCalled())
    expect(main.getByRole('status')).toHaveTextContent('Cargando...')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('social media', () => {
  it.each([
    ['ESP', 'Redes sociales', 'Canal de noticias en Telegram'],
    ['ENG', 'Social media', 'Telegram news channel'],
  ] as const)('in %s shows nine networks, each with title and body, opening in a new tab', async (lang, title, channel) => {
    const { main } = await open('/socialmedia', lang, title)
    const cards = within(main.getByRole('list')).getAllByRole('link')
    expect(cards).toHaveLength(9)
    for (const card of cards) {
      expect(card).toHaveAttribute('target', '_blank')
      expect(card).toHaveAttribute('rel', 'noopener noreferrer')
      expect(card.querySelector('.card__title')?.textContent).toBeTruthy()
      expect(card.querySelector('.card__body')?.textContent).toBeTruthy()
    }
    expect(main.getByText(channel)).toBeInTheDocument()
  })
})

describe('404 and placeholders', () => {
  it.each([
    ['ESP', 'nada por aquí', /caja misteriosa/],
    ['ENG', 'nothing here', /mystery box/],
  ] as const)('404 in %s shows the mystery image and "%s"', async (lang, title, alt) => {
    const { main } = await open('/404', lang, title)
    expect(main.getByRole('img', { name: alt })).toHaveAttribute('src', '/illustrations/mystery.svg')
    expect(document.title).toBe(`${title} · Monster Invasion`)
  })

  it.each(['ESP', 'ENG'] as const)('/activities shows only "Actividades" in %s', async (lang) => {
    const { main } = await open('/activities', lang, 'Actividades')
    expect(screen.getByRole('main')).toHaveTextContent(/^Actividades$/)
    expect(main.queryByRole('link')).toBeNull()
  })

  it.each([
    ['ESP', 'Correo'],
    ['ENG', 'E-mail'],
  ] as const)('/adminsendmail shows only the word for e-mail in %s', async (lang, word) => {
    await open('/adminsendmail', lang, word)
    expect(screen.getByRole('main')).toHaveTextContent(new RegExp(`^${word}$`))
  })
})

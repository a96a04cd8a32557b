import { describe, expect, it } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ToastContainer } from 'react-toastify'
import { routes } from '@/app/router'
import { ContentEditor } from '@/features/content/admin/content-editor'
import { renderWithApp } from './support/render'
import { seededOrganiserContent, seededStaff, server } from './support/server'

const CONTENT = '*/api/collections/ContenidoOrganizador/records'
const list = (items: unknown[]) => HttpResponse.json({ page: 1, perPage: 100, totalItems: -1, totalPages: -1, items })

/** Holds the content answer until the test lets it go, counting requests. */
function gatedContent() {
  let release: () => void = () => undefined
  const gate = new Promise<void>((resolve) => (release = resolve))
  const calls = { count: 0 }
  server.use(
    http.get(CONTENT, async () => {
      calls.count++
      await gate
      return list([seededOrganiserContent])
    }),
  )
  return { release, calls }
}

describe('organiser content on public pages', () => {
  it('shows a skeleton while loading, then the hotel; navigating to /us does not fetch it again', async () => {
    const { release, calls } = gatedContent()
    const { user } = renderWithApp(<></>, { routes, url: '/hotel', preferences: { lang: 'ENG' } })
    const main = within(await screen.findByRole('main'))
    await main.findByRole('heading', { level: 1, name: 'Hotel' })
    expect(main.getAllByTestId('content-skeleton').length).toBeGreaterThan(0)
    expect(main.getAllByRole('status')[0]).toHaveTextContent('Loading content…')
    expect(main.queryByText('MONSTER25')).toBeNull()
    act(() => release())
    expect(await main.findByText('MONSTER25')).toBeInTheDocument()
    expect(main.queryByTestId('content-skeleton')).toBeNull()

    await user.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Us' }))
    expect(await screen.findByText('Nombre Uno')).toBeInTheDocument()
    expect(screen.getByText('Director')).toBeInTheDocument()
    expect(calls.count).toBe(1)
  })

  it('says in Spanish that it could not load, and a retry shows the content', async () => {
    let fail = true
    server.use(http.get(CONTENT, () => (fail ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : list([seededOrganiserContent]))))
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      const { user } = renderWithApp(<></>, { routes, url: '/socialmedia', preferences: { lang: 'ESP' } })
      const main = within(await screen.findByRole('main'))
      const alert = await main.findByRole('alert')
      expect(alert).toHaveTextContent('No pudimos cargar esta información. Revisa tu conexión e inténtalo de nuevo.')
      fail = false
      await user.click(within(alert).getByRole('button', { name: 'Reintentar' }))
      expect(await main.findByRole('link', { name: /Facebook/ })).toHaveAttribute('href', 'https://www.facebook.com/monsterinvasion.cl')
      expect(main.getByText('Eventos, álbumes de fotos y anuncios para toda la comunidad.')).toBeInTheDocument()
      expect(errors.length).toBeGreaterThan(0)
    } finally {
      console.error = original
    }
  })
})

// The editor renders every field of the record (a few hundred inputs): jsdom needs more than the default 5 s.
describe('/admincontent editor', { timeout: 30_000 }, () => {
  it('puts the server refusal on each field in the moderator language, focusing the first, and nothing is shown as saved', async () => {
    server.use(
      http.get('*/api/collections/Equipo/records', () => list(seededStaff)),
      http.patch(`${CONTENT}/:id`, () =>
        HttpResponse.json(
          {
            status: 400,
            message: 'Cada texto necesita español e inglés. · Every text needs both Spanish and English.',
            data: {
              'faq.1.answerEn': { code: 'validation_missing_translation', message: 'x' },
              hotelEmail: { code: 'validation_invalid_email', message: 'x' },
            },
          },
          { status: 400 },
        ),
      ),
    )
    const { user } = renderWithApp(
      <>
        <ContentEditor />
        <ToastContainer />
      </>,
      { preferences: { lang: 'ENG' } },
    )
    const save = await screen.findByRole('button', { name: 'Save content' })
    await user.click(save)
    const answer = within(screen.getByRole('group', { name: 'Question 2' })).getByLabelText('Answer (English)')
    expect(await screen.findByText('The English text is missing.')).toBeInTheDocument()
    expect(answer).toHaveAttribute('aria-invalid', 'true')
    expect(answer).toHaveFocus()
    expect(screen.getByLabelText('Hotel e-mail')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument()
    expect(await screen.findByText('Not saved: check the marked fields.')).toBeInTheDocument()
    expect(screen.queryByText('Content saved. The pages show it now.')).toBeNull()
    expect(save).toBeEnabled()
  })

  it('saves both languages side by side and says so; the button reads "Saving…" meanwhile', async () => {
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    let body: Record<string, unknown> = {}
    server.use(
      http.get('*/api/collections/Equipo/records', () => list(seededStaff)),
      http.patch(`${CONTENT}/:id`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>
        await gate
        return HttpResponse.json({ ...seededOrganiserContent, ...body })
      }),
    )
    const { user } = renderWithApp(
      <>
        <ContentEditor />
        <ToastContainer />
      </>,
      { preferences: { lang: 'ESP' } },
    )
    const spanish = await screen.findByLabelText('Lema del inicio (español)')
    const english = screen.getByLabelText('Lema del inicio (inglés)')
    expect(spanish).toHaveAttribute('lang', 'es')
    expect(english).toHaveAttribute('lang', 'en')
    await user.clear(spanish)
    await user.type(spanish, '¡Llegan!')
    await user.clear(english)
    await user.type(english, 'They are coming!')
    await user.click(screen.getByRole('button', { name: 'Guardar contenido' }))
    expect(await screen.findByRole('button', { name: 'Guardando…' })).toBeDisabled()
    act(() => release())
    expect(await screen.findByText('Contenido guardado. Las páginas ya lo muestran.')).toBeInTheDocument()
    expect(body).toMatchObject({ homeTaglineEs: '¡Llegan!', homeTaglineEn: 'They are coming!', hotelName: (seededOrganiserContent as Record<string, unknown>).hotelName })
    expect(body).not.toHaveProperty('id')
  })
})

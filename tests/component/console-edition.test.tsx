import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ToastContainer } from 'react-toastify'
import { EditionSection } from '@/features/moderation/console/edition-section'
import { renderWithApp } from './support/render'
import { listAnswer } from './support/pb-list'
import { seededEdition, server } from './support/server'

const EDITIONS = '*/api/collections/Ediciones/records'
/** The 2027 edition as the form sends it. */
const edition2027Body = {
  inicio: '2027-08-27',
  fin: '2027-08-29',
  corteEdad: '2027-08-25',
  ventaAbre: '2027-03-01',
  ventaCierra: '2027-08-26',
  minutosPago: 3,
  prefijoOrden: 'Paw27a',
  nombreEs: 'Segunda edición',
  nombreEn: 'Second edition',
}
const edition2027 = { id: 'edition00002027', ...edition2027Body }

/** Fills the form for a new edition (its labels in the organiser's language). */
async function fillNewEdition(user: ReturnType<typeof renderWithApp>['user'], form: ReturnType<typeof within>, labels: readonly string[]) {
  const values = ['2027-08-27', '2027-08-29', '2027-08-25', '2027-03-01', '2027-08-26', '3', 'Paw27a', 'Segunda edición', 'Second edition']
  for (const [index, label] of labels.entries()) {
    const field = form.getByLabelText(label)
    await user.clear(field)
    await user.type(field, values[index] ?? '')
  }
}

const ES_LABELS = ['Primer día', 'Último día', 'Fecha de corte de edad', 'Abre la venta', 'Cierra la venta', 'Minutos para pagar (1 a 5)', 'Prefijo de las órdenes', 'Nombre de la edición (español)', 'Nombre de la edición (inglés)'] as const
const EN_LABELS = ['First day', 'Last day', 'Age cut-off date', 'Sale opens', 'Sale closes', 'Minutes to pay (1 to 5)', 'Order number prefix', 'Edition name (Spanish)', 'Edition name (English)'] as const

describe('/adminconsole edition section', () => {
  // Mid-2026 in Chile: the seed (2025) is over, so the site follows the last edition until a later one is entered.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-06-01T12:00:00-04:00'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows the current edition in words, read-only once started, and adds the next one, which the site then follows and which can still be edited', async () => {
    const posted: unknown[] = []
    let saved = false
    server.use(
      http.get(EDITIONS, ({ request }) => listAnswer(saved ? [seededEdition, edition2027] : [seededEdition], request)),
      http.post(EDITIONS, async ({ request }) => {
        posted.push(await request.json())
        saved = true
        return HttpResponse.json(edition2027)
      }),
    )
    const { user } = renderWithApp(
      <>
        <EditionSection />
        <ToastContainer />
      </>,
      { preferences: { lang: 'ESP' } },
    )
    const seed = within(await screen.findByTestId('console-edition-2025-08-29'))
    expect(seed.getByRole('heading', { name: 'Edición actual: 2025' })).toBeInTheDocument()
    expect(seed.getByText('29–31 de agosto de 2025')).toBeInTheDocument()
    expect(seed.getByText('27 de agosto de 2025')).toBeInTheDocument()
    expect(seed.getByText('Venta de entradas')).toBeInTheDocument()
    expect(seed.getByText('del 2 de marzo de 2025 al 28 de agosto de 2025')).toBeInTheDocument()
    expect(seed.getByText('5 minutos')).toBeInTheDocument()
    expect(seed.getByText('Nombre')).toBeInTheDocument()
    expect(seed.getByText('Primera edición')).toHaveAttribute('lang', 'es')
    expect(seed.getByText('First edition')).toHaveAttribute('lang', 'en')
    expect(seed.getByText('Esta edición ya empezó: sus datos ya no se cambian.')).toBeInTheDocument()
    expect(seed.queryByRole('button')).toBeNull()
    const form = within(screen.getByRole('form', { name: 'Agregar la siguiente edición' }))
    expect(form.getByText('«Paw», dos cifras del año y una letra minúscula. Ej.: Paw26a.')).toBeInTheDocument()
    await fillNewEdition(user, form, ES_LABELS)
    await user.click(form.getByRole('button', { name: 'Agregar edición' }))
    expect(await screen.findByText('Edición 2027 agregada.')).toBeInTheDocument()
    expect(posted).toEqual([edition2027Body])
    // The site now follows 2027, which has not started: it can still be corrected.
    const next = within(await screen.findByTestId('console-edition-2027-08-27'))
    expect(next.getByRole('heading', { name: 'Edición actual: 2027' })).toBeInTheDocument()
    expect(next.getByText('3 minutos')).toBeInTheDocument()
    expect(next.getByRole('button', { name: 'Editar la edición 2027' })).toBeInTheDocument()
  })

  it('edits an edition that has not started: the form starts from its facts and sends the change to that record', async () => {
    const patched: { id: unknown; body: unknown }[] = []
    server.use(
      http.get(EDITIONS, ({ request }) => listAnswer([seededEdition, edition2027], request)),
      http.patch(`${EDITIONS}/:id`, async ({ params, request }) => {
        const body = await request.json()
        patched.push({ id: params.id, body })
        return HttpResponse.json({ ...edition2027, ...(body as object) })
      }),
    )
    const { user } = renderWithApp(
      <>
        <EditionSection />
        <ToastContainer />
      </>,
      { preferences: { lang: 'ENG' } },
    )
    const card = within(await screen.findByTestId('console-edition-2027-08-27'))
    await user.click(card.getByRole('button', { name: 'Edit the 2027 edition' }))
    const form = within(card.getByRole('form', { name: 'Edit the 2027 edition' }))
    expect(form.getByLabelText('First day')).toHaveValue('27-08-2027')
    expect(form.getByLabelText('Order number prefix')).toHaveValue('Paw27a')
    const minutes = form.getByLabelText('Minutes to pay (1 to 5)')
    await user.clear(minutes)
    await user.type(minutes, '4')
    await user.click(form.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Edition 2027 saved.')).toBeInTheDocument()
    expect(patched).toEqual([{ id: 'edition00002027', body: { ...edition2027Body, minutosPago: 4 } }])
  })

  it.each([
    ['ESP', 'Agregar la siguiente edición', ES_LABELS, 'Agregar edición', 'El último día no puede ser anterior al primero.'],
    ['ENG', 'Add the next edition', EN_LABELS, 'Add edition', 'The last day cannot be before the first.'],
  ] as const)("in %s refuses an end before the start before sending anything", async (lang, formName, labels, submit, problem) => {
    const posted: unknown[] = []
    server.use(http.post(EDITIONS, () => void posted.push(1)))
    const { user } = renderWithApp(<EditionSection />, { preferences: { lang } })
    const form = within(await screen.findByRole('form', { name: formName }))
    await fillNewEdition(user, form, labels)
    const end = form.getByLabelText(labels[1])
    await user.clear(end)
    await user.type(end, '2027-08-26')
    await user.click(form.getByRole('button', { name: submit }))
    expect(await form.findByText(problem)).toBeInTheDocument()
    expect(end).toHaveAttribute('aria-invalid', 'true')
    expect(posted).toEqual([])
  })

  it.each([
    ['ESP', 'Agregar la siguiente edición', ES_LABELS, 'Agregar edición', 'La venta debe cerrar antes del primer día del evento.'],
    ['ENG', 'Add the next edition', EN_LABELS, 'Add edition', 'The sale must close before the first day of the event.'],
  ] as const)('in %s refuses a sale that closes on or after the first day before sending anything', async (lang, formName, labels, submit, problem) => {
    const posted: unknown[] = []
    server.use(http.post(EDITIONS, () => void posted.push(1)))
    const { user } = renderWithApp(<EditionSection />, { preferences: { lang } })
    const form = within(await screen.findByRole('form', { name: formName }))
    await fillNewEdition(user, form, labels)
    const closes = form.getByLabelText(labels[4])
    await user.clear(closes)
    await user.type(closes, '2027-08-27')
    await user.click(form.getByRole('button', { name: submit }))
    expect(await form.findByText(problem)).toBeInTheDocument()
    expect(closes).toHaveAttribute('aria-invalid', 'true')
    expect(posted).toEqual([])
  })

  it('saves an edition with no name at all (a name is optional, in both languages or neither)', async () => {
    const posted: unknown[] = []
    server.use(
      http.post(EDITIONS, async ({ request }) => {
        posted.push(await request.json())
        return HttpResponse.json({ ...edition2027, nombreEs: '', nombreEn: '' })
      }),
    )
    const { user } = renderWithApp(
      <>
        <EditionSection />
        <ToastContainer />
      </>,
      { preferences: { lang: 'ENG' } },
    )
    const form = within(await screen.findByRole('form', { name: 'Add the next edition' }))
    await fillNewEdition(user, form, EN_LABELS.slice(0, 7))
    await user.click(form.getByRole('button', { name: 'Add edition' }))
    expect(await screen.findByText('Edition 2027 added.')).toBeInTheDocument()
    expect(posted).toEqual([{ ...edition2027Body, nombreEs: '', nombreEn: '' }])
  })

  it.each([
    ['ESP', 'Agregar la siguiente edición', ES_LABELS, 'Agregar edición', 'Escribe el nombre en los dos idiomas.'],
    ['ENG', 'Add the next edition', EN_LABELS, 'Add edition', 'Write the name in both languages.'],
  ] as const)('in %s refuses an edition named in one language only before sending anything', async (lang, formName, labels, submit, bothLanguages) => {
    const posted: unknown[] = []
    server.use(http.post(EDITIONS, () => void posted.push(1)))
    const { user } = renderWithApp(<EditionSection />, { preferences: { lang } })
    const form = within(await screen.findByRole('form', { name: formName }))
    await fillNewEdition(user, form, labels)
    const english = form.getByLabelText(labels[8])
    await user.clear(english)
    await user.click(form.getByRole('button', { name: submit }))
    expect(await form.findByText(bothLanguages)).toBeInTheDocument()
    expect(english).toHaveAttribute('aria-invalid', 'true')
    expect(posted).toEqual([])
  })

  it.each([
    ['ESP', 'Agregar la siguiente edición', ES_LABELS, 'Agregar edición', 'Ya hay una edición que empieza ese día.', 'Usa «Paw», dos cifras del año y una letra minúscula.'],
    ['ENG', 'Add the next edition', EN_LABELS, 'Add edition', 'An edition already starts on that day.', 'Use "Paw", two digits of the year and one lowercase letter.'],
  ] as const)("in %s puts the server's field errors on the fields by code, never PocketBase's English", async (lang, formName, labels, submit, startTaken, badPrefix) => {
    server.use(
      http.post(EDITIONS, () =>
        HttpResponse.json(
          {
            status: 400,
            message: 'Invalid edition.',
            data: {
              inicio: { code: 'validation_not_unique', message: 'Value must be unique.' },
              prefijoOrden: { code: 'validation_edition_badOrderPrefix', message: 'Invalid edition value.' },
            },
          },
          { status: 400 },
        ),
      ),
    )
    const { user } = renderWithApp(
      <>
        <EditionSection />
        <ToastContainer />
      </>,
      { preferences: { lang } },
    )
    const form = within(await screen.findByRole('form', { name: formName }))
    await fillNewEdition(user, form, labels)
    await user.click(form.getByRole('button', { name: submit }))
    expect(await form.findByText(startTaken)).toBeInTheDocument()
    expect(form.getByText(badPrefix)).toBeInTheDocument()
    expect(form.getByLabelText(labels[0])).toHaveFocus()
    expect(screen.queryByText('Value must be unique.')).toBeNull()
    expect(screen.queryByText('Invalid edition value.')).toBeNull()
  })
})

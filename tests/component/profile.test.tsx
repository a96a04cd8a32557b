import { beforeEach, describe, expect, it } from 'vitest'
import { act, screen, waitFor, within, fireEvent } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { env } from '@/config/env'
import { ProfilePage } from '@/features/profile/components/profile-page'
import { loadDictionary } from '@/i18n/use-t'
import { setLanguage, type Lang, type SessionUser } from '@/stores/preferences-slice'
import { onSaleEdition, seededEdition, server } from './support/server'
import { NOTICE_VERSION } from '@/domain/privacy-notice'
import { sharedQueries } from '@/stores/server-queries'
import type { ServerStateRoot } from '@/stores/hooks'
import { renderWithApp } from './support/render'
import { api, listHandler, pageRoutes, pbError, records, user as makeUser } from './profile-fixtures'

const USER_ID = 'u1234567890abcd'
const personal = { id: 'per123456789012', collectionName: 'userPersonalInfoPaws', user: USER_ID, Badge: 'Foxy', Pronombres: 'ze/zir', NombreFur: '', EspecieFur: 'Zorro', Polera: 'M', Fursuit: true }
const legal = {
  id: 'leg123456789012',
  collectionName: 'userLegalInfoPaws',
  user: USER_ID,
  numDocumento: '12.345.678-9',
  tipoDocumento: 'DNI',
  paisDocumento: 'Chile',
  nombreEnDocumento: 'Ana Pérez',
  bdate: '1990-05-01 00:00:00.000Z',
}

/** Empty profile collections and ticket data unless a test says otherwise. */
function emptyProfile() {
  server.use(
    listHandler('userPersonalInfoPaws'),
    listHandler('userLegalInfoPaws'),
    listHandler('userHealthInfoPaws'),
    listHandler('Entradas'),
    listHandler('EntradasUsuario'),
    listHandler('EntradasEntregadas'),
  )
}

// The profile's sections download after its first paint (profile-page.tsx); a file's first renders also
// wait for the test runner to compile them, which a loaded machine makes slower than findBy's 1 s.
const SECTIONS_ARRIVE = { timeout: 5000 }

function renderProfile(options: { lang?: Lang; user?: SessionUser | null } = {}) {
  const sessionUser = options.user === undefined ? makeUser() : options.user
  return renderWithApp(<></>, {
    routes: pageRoutes('/profile-under-test', <ProfilePage />),
    url: '/profile-under-test',
    preferences: { lang: options.lang ?? 'ESP', user: sessionUser },
  })
}

describe('profile access and sections', () => {
  it('sends a visitor without a stored user to /login', async () => {
    const { router } = renderProfile({ user: null })
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  it('shows only identity and basic information to an unverified account, its e-mail once when no username is set', async () => {
    emptyProfile()
    renderProfile({ lang: 'ENG', user: makeUser({ verified: false }) })
    expect(await screen.findByRole('heading', { name: 'Basic information' }, SECTIONS_ARRIVE)).toBeInTheDocument()
    expect(screen.getByText('Not Verified')).toBeInTheDocument()
    // "users" + digits is no username: the e-mail is shown instead, once.
    expect(screen.getByRole('heading', { name: 'fox@example.com' })).toBeInTheDocument()
    expect(screen.getAllByText('fox@example.com')).toHaveLength(1)
    expect(screen.queryByRole('heading', { name: 'Legal information' })).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Health information' })).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Your tickets' })).not.toBeInTheDocument()
  })

  it('shows all five sections to a verified account', async () => {
    emptyProfile()
    renderProfile({ user: makeUser({ username: 'foxy' }) })
    expect(await screen.findByRole('heading', { name: 'Información legal' }, SECTIONS_ARRIVE)).toBeInTheDocument()
    expect(screen.getByText('Verificado')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'foxy' })).toBeInTheDocument()
    expect(screen.getByText('fox@example.com')).toBeInTheDocument()
    for (const title of ['Información básica', 'Información de salud', 'Tus entradas']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument()
    }
  })
})

describe('basic information', () => {
  it('an error on screen switches language with the toggle, without another keystroke', async () => {
    emptyProfile()
    const { user, store } = renderProfile({ lang: 'ESP' })
    const region = within(await screen.findByRole('region', { name: 'Información básica' }))
    await user.type(region.getByLabelText('Nombre para tu credencial'), 'No!vale')
    expect(await region.findByRole('alert')).toHaveTextContent('Hasta 20 caracteres. Solo letras, números y acentos.')
    await loadDictionary('ENG')
    act(() => {
      store.dispatch(setLanguage('ENG'))
    })
    const english = within(await screen.findByRole('region', { name: 'Basic information' }))
    await waitFor(() => expect(english.getByRole('alert')).toHaveTextContent('Up to 20 characters. Letters, numbers and accents only.'))
  })

  it.each([
    ['ESP', 'Nombre para tu credencial', 'Especie de tu personaje', 'Hasta 20 caracteres. Solo letras, números y acentos.', 'Hasta 16 caracteres. Solo letras, números y acentos.', 'Guardar'],
    ['ENG', 'Badge name', 'Species of your character', 'Up to 20 characters. Letters, numbers and accents only.', 'Up to 16 characters. Letters, numbers and accents only.', 'Save'],
  ] as const)('validates badge and species as the person types (%s)', async (lang, badgeLabel, speciesLabel, badgeRule, speciesRule, save) => {
    emptyProfile()
    const { user } = renderProfile({ lang })
    const basic = within(await screen.findByRole('region', { name: lang === 'ESP' ? 'Información básica' : 'Basic information' }))
    const badge = basic.getByLabelText(badgeLabel)
    const button = basic.getByRole('button', { name: save })
    // The hint states the rule; the error repeats it only when broken.
    expect(basic.getAllByText(badgeRule)).toHaveLength(1)

    await user.type(badge, 'Zorro <3')
    await waitFor(() => expect(basic.getAllByText(badgeRule)).toHaveLength(2))
    expect(button).toBeDisabled()
    await user.clear(badge)
    await user.type(badge, 'Ñandú Azul 2025')
    await waitFor(() => expect(basic.getAllByText(badgeRule)).toHaveLength(1))
    expect(button).toBeEnabled()
    // The input stops at 20, and the rule holds even for a pasted 21st character (maxLength aside).
    fireEvent.change(badge, { target: { value: 'a'.repeat(21) } })
    await waitFor(() => expect(basic.getAllByText(badgeRule)).toHaveLength(2))
    fireEvent.change(badge, { target: { value: 'a'.repeat(20) } })

    fireEvent.change(basic.getByLabelText(speciesLabel), { target: { value: 'b'.repeat(17) } })
    await waitFor(() => expect(basic.getAllByText(speciesRule)).toHaveLength(2))
    expect(button).toBeDisabled()
    fireEvent.change(basic.getByLabelText(speciesLabel), { target: { value: 'Dragón' } })
    await waitFor(() => expect(button).toBeEnabled())
  })

  it('creates the record once even when save is clicked twice, with a pending then success toast', async () => {
    emptyProfile()
    const posted: unknown[] = []
    // PocketBase answers only once every click is in: the extra clicks land while the first save is in flight.
    let answer = () => {}
    const clicksDone = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.post(records('userPersonalInfoPaws'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>
        posted.push(body)
        await clicksDone
        return HttpResponse.json({ ...personal, ...body })
      }),
    )
    const { user, store } = renderProfile()
    const basic = within(await screen.findByRole('region', { name: 'Información básica' }))
    await user.type(basic.getByLabelText('Nombre para tu credencial'), 'Foxy')
    await user.selectOptions(basic.getByLabelText('Pronombres'), 'Otro')
    await user.type(basic.getByLabelText('Escribe tus pronombres'), 'ze/zir')
    await user.type(basic.getByLabelText('Especie de tu personaje'), 'Zorro')
    await user.selectOptions(basic.getByLabelText('Talla de polera'), 'M')
    await user.click(basic.getByLabelText('Tengo fursuit'))
    const button = basic.getByRole('button', { name: 'Guardar' })
    await user.dblClick(button)
    await user.click(button)
    expect(await screen.findByText('Enviando…')).toBeInTheDocument()
    answer()
    expect(await screen.findByText('¡Guardado!')).toBeInTheDocument()
    expect(posted).toEqual([{ Badge: 'Foxy', Pronombres: 'ze/zir', EspecieFur: 'Zorro', Polera: 'M', Fursuit: true, user: USER_ID }])
    // The answer is written into the shared cache that every reader of the record uses.
    expect(sharedQueries.endpoints.myPersonalInfo.select(USER_ID)(store.getState() as ServerStateRoot).data).toMatchObject({ Badge: 'Foxy' })
  })

  it('updates the existing record by its id and shows its saved values', async () => {
    emptyProfile()
    const patched: unknown[] = []
    server.use(
      listHandler('userPersonalInfoPaws', [personal]),
      http.patch(records('userPersonalInfoPaws', personal.id), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>
        patched.push(body)
        return HttpResponse.json({ ...personal, ...body })
      }),
    )
    const { user } = renderProfile({ lang: 'ENG' })
    const basic = within(await screen.findByRole('region', { name: 'Basic information' }))
    await waitFor(() => expect(basic.getByLabelText('Badge name')).toHaveValue('Foxy'))
    expect(basic.getByLabelText('Pronouns')).toHaveValue('__other__')
    expect(basic.getByLabelText('Type your pronouns')).toHaveValue('ze/zir')
    expect(basic.getByLabelText('I have a fursuit')).toBeChecked()
    await user.selectOptions(basic.getByLabelText('Pronouns'), 'they/them')
    await user.click(basic.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved!')).toBeInTheDocument()
    expect(patched).toEqual([{ Badge: 'Foxy', Pronombres: 'they/them', EspecieFur: 'Zorro', Polera: 'M', Fursuit: true }])
  })

  it('puts PocketBase field errors on the fields in the chosen language', async () => {
    emptyProfile()
    server.use(
      http.post(records('userPersonalInfoPaws'), () =>
        pbError(400, { Badge: { code: 'validation_invalid_format', message: 'Invalid value format.' } }),
      ),
    )
    const { user } = renderProfile({ lang: 'ENG' })
    const basic = within(await screen.findByRole('region', { name: 'Basic information' }))
    await user.type(basic.getByLabelText('Badge name'), 'Foxy')
    await user.click(basic.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText("Error, we couldn't save. Check the highlighted fields.")).toBeInTheDocument()
    await waitFor(() => expect(basic.getAllByText('Up to 20 characters. Letters, numbers and accents only.')).toHaveLength(2))
    expect(basic.getByLabelText('Badge name')).toHaveAttribute('aria-invalid', 'true')
  })
})

/** The smallest PNG header: signature, IHDR length and type, then width and height. */
function png(width: number, height: number, name = 'avatar.png', padTo = 64): File {
  const bytes = new Uint8Array(Math.max(padTo, 33))
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
  const view = new DataView(bytes.buffer)
  view.setUint32(16, width)
  view.setUint32(20, height)
  return new File([bytes], name, { type: 'image/png' })
}

describe('identity card and avatar', () => {
  it.each([
    ['ESP', 'Foto de perfil (JPG o PNG, cuadrada, hasta 2 MB)', 'Solo se permiten imágenes JPG o PNG.', 'Asegúrate de que tu imagen sea cuadrada.', 'Error, la imagen debe pesar 2 Megabytes o menos', 'Guardar'],
    ['ENG', 'Profile picture (JPG or PNG, square, up to 2 MB)', 'Only JPG or PNG images are allowed.', 'Make sure your image has a square ratio.', 'Error, image must be of 2 Megabytes or less', 'Save'],
  ] as const)('rejects wrong type, non-square and over 2 MB images and disables save (%s)', async (lang, label, typeMsg, squareMsg, sizeMsg, save) => {
    emptyProfile()
    renderProfile({ lang, user: makeUser({ verified: false }) })
    const card = within(await screen.findByRole('region', { name: 'fox@example.com' }))
    const input = card.getByLabelText(label)
    const button = card.getByRole('button', { name: save })
    const upload = uploadFile

    await upload(input, new File(['GIF89a'], 'a.gif', { type: 'image/gif' }))
    expect(await card.findByText(typeMsg)).toBeInTheDocument()
    expect(button).toBeDisabled()

    await upload(input, png(300, 200))
    expect(await card.findByText(squareMsg)).toBeInTheDocument()
    expect(card.queryByText(typeMsg)).not.toBeInTheDocument()
    expect(button).toBeDisabled()

    await upload(input, png(512, 512, 'big.png', 2_242_881))
    expect(await card.findByText(sizeMsg)).toBeInTheDocument()
    expect(button).toBeDisabled()

    // Exactly the limit is allowed.
    await upload(input, png(512, 512, 'ok.png', 2_242_880))
    await waitFor(() => expect(button).toBeEnabled())
    expect(card.queryByText(sizeMsg)).not.toBeInTheDocument()
  })

  it('previews a square PNG and saves it as the multipart field avatar', async () => {
    emptyProfile()
    let sent: FormData | null = null
    server.use(
      http.patch(records('users', USER_ID), async ({ request }) => {
        sent = await request.formData()
        return HttpResponse.json({ id: USER_ID, collectionName: 'users', email: 'fox@example.com', username: 'users12345678', verified: true, avatar: 'avatar_x.png' })
      }),
    )
    const { user } = renderProfile({ lang: 'ENG' })
    const card = within(await screen.findByRole('region', { name: 'fox@example.com' }))
    await uploadFile(card.getByLabelText('Profile picture (JPG or PNG, square, up to 2 MB)'), png(256, 256))
    expect(await card.findByRole('img', { name: 'Preview of your new picture' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/))
    await user.click(card.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved!')).toBeInTheDocument()
    const form = sent as FormData | null
    const avatar = form?.get('avatar')
    // jsdom's FormData crosses into Node's fetch here, so only the field and its type are reliable.
    expect(avatar).toMatchObject({ type: 'image/png' })
    expect(form?.has('username')).toBe(false)
  })

  it('shows the server square check and a taken username on their fields', async () => {
    emptyProfile()
    server.use(
      http.patch(records('users', USER_ID), () =>
        pbError(400, {
          avatar: { code: 'validation_not_square', message: 'The image must be square.' },
          username: { code: 'validation_not_unique', message: 'Value must be unique.' },
        }),
      ),
    )
    const { user } = renderProfile({ lang: 'ESP' })
    const card = within(await screen.findByRole('region', { name: 'fox@example.com' }))
    // Square by its header, so only the server's own check (pb_hooks reads the real image) refuses it.
    await uploadFile(card.getByLabelText('Foto de perfil (JPG o PNG, cuadrada, hasta 2 MB)'), png(256, 256))
    await user.type(card.getByLabelText('Nombre de usuario'), 'demo')
    await waitFor(() => expect(card.getByRole('button', { name: 'Guardar' })).toBeEnabled())
    expect(card.queryByText('Asegúrate de que tu imagen sea cuadrada.')).not.toBeInTheDocument()
    await user.click(card.getByRole('button', { name: 'Guardar' }))
    expect(await card.findByText('Asegúrate de que tu imagen sea cuadrada.')).toBeInTheDocument()
    expect(card.getByText('Ese nombre de usuario ya está en uso.')).toBeInTheDocument()
  })
})

/** Chooses a file the way the browser does, even one the `accept` filter would hide in the picker. */
async function uploadFile(input: HTMLElement, file: File) {
  fireEvent.change(input, { target: { files: [file] } })
  await waitFor(() => expect((input as HTMLInputElement).files?.[0]).toBe(file))
}

describe('legal information', () => {
  // Birthdays here are typed around SPEC's cut-off day (2025-08-27): the site follows the seed edition alone.
  beforeEach(() => server.use(listHandler('Ediciones', [seededEdition])))

  it('takes the birthday day first (dd-mm-yyyy), validates age, sends it with a midnight UTC suffix, then locks every field and the button', async () => {
    emptyProfile()
    const posted: Record<string, unknown>[] = []
    server.use(
      http.post(records('userLegalInfoPaws'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>
        posted.push(body)
        return HttpResponse.json({ ...legal, ...body, id: 'leg123456789012' })
      }),
    )
    const { user } = renderProfile({ lang: 'ENG' })
    const region = within(await screen.findByRole('region', { name: 'Legal information' }))
    const button = region.getByRole('button', { name: 'Save' })
    await user.type(region.getByLabelText('Document number'), 'AB1234567')
    await user.selectOptions(region.getByLabelText('Document type'), 'PASSPORT')
    await user.selectOptions(region.getByLabelText('Country of the document'), 'Other')
    await user.type(region.getByLabelText('Type the country'), 'Nueva Zelanda')
    await user.type(region.getByLabelText('Full name as written on the document'), 'José Müller')
    // Typed day first, as in Chile, whatever the browser's language.
    fireEvent.change(region.getByLabelText('Date of birth'), { target: { value: '08/28/2007' } })
    expect(await region.findByText('Write the date as day-month-year, for example 21-06-1998.')).toBeInTheDocument()
    fireEvent.change(region.getByLabelText('Date of birth'), { target: { value: '28-08-2007' } })
    expect(await region.findByText('You must be 18 or older on 27 August 2025.')).toBeInTheDocument()
    expect(button).toBeDisabled()
    fireEvent.change(region.getByLabelText('Date of birth'), { target: { value: '27-08-2007' } })
    await waitFor(() => expect(button).toBeEnabled())

    await user.click(button)
    expect(await screen.findByText('Saved!')).toBeInTheDocument()
    expect(posted).toEqual([
      {
        numDocumento: 'AB1234567',
        tipoDocumento: 'PASSPORT',
        paisDocumento: 'Nueva Zelanda',
        nombreEnDocumento: 'José Müller',
        bdate: '2007-08-27 00:00:00.000Z',
        user: USER_ID,
      },
    ])
    expect(await region.findByText('Your legal information is saved and locked.')).toBeInTheDocument()
    for (const label of ['Document number', 'Document type', 'Country of the document', 'Type the country', 'Full name as written on the document', 'Date of birth']) {
      expect(region.getByLabelText(label)).toBeDisabled()
    }
    expect(region.getByRole('button', { name: 'Save' })).toBeDisabled()
  })

  it('arrives locked when a record exists, showing its values', async () => {
    emptyProfile()
    server.use(listHandler('userLegalInfoPaws', [legal]))
    renderProfile({ lang: 'ESP' })
    const region = within(await screen.findByRole('region', { name: 'Información legal' }))
    await waitFor(() => expect(region.getByLabelText('Número de documento')).toHaveValue('12.345.678-9'))
    expect(region.getByLabelText('Número de documento')).toBeDisabled()
    expect(region.getByLabelText('País del documento')).toHaveValue('Chile')
    expect(region.getByLabelText('Fecha de nacimiento')).toHaveValue('01-05-1990')
    expect(region.getByRole('button', { name: 'Guardar' })).toBeDisabled()
  })

  it.each([
    ['ESP', 'Número de documento', 'De 3 a 30 caracteres: letras, números, puntos o guiones.', 'Debes tener 18 años o más el 27 de agosto de 2025.'],
    ['ENG', 'Document number', '3 to 30 characters: letters, numbers, dots or hyphens.', 'You must be 18 or older on 27 August 2025.'],
  ] as const)('maps the server age and document errors onto the fields (%s)', async (lang, docLabel, docRule, ageRule) => {
    emptyProfile()
    server.use(
      http.post(records('userLegalInfoPaws'), () =>
        pbError(400, {
          numDocumento: { code: 'validation_invalid_format', message: 'Invalid value format.' },
          bdate: { code: 'validation_max_date_constraint', message: 'Must be less than or equal to 2007-08-27.' },
        }),
      ),
    )
    const { user } = renderProfile({ lang })
    const region = within(await screen.findByRole('region', { name: lang === 'ESP' ? 'Información legal' : 'Legal information' }))
    await user.type(region.getByLabelText(docLabel), 'AB1234567')
    await user.selectOptions(region.getAllByRole('combobox')[0] as HTMLElement, 'PASSPORT')
    await user.selectOptions(region.getAllByRole('combobox')[1] as HTMLElement, 'Chile')
    await user.type(region.getByLabelText(lang === 'ESP' ? 'Nombre completo como aparece en el documento' : 'Full name as written on the document'), 'Ana Pérez')
    fireEvent.change(region.getByLabelText(lang === 'ESP' ? 'Fecha de nacimiento' : 'Date of birth'), { target: { value: '01-01-1990' } })
    await user.click(region.getByRole('button', { name: lang === 'ESP' ? 'Guardar' : 'Save' }))
    expect(await region.findByText(docRule)).toBeInTheDocument()
    expect(region.getByText(ageRule)).toBeInTheDocument()
  })

  it.each([
    ['ESP', 'Número de documento', 'El RUT no es válido: revisa el dígito verificador (por ejemplo 12.345.678-5).'],
    ['ENG', 'Document number', 'This RUT is not valid: check the verification digit (for example 12.345.678-5).'],
  ] as const)('refuses a Chilean RUT with a wrong check digit before sending anything (%s)', async (lang, docLabel, rutRule) => {
    emptyProfile()
    const posted: unknown[] = []
    server.use(http.post(records('userLegalInfoPaws'), () => { posted.push(1); return HttpResponse.json({}) }))
    const { user } = renderProfile({ lang })
    const region = within(await screen.findByRole('region', { name: lang === 'ESP' ? 'Información legal' : 'Legal information' }))
    await user.selectOptions(region.getAllByRole('combobox')[0] as HTMLElement, 'DNI')
    await user.selectOptions(region.getAllByRole('combobox')[1] as HTMLElement, 'Chile')
    await user.type(region.getByLabelText(docLabel), '12.345.678-9')
    expect(await region.findByText(rutRule)).toBeInTheDocument()
    expect(region.getByRole('button', { name: lang === 'ESP' ? 'Guardar' : 'Save' })).toBeDisabled()
    await user.clear(region.getByLabelText(docLabel))
    await user.type(region.getByLabelText(docLabel), '12.345.678-5')
    await waitFor(() => expect(region.queryByText(rutRule)).not.toBeInTheDocument())
    expect(posted).toEqual([])
  })

  it('a RUT error on screen switches language with the toggle, without another keystroke', async () => {
    emptyProfile()
    const { user, store } = renderProfile({ lang: 'ESP' })
    const region = within(await screen.findByRole('region', { name: 'Información legal' }))
    await user.selectOptions(region.getAllByRole('combobox')[0] as HTMLElement, 'DNI')
    await user.selectOptions(region.getAllByRole('combobox')[1] as HTMLElement, 'Chile')
    await user.type(region.getByLabelText('Número de documento'), '12.345.678-9')
    expect(await region.findByText('El RUT no es válido: revisa el dígito verificador (por ejemplo 12.345.678-5).')).toBeInTheDocument()
    await loadDictionary('ENG')
    act(() => {
      store.dispatch(setLanguage('ENG'))
    })
    const english = within(await screen.findByRole('region', { name: 'Legal information' }))
    expect(await english.findByText('This RUT is not valid: check the verification digit (for example 12.345.678-5).')).toBeInTheDocument()
  })

})

describe('health information', () => {
  it('keeps only digits behind a + (16 characters at most) and creates the record', async () => {
    emptyProfile()
    const posted: unknown[] = []
    server.use(
      http.post(records('userHealthInfoPaws'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>
        posted.push(body)
        return HttpResponse.json({ id: 'hea123456789012', user: USER_ID, ...body })
      }),
    )
    const { user } = renderProfile({ lang: 'ENG' })
    const region = within(await screen.findByRole('region', { name: 'Health information' }))
    const phone = region.getByLabelText('Emergency contact phone')
    expect(phone).toHaveAttribute('placeholder', '+569...')
    await user.type(phone, '(569) 1234-5678')
    expect(phone).toHaveValue('+56912345678')
    // Pasted as people copy it: every digit kept (the raw text's 17 characters once lost the last one).
    await user.clear(phone)
    await user.paste('+56 (9) 8765-4321')
    expect(phone).toHaveValue('+56987654321')
    // Too many digits is shown and refused, never silently cut.
    fireEvent.change(phone, { target: { value: '56 9 1234 5678 9999 1111' } })
    expect(phone).toHaveValue('+569123456789999 1111'.replace(' ', ''))
    expect(await region.findByText('Numbers only, with the country code; up to 15 digits.')).toBeInTheDocument()
    fireEvent.change(phone, { target: { value: '56 9 1234 5678 9999' } })
    expect(phone).toHaveValue('+569123456789999')
    await user.type(region.getByLabelText('Emergency contact name'), 'Mamá')
    await user.type(region.getByLabelText('Food restriction'), 'Vegetarian')
    await user.click(region.getByRole('checkbox', { name: /I explicitly consent/ }))
    await user.click(region.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved!')).toBeInTheDocument()
    expect(posted).toEqual([
      {
        CondicionMedica: '',
        RestriccionAlimentaria: 'Vegetarian',
        ContactoEmergenciaNombre: 'Mamá',
        ContactoEmergencia: '+569123456789999',
        OtraCondicion: '',
        // The accessibility needs (none chosen) are saved with the rest since the needs field came.
        NecesidadesAccesibilidad: '',
        consentimientoVersion: NOTICE_VERSION,
        user: USER_ID,
      },
    ])
  })
})

describe('ticket section', () => {
  const type = (id: string, Tipo: string, Estado: string, ValorCLP: number) => ({
    id,
    collectionName: 'Entradas',
    Tipo,
    Estado,
    ValorCLP,
    Nombre: `Entrada ${Tipo}`,
    NombreIngles: `Ticket ${Tipo}`,
    Imagen: '',
  })
  const offers = (states: Partial<Record<'B1' | 'S1' | 'SS1' | 'MEGA', string>>) =>
    (['B1', 'S1', 'SS1', 'MEGA'] as const).map((code, i) => type(`type${code.padEnd(11, 'x')}`, code, states[code] ?? 'agotada', (i + 1) * 10000))
  // The site follows the demo's upcoming edition (the default editions); the seed's 2025 one is past.
  const current = onSaleEdition.prefijoOrden
  const badge = (code: string, edicion = current) => ({ id: 'bad123456789012', user: USER_ID, TipoBadge: `type${code.padEnd(11, 'x')}`, MontoTotalPagado: 10000, edicion })
  const issued = (code: string, estado = 'pagada', prefix = current, id = 'iss123456789012') => ({
    id,
    user: USER_ID,
    tipo: `type${code.padEnd(11, 'x')}`,
    estado,
    token: 'tok',
    orderID: `${prefix}${id.slice(-2).padStart(20, '0')}`,
    monto: 10000,
    created: `2025-05-01 10:00:${id.slice(-2)}.000Z`,
  })

  function ticketData(entradas: unknown[], badges: unknown[], issuedTickets: unknown[]) {
    emptyProfile()
    server.use(listHandler('Entradas', entradas), listHandler('EntradasUsuario', badges), listHandler('EntradasEntregadas', issuedTickets))
    // The paid ticket's signed QR address (the door verifies it offline).
    server.use(http.post('*/.netlify/functions/qrentrada', () => HttpResponse.json({ url: 'http://localhost:3000/entrada?id=x&t=MEGA&s=y' })))
  }

  const qr = (region: ReturnType<typeof within>, name = 'QR code of your ticket') => region.queryByRole('img', { name })

  it('a: a Mega holder sees the type, a 200 px QR, thanks and a link to social media', async () => {
    ticketData(offers({ B1: 'disponible' }), [badge('MEGA')], [issued('MEGA')])
    renderProfile({ lang: 'ENG' })
    const region = within(await screen.findByRole('region', { name: 'Your tickets' }))
    expect(await region.findByText('Ticket MEGA')).toBeInTheDocument()
    expect(qr(region)).toHaveAttribute('width', '200')
    expect(region.getByText('Thank you for going MEGA! Your support makes Monster Invasion possible.')).toBeInTheDocument()
    expect(region.getByRole('link', { name: 'Follow us on social media' })).toHaveAttribute('href', '/socialmedia')
    expect(region.queryByRole('link', { name: 'Upgrade my ticket' })).not.toBeInTheDocument()
  })

  it('b: a lower ticket with a higher level on sale gets the upgrade button to /buy', async () => {
    ticketData(offers({ B1: 'disponible', S1: 'disponible', SS1: 'anunciada' }), [badge('B1')], [issued('B1')])
    renderProfile({ lang: 'ESP' })
    const region = within(await screen.findByRole('region', { name: 'Tus entradas' }))
    expect(await region.findByText('Entrada B1')).toBeInTheDocument()
    expect(qr(region, 'Código QR de tu entrada')).toHaveAttribute('width', '200')
    expect(region.getByRole('link', { name: 'Mejorar mi entrada' })).toHaveAttribute('href', '/buy')
  })

  it('c: a ticket with nothing purchasable above it gets the no-upgrades message and the news channel', async () => {
    // Only announced or sold-out types above the one held (and its own level on sale is no upgrade).
    ticketData(offers({ B1: 'disponible', S1: 'anunciada', SS1: 'agotada', MEGA: 'anunciada' }), [badge('B1')], [issued('B1')])
    renderProfile({ lang: 'ENG' })
    const region = within(await screen.findByRole('region', { name: 'Your tickets' }))
    expect(await region.findByText('There are no upgrades available right now.')).toBeInTheDocument()
    expect(qr(region)).toBeInTheDocument()
    expect(region.getByRole('link', { name: 'Go to the news channel' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\//))
    expect(region.queryByRole('link', { name: 'Upgrade my ticket' })).not.toBeInTheDocument()
  })

  it('d: no ticket while something is on sale invites to /buy', async () => {
    ticketData(offers({ S1: 'disponible' }), [], [])
    renderProfile({ lang: 'ENG' })
    const region = within(await screen.findByRole('region', { name: 'Your tickets' }))
    expect(await region.findByText("You don't have a ticket yet. Get yours!")).toBeInTheDocument()
    expect(region.getByRole('link', { name: 'Get my ticket' })).toHaveAttribute('href', '/buy')
    expect(qr(region)).not.toBeInTheDocument()
  })

  it('e: no ticket and nothing on sale points to the news channel', async () => {
    ticketData(offers({ B1: 'anunciada', S1: 'agotada' }), [], [])
    renderProfile({ lang: 'ESP' })
    const region = within(await screen.findByRole('region', { name: 'Tus entradas' }))
    expect(await region.findByText('Por ahora no hay entradas a la venta. Entérate primero en nuestro canal de noticias.')).toBeInTheDocument()
    expect(region.getByRole('link', { name: 'Ir al canal de noticias' })).toHaveAttribute('target', '_blank')
  })

  it('shows no QR until the issued ticket is paid', async () => {
    ticketData(offers({ S1: 'disponible' }), [badge('B1')], [issued('B1', 'creada')])
    renderProfile({ lang: 'ENG' })
    const region = within(await screen.findByRole('region', { name: 'Your tickets' }))
    expect(await region.findByText('The QR code will appear here once your payment is confirmed.')).toBeInTheDocument()
    expect(qr(region)).not.toBeInTheDocument()
  })

  it.each([
    ['ENG', 'Your tickets', "You don't have a ticket yet. Get yours!", 'Get my ticket', 'Past editions', 'Ticket S1'],
    ['ESP', 'Tus entradas', 'Aún no tienes entrada. ¡Consigue la tuya!', 'Conseguir mi entrada', 'Ediciones anteriores', 'Entrada S1'],
  ] as const)("in %s a past edition's paid ticket is history: no QR, an invitation to buy, and a line under past editions", async (lang, title, invite, buy, pastTitle, typeName) => {
    ticketData(offers({ S1: 'disponible' }), [badge('S1', seededEdition.prefijoOrden)], [issued('S1', 'pagada', seededEdition.prefijoOrden, 'iss123456789007')])
    renderProfile({ lang })
    const region = within(await screen.findByRole('region', { name: title }))
    expect(await region.findByText(invite)).toBeInTheDocument()
    expect(region.getByRole('link', { name: buy })).toHaveAttribute('href', '/buy')
    expect(region.queryByRole('img')).not.toBeInTheDocument()
    const past = within(region.getByRole('list', { name: pastTitle }))
    expect(region.getByRole('heading', { name: pastTitle, level: 3 })).toBeInTheDocument()
    expect(past.getAllByRole('listitem').map((item) => item.textContent)).toEqual([`2025 · ${typeName} · Paw25a00000000000000000007`])
  })

  it("shows this edition's ticket as the QR and lists only the past editions' paid, replaced and refunded ones", async () => {
    const past = seededEdition.prefijoOrden
    ticketData(offers({ B1: 'disponible' }), [badge('MEGA')], [
      issued('MEGA', 'pagada', current, 'iss123456789004'),
      issued('B1', 'creada', past, 'iss123456789003'),
      issued('S1', 'reembolsada', past, 'iss123456789002'),
      issued('B1', 'reemplazada', past, 'iss123456789001'),
    ])
    renderProfile({ lang: 'ENG' })
    const region = within(await screen.findByRole('region', { name: 'Your tickets' }))
    expect(await region.findByText('Ticket MEGA')).toBeInTheDocument()
    expect(qr(region)).toHaveAttribute('width', '200')
    const list = within(region.getByRole('list', { name: 'Past editions' }))
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2025 · Ticket S1 · Paw25a00000000000000000002',
      '2025 · Ticket B1 · Paw25a00000000000000000001',
    ])
  })

  it('lists no past editions for an account whose tickets are all of this edition', async () => {
    ticketData(offers({ B1: 'disponible' }), [badge('MEGA')], [issued('MEGA')])
    renderProfile({ lang: 'ENG' })
    const region = within(await screen.findByRole('region', { name: 'Your tickets' }))
    expect(await region.findByText('Ticket MEGA')).toBeInTheDocument()
    expect(region.queryByRole('heading', { name: 'Past editions' })).not.toBeInTheDocument()
    expect(region.queryByRole('list')).not.toBeInTheDocument()
  })
})

it('the SPA talks to PocketBase on the page origin in jsdom, which is where these handlers answer', () => {
  expect(env.pocketbaseUrl).toBe(window.location.origin)
  expect(api('x')).toBe(`${env.pocketbaseUrl}/api/x`)
})

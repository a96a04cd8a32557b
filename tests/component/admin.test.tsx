import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactElement } from 'react'
import { ToastContainer } from 'react-toastify'
import { AdminLogin } from '@/features/moderation/components/admin-login'
import { AdminLayout } from '@/features/moderation/components/admin-layout'
import { BanTable } from '@/features/moderation/components/ban-table'
import { RemovePage } from '@/features/moderation/components/remove-page'
import { SellPage } from '@/features/moderation/components/sell-page'
import type { Lang, SessionUser } from '@/stores/preferences-slice'
import { server } from './support/server'
import { renderWithApp } from './support/render'
import { FakeEventSource, realtimeHandler } from './support/fake-event-source'
import { api, listHandler, records } from './profile-fixtures'

const moderator: SessionUser = { id: 'mod000000000001', email: 'mod@example.com', username: '', verified: true, avatar: '', collectionName: 'moderators' }
const attendee: SessionUser = { ...moderator, id: 'usr000000000001', collectionName: 'users' }
const sponsorType = { id: 'sssssssssssss01', Tipo: 'S1', ValorCLP: 90000, Estado: 'disponible', Nombre: 'Sponsor Preventa', NombreIngles: 'Sponsor Early Bird' }

function renderAdmin(page: ReactElement, options: { user?: SessionUser | null; lang?: Lang } = {}) {
  const routes = [
    { path: '/adminsell', element: <><AdminLayout title="x">{page}</AdminLayout><ToastContainer /></> },
    { path: '/adminlogin', element: <AdminLogin reload={() => undefined} /> },
  ]
  return renderWithApp(<></>, { routes, url: '/adminsell', preferences: { lang: options.lang ?? 'ESP', user: options.user === undefined ? moderator : options.user } })
}

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource)
  server.use(realtimeHandler)
})
describe('moderator pages', () => {
  it('send visitors and attendees to /adminlogin', async () => {
    for (const user of [null, attendee]) {
      const { router, unmount } = renderAdmin(<SellPage />, { user })
      await waitFor(() => expect(router.state.location.pathname).toBe('/adminlogin'))
      expect(await screen.findByRole('button', { name: 'Enviar' })).toBeInTheDocument()
      unmount()
    }
  })

  it('/adminlogin: a failed login shows a localized error; success reloads; a moderator sees Logout', async () => {
    server.use(http.post(api('collections/moderators/auth-with-password'), () => HttpResponse.json({ status: 400, message: 'Failed to authenticate.', data: {} }, { status: 400 })))
    const reload = vi.fn()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const view = renderWithApp(<AdminLogin reload={reload} />, { preferences: { lang: 'ENG' } })
    await view.user.type(screen.getByLabelText('Email'), 'mod@example.com')
    await view.user.type(screen.getByLabelText('Password'), 'wrong-password')
    await view.user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Error, check your email and password')
    expect(errors).toHaveBeenCalled()
    expect(reload).not.toHaveBeenCalled()
    view.unmount()

    renderWithApp(<AdminLogin reload={reload} />, { preferences: { lang: 'ENG', user: moderator } })
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument()
  })

  it.each([
    ['ESP', 'Correo', 'Contraseña', 'Enviar', 'Código de acceso', 'Verificar', 'Te enviamos un código de 8 dígitos a mod@example.com. Escríbelo para entrar; vence en 5 minutos.', 'El código no es válido o ya venció. Revisa tu correo o vuelve a empezar.'],
    ['ENG', 'Email', 'Password', 'Send', 'Sign-in code', 'Verify', 'We sent an 8-digit code to mod@example.com. Type it to sign in; it expires in 5 minutes.', 'The code is not valid or has expired. Check your e-mail or start again.'],
  ] as const)('/adminlogin (%s): after the password, asks for the e-mailed code; a wrong code says so; the right one signs in', async (lang, emailLabel, passwordLabel, send, codeLabel, verify, intro, wrongCode) => {
    const sent: unknown[] = []
    server.use(
      http.post(api('collections/moderators/auth-with-password'), () => HttpResponse.json({ mfaId: 'mfa000000000001' }, { status: 401 })),
      http.post(api('collections/moderators/request-otp'), async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({ otpId: 'otp000000000001' })
      }),
      http.post(api('collections/moderators/auth-with-otp'), async ({ request }) => {
        const body = (await request.json()) as { otpId: string; password: string }
        const mfaId = new URL(request.url).searchParams.get('mfaId')
        if (body.password !== '12345678' || mfaId !== 'mfa000000000001' || body.otpId !== 'otp000000000001') {
          return HttpResponse.json({ status: 400, message: 'Failed to authenticate.', data: {} }, { status: 400 })
        }
        return HttpResponse.json({ token: 'x.eyJleHAiOjQxMDI0NDQ4MDAsImlkIjoibW9kIiwidHlwZSI6ImF1dGgifQ.y', record: moderator })
      }),
    )
    const reload = vi.fn()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const view = renderWithApp(<AdminLogin reload={reload} />, { preferences: { lang } })
    await view.user.type(screen.getByLabelText(emailLabel), 'Mod@Example.com')
    await view.user.type(screen.getByLabelText(passwordLabel), 'Moderator123')
    await view.user.click(screen.getByRole('button', { name: send }))
    expect(await screen.findByText(intro)).toBeInTheDocument()
    expect(sent).toEqual([{ email: 'mod@example.com' }])
    expect(reload).not.toHaveBeenCalled()
    await view.user.type(screen.getByLabelText(codeLabel), '1111-2222')
    await view.user.click(screen.getByRole('button', { name: verify }))
    expect(await screen.findByRole('alert')).toHaveTextContent(wrongCode)
    await view.user.clear(screen.getByLabelText(codeLabel))
    await view.user.type(screen.getByLabelText(codeLabel), '12345678')
    await view.user.click(screen.getByRole('button', { name: verify }))
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
  })

  it('/adminsell: pending cards; "Cobrar" approves with the one server call (POST /api/mi/approve, no record writes from the browser), then asks for the payment mail', async () => {
    const calls: string[] = []
    server.use(
      listHandler('Entradas', [{ id: 'sssssssssssss01', Tipo: 'S1', ValorCLP: 90000, Estado: 'disponible', Nombre: 'Sponsor Preventa', NombreIngles: 'Sponsor Early Bird' }]),
      listHandler('EntradasQuedan', [{ id: 'stock0000000001', EntradasID: 'sssssssssssss01', CantidadQuedan: 12 }]),
      listHandler('EntradasEntregadas', [{ orderID: 'Paw25a00000000000000000041' }]),
      listHandler('UserCompleteEntradasPedidas', [
        {
          id: 'req000000000001', userid: 'usr000000000001', username: 'foxy', email: 'fox@example.com', nombreEnDocumento: 'Ana Pérez',
          bdate: '1995-05-05 00:00:00.000Z', state: 0, IdPedida: 'req000000000001', estado: 'creada', TiposPedidas: 'S1',
          fechaPedida: '2025-05-01 15:00:00.000Z', TiposEntregadas: null, idBadge: null, montoBadge: null, TipoBadge: null,
        },
      ]),
      // Any other request (a PATCH of the request, a POST of a ticket) is unhandled, which MSW turns into a failure.
      http.post(api('mi/approve/req000000000001'), () => {
        calls.push('approve')
        return HttpResponse.json({ id: 'tkt000000000001', user: 'usr000000000001', tipo: 'sssssssssssss01', monto: 90000, orderID: 'Paw25a00000000000000000042', correoEnviado: 'si', mailed: true })
      }),
    )
    const { user } = renderAdmin(<SellPage />)
    const card = await screen.findByTestId('pending-fox@example.com')
    expect(within(card).getByText('Ana Pérez')).toBeInTheDocument()
    expect(within(card).getByText('05-05-1995')).toBeInTheDocument()
    expect(screen.getByTestId('last-order')).toHaveTextContent('Paw25a00000000000000000041')
    expect(screen.getByRole('table', { name: 'Cantidad restante por tipo', hidden: true })).not.toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Mostrar cantidades' }))
    expect(screen.getByRole('table', { name: 'Cantidad restante por tipo' })).toBeVisible()
    expect(within(screen.getByTestId('type-S1')).getByRole('button', { name: 'Agotar' })).toBeInTheDocument()

    await user.click(within(card).getByRole('button', { name: 'Cobrar' }))
    // One call: the server approves and mails the payment request; no function call follows.
    expect(await screen.findByText('Entrada emitida: Paw25a00000000000000000042. Correo de pago enviado.')).toBeInTheDocument()
    expect(calls).toEqual(['approve'])
  })

  it('/adminbann: +1 creates the status record when the user has none; Set State updates it', async () => {
    const writes: string[] = []
    server.use(
      listHandler('userCompleteLegal', [
        { id: 'usr000000000001', username: 'foxy', email: 'fox@example.com', usersID: 'usr000000000001', nombreEnDocumento: 'Ana Pérez', bdate: '1995-05-05 00:00:00.000Z', userLegalInfoPawsID: 'leg000000000001', state: null, userStatusPawsID: null },
        { id: 'usr000000000002', username: 'wolf', email: 'wolf@example.com', usersID: 'usr000000000002', nombreEnDocumento: null, bdate: null, userLegalInfoPawsID: null, state: 2, userStatusPawsID: 'sta000000000002' },
      ]),
      http.post(records('userStatusPaws'), async ({ request }) => {
        writes.push(`create ${JSON.stringify(await request.json())}`)
        return HttpResponse.json({ id: 'sta000000000001' })
      }),
      http.patch(records('userStatusPaws', 'sta000000000002'), async ({ request }) => {
        writes.push(`update ${JSON.stringify(await request.json())}`)
        return HttpResponse.json({ id: 'sta000000000002' })
      }),
    )
    const { user } = renderAdmin(<BanTable />, { lang: 'ENG' })
    const fox = await screen.findByTestId('user-fox@example.com')
    expect(screen.getByRole('columnheader', { name: 'Birthdate' })).toBeInTheDocument()
    await user.click(within(fox).getByRole('button', { name: '+1' }))
    await waitFor(() => expect(writes).toEqual(['create {"user":"usr000000000001","state":1}']))
    const wolf = screen.getByTestId('user-wolf@example.com')
    const input = within(wolf).getByRole('spinbutton', { name: 'New state for wolf' })
    await user.clear(input)
    await user.type(input, '3')
    await user.click(within(wolf).getByRole('button', { name: 'Set State' }))
    await waitFor(() => expect(writes).toContain('update {"state":3}'))
  })

  it('/adminremove: "No tiene" for token 1; "Eliminar" deletes only after the confirm dialog', async () => {
    let deleted = false
    server.use(
      listHandler('EntradasEntregadas', [
        { id: 'tkt000000000001', collectionName: 'EntradasEntregadas', user: 'usr000000000001', tipo: 'sssssssssssss01', nombre: 'Ana Pérez', token: '1', orderID: 'Paw25a00000000000000000042', monto: 90000, estado: 'creada', correoEnviado: 'no', correoEnviado2: 'no', created: '2025-05-01 15:00:00.000Z' },
      ]),
      listHandler('userCompleteLegal', [{ id: 'usr000000000001', email: 'fox@example.com' }]),
      listHandler('Entradas', [sponsorType]),
      http.delete(records('EntradasEntregadas', 'tkt000000000001'), () => {
        deleted = true
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const { user } = renderAdmin(<RemovePage />)
    const row = await screen.findByTestId('issued-Paw25a00000000000000000042')
    expect(within(row).getByText('No tiene')).toBeInTheDocument()
    expect(within(row).getByText('fox@example.com')).toBeInTheDocument()
    expect(within(row).getByText('$90.000')).toBeInTheDocument()
    await user.click(within(row).getByRole('button', { name: 'Eliminar' }))
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar esta entrada?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(deleted).toBe(false)
    await user.click(within(row).getByRole('button', { name: 'Eliminar' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, eliminar' }))
    await waitFor(() => expect(deleted).toBe(true))
  })

  it('in English, the admin pages speak only English: names, column headers, states, distinct sold-out buttons, one heading', async () => {
    server.use(
      listHandler('Entradas', [sponsorType]),
      listHandler('EntradasQuedan', []),
      listHandler('EntradasEntregadas', [
        { id: 'tkt000000000001', collectionName: 'EntradasEntregadas', user: 'usr000000000001', tipo: 'sssssssssssss01', nombre: 'Sponsor Preventa', token: '1', orderID: 'Paw25a00000000000000000042', monto: 90000, estado: 'creada', correoEnviado: 'no', correoEnviado2: 'no', created: '2025-05-01 15:00:00.000Z' },
      ]),
      listHandler('userCompleteLegal', [{ id: 'usr000000000001', username: 'foxy', email: 'fox@example.com', usersID: 'usr000000000001', nombreEnDocumento: 'Ana Pérez', bdate: null, state: 0 }]),
      listHandler('UserCompleteEntradasPedidas', [{ id: 'req000000000001', userid: 'usr000000000001', username: 'foxy', email: 'fox@example.com', nombreEnDocumento: 'Ana Pérez', bdate: null, state: 0, IdPedida: 'req000000000001', estado: 'creada', TiposPedidas: 'S1', fechaPedida: '2025-05-01 15:00:00.000Z', TiposEntregadas: '', idBadge: '', montoBadge: 0, TipoBadge: '' }]),
    )
    const sell = renderAdmin(<SellPage />, { lang: 'ENG' })
    const type = await screen.findByTestId('type-S1')
    expect(within(type).getByText('Sponsor Early Bird')).toBeInTheDocument()
    expect(within(type).queryByText('Sponsor Preventa')).not.toBeInTheDocument()
    const typeButton = within(type).getByRole('button', { name: 'Mark sold out' })
    const card = await screen.findByTestId('pending-fox@example.com')
    const rejectButton = within(card).getByRole('button', { name: 'Reject: sold out' })
    expect(typeButton.textContent).not.toBe(rejectButton.textContent)
    sell.unmount()

    const ban = renderAdmin(<BanTable />, { lang: 'ENG' })
    await screen.findByTestId('user-fox@example.com')
    expect(screen.getByRole('columnheader', { name: 'Legal name' })).toBeInTheDocument()
    expect(screen.queryByRole('columnheader', { name: 'Nombre' })).not.toBeInTheDocument()
    ban.unmount()

    renderAdmin(<RemovePage />, { lang: 'ENG' })
    const row = await screen.findByTestId('issued-Paw25a00000000000000000042')
    expect(within(row).getByText('Sponsor Early Bird')).toBeInTheDocument()
    expect(within(row).getByText('awaiting payment')).toBeInTheDocument()
    expect(within(row).queryByText('creada')).not.toBeInTheDocument()
    const caption = screen.getByRole('table').querySelector('caption')?.textContent
    expect(caption).not.toBe('Issued tickets')
  })
})

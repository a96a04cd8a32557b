import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { routes } from '@/app/router'
import { AdminLayout } from '@/features/moderation/components/admin-layout'
import { AuditPage } from '@/features/moderation/components/audit-page'
import { RemovePage } from '@/features/moderation/components/remove-page'
import { loadStaffDictionary } from '@/i18n/use-t'
import type { Lang, SessionUser } from '@/stores/preferences-slice'
import { emptySnapshot, server } from './support/server'
import { renderWithApp } from './support/render'
import { FakeEventSource, realtimeHandler } from './support/fake-event-source'
import { listHandler } from './profile-fixtures'

const moderator: SessionUser = { id: 'mod000000000001', email: 'mod@example.com', username: '', verified: true, avatar: '', collectionName: 'moderators' }
const sponsorType = { id: 'sssssssssssss01', Tipo: 'S1', ValorCLP: 90000, Estado: 'disponible', Nombre: 'Sponsor Preventa', NombreIngles: 'Sponsor Early Bird' }
const ticket = { collectionName: 'EntradasEntregadas', user: 'usr000000000001', tipo: 'sssssssssssss01', nombre: 'Sponsor Preventa', token: '1', monto: 90000, correoEnviado: 'si', correoEnviado2: 'no', created: '2025-05-01 15:00:00.000Z' }

const renderAdmin = (page: React.ReactElement, lang: Lang) =>
  renderWithApp(<></>, { routes: [{ path: '/adminremove', element: <AdminLayout title="x">{page}</AdminLayout> }, { path: '/adminsell', element: <p>sell</p> }], url: '/adminremove', preferences: { lang, user: moderator } })

beforeEach(async () => {
  vi.stubGlobal('EventSource', FakeEventSource)
  server.use(realtimeHandler)
  await Promise.all([loadStaffDictionary('ESP'), loadStaffDictionary('ENG')])
})

describe.each([
  { lang: 'ESP' as const, menu: 'Páginas de moderación', sell: 'Venta', remove: 'Entradas emitidas' },
  { lang: 'ENG' as const, menu: 'Moderation pages', sell: 'Sale', remove: 'Issued tickets' },
])('admin menu ($lang)', ({ lang, menu, sell, remove }) => {
  it('opens with its button, moves focus into the links, and Escape closes it back on the button', async () => {
    const { user, router } = renderAdmin(<p>page</p>, lang)
    const nav = await screen.findByRole('navigation', { name: menu })
    const button = within(nav).getByRole('button', { name: menu })
    const list = within(nav).getByRole('list')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveAttribute('aria-controls', list.id)
    expect(list).toHaveAttribute('data-open', 'false')

    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(list).toHaveAttribute('data-open', 'true')
    expect(within(list).getByRole('link', { name: sell })).toHaveFocus()
    expect(within(list).getByRole('link', { name: remove })).toHaveAttribute('aria-current', 'page')

    await user.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()

    await user.click(button)
    await user.click(within(list).getByRole('link', { name: sell }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/adminsell'))
  })
})

describe('public banner', () => {
  it.each(['ESP', 'ENG'] as const)('shows on public pages and never on staff pages (%s)', async (lang) => {
    server.use(http.get('*/.netlify/functions/snapshot', () => HttpResponse.json({ ...emptySnapshot, version: 'ok', banner: 'Ok' })))
    const label = lang === 'ESP' ? 'Aviso' : 'Notice'
    const { router } = renderWithApp(<></>, { routes, url: '/hotel', preferences: { lang } })
    expect(await screen.findByRole('region', { name: label })).toBeInTheDocument()
    await router.navigate('/adminlogin')
    await waitFor(() => expect(router.state.location.pathname).toBe('/adminlogin'))
    await screen.findByRole('button', { name: lang === 'ESP' ? 'Enviar' : 'Send' })
    expect(screen.queryByRole('region', { name: label })).not.toBeInTheDocument()
    await router.navigate('/hotel')
    expect(await screen.findByRole('region', { name: label })).toBeInTheDocument()
  })
})

describe.each([
  {
    lang: 'ESP' as const,
    name: 'Nombre',
    type: 'Sponsor Preventa',
    mail: 'Correo',
    paid: 'Correo, Recordatorio y Extender plazo: solo para entradas por pagar; esta está pagada.',
    remove: 'Eliminar: solo para entradas por pagar o rechazadas; esta está pagada.',
  },
  {
    lang: 'ENG' as const,
    name: 'Name',
    type: 'Sponsor Early Bird',
    mail: 'Mail',
    paid: 'Mail, Reminder and Extend deadline: only for tickets awaiting payment; this one is paid.',
    remove: 'Delete: only for tickets awaiting payment or rejected; this one is paid.',
  },
])('/adminremove ($lang)', ({ lang, name, type, mail, paid, remove }) => {
  it('names the holder in the name column and says why a paid ticket’s actions are off', async () => {
    server.use(
      listHandler('EntradasEntregadas', [
        { ...ticket, id: 'tkt000000000001', orderID: 'Paw25a00000042', estado: 'pagada', pagadoEn: '2025-05-01 16:00:00.000Z' },
        { ...ticket, id: 'tkt000000000002', orderID: 'Paw25a00000043', estado: 'creada', pagarAntes: '2099-05-03 16:00:00.000Z' },
      ]),
      listHandler('userCompleteLegal', [{ id: 'usr000000000001', username: 'foxy', email: 'ana.perez@example.com', usersID: 'usr000000000001', nombreEnDocumento: 'Ana Pérez Soto', bdate: null, state: 0 }]),
      listHandler('Entradas', [sponsorType]),
    )
    renderAdmin(<RemovePage />, lang)
    const paidRow = await screen.findByTestId('issued-Paw25a00000042')
    const nameCell = paidRow.querySelector(`td[data-label="${name}"]`)
    expect(nameCell).toHaveTextContent('Ana Pérez Soto')
    expect(nameCell).toHaveTextContent(type)
    expect(within(paidRow).getByText('ana.perez@example.com')).toHaveAttribute('title', 'ana.perez@example.com')

    const mailButton = within(paidRow).getByRole('button', { name: mail })
    expect(mailButton).toBeDisabled()
    expect(mailButton).toHaveAccessibleDescription(paid)
    expect(mailButton).toHaveAttribute('title', paid)
    expect(within(paidRow).getByText(paid)).toBeVisible()
    const removeButton = within(paidRow).getAllByRole('button').find((b) => b.getAttribute('title') === remove)
    expect(removeButton).toBeDisabled()
    expect(removeButton).toHaveAccessibleDescription(remove)

    const openRow = await screen.findByTestId('issued-Paw25a00000043')
    const openMail = within(openRow).getByRole('button', { name: mail })
    expect(openMail).toBeEnabled()
    expect(openMail).not.toHaveAttribute('aria-describedby')
    expect(within(openRow).queryByText(paid)).not.toBeInTheDocument()
  })
})

describe.each([
  { lang: 'ESP' as const, seen: 'Datos vistos: Nombre legal, Nombre de credencial, Foto, Número de documento (últimos dígitos)', raw: 'nombreEnDocumento' },
  { lang: 'ENG' as const, seen: 'Data seen: Legal name, Badge name, Photo, Document number (last digits)', raw: 'nombreEnDocumento' },
])('/adminaudit ($lang)', ({ lang, seen, raw }) => {
  it('names the data a view row saw in the reader’s language', async () => {
    server.use(
      http.get('*/api/mi/audit', () =>
        HttpResponse.json({
          page: 1,
          hasMore: false,
          actors: [],
          actions: ['view'],
          items: [
            {
              id: 'aud000000000001',
              created: '2025-08-27 15:00:00.000Z',
              action: 'view',
              collection: 'checkin',
              actor: { name: 'Mod', email: 'mod@example.com', deleted: false },
              subject: { name: 'Ana', email: 'ana@example.com', deleted: false },
              record: '',
              changes: [{ field: 'fields', after: 'nombreEnDocumento, Badge, avatar, numDocumento (final)' }],
            },
          ],
        }),
      ),
    )
    renderAdmin(<AuditPage />, lang)
    expect(await screen.findByText(seen)).toBeInTheDocument()
    expect(screen.queryByText(new RegExp(raw))).not.toBeInTheDocument()
  })
})

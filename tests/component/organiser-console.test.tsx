import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ToastContainer } from 'react-toastify'
import ConsoleRoute from '@/app/routes/admin/console'
import type { Lang, SessionUser } from '@/stores/preferences-slice'
import { server } from './support/server'
import { renderWithApp } from './support/render'
import { FakeEventSource, realtimeHandler } from './support/fake-event-source'
import { api, listHandler, pbError, records } from './profile-fixtures'

const organiser: SessionUser = { id: 'mod000000000001', email: 'org@example.com', username: '', verified: true, avatar: '', collectionName: 'moderators', organiser: true }
const general = { id: 'bbbbbbbbbbbbb01', collectionId: 'entradas0000001', collectionName: 'Entradas', Tipo: 'B1', ValorCLP: 45000, Estado: 'disponible', Nombre: 'General Preventa', NombreIngles: 'General Early Bird', Imagen: 'general.svg', listaEspera: false }

function renderConsole(lang: Lang, user: SessionUser = organiser) {
  server.use(
    listHandler('Entradas', [general]),
    listHandler('EntradasQuedan', [{ id: 'stock0000000001', EntradasID: general.id, CantidadQuedan: 150 }]),
    listHandler('Amigos', []),
    http.get(api('mi/organiser/readiness'), () =>
      HttpResponse.json({
        problems: [
          { code: 'noPartners', severity: 'warning' },
          { code: 'typeWithoutImage', severity: 'blocker', type: 'S1' },
          { code: 'content', severity: 'blocker', content: { kind: 'seedValue', where: 'content.hotelName', value: 'Hotel Cordillera Santiago' } },
        ],
      }),
    ),
    http.get(api('mi/organiser/moderators'), () =>
      HttpResponse.json({ items: [{ id: organiser.id, name: 'Org', email: organiser.email, organizador: true, invitationPending: false }] }),
    ),
  )
  return renderWithApp(<></>, {
    routes: [{ path: '/adminconsole', element: <><ConsoleRoute /><ToastContainer /></> }],
    url: '/adminconsole',
    preferences: { lang, user },
  })
}

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource)
  server.use(realtimeHandler)
})

describe('/adminconsole', () => {
  it('tells a moderator without organiser rights that the page is for organisers (Spanish)', async () => {
    renderConsole('ESP', { ...organiser, organiser: undefined })
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta página es solo para quienes organizan el evento.')
  })

  it('lists what blocks the launch, blockers first, naming the ticket type, the site content last with its fields (English)', async () => {
    renderConsole('ENG')
    const problems = await screen.findByTestId('launch-problems')
    expect([...problems.querySelectorAll(':scope > li')].map((item) => item.textContent)).toEqual([
      'BlocksA ticket type has no image. (S1)',
      'NoteThere are no partner communities: the Friends page will look empty.',
      'BlocksSite content: some data is still the example, empty or in one language only (fix it on the Content page).See the itemhotelName still holds the example text',
    ])
    expect(within(problems).getByRole('link', { name: /Site content/ })).toHaveAttribute('href', '/admincontent')
    expect(screen.getByTestId('console-type-B1')).toHaveTextContent('$45.000 · Available · Left: 150')
  })

  it('a new type whose code exists already shows the server’s refusal on the code field in Spanish, and what was sent', async () => {
    const sent: FormData[] = []
    server.use(
      http.post(records('Entradas'), async ({ request }) => {
        sent.push(await request.formData())
        return pbError(400, { Tipo: { code: 'validation_not_unique', message: 'Value must be unique.' } })
      }),
    )
    const { user } = renderConsole('ESP')
    const form = await screen.findByRole('form', { name: 'Nuevo tipo de entrada' })
    await user.type(within(form).getByLabelText('Código'), 'b1')
    await user.type(within(form).getByLabelText('Precio (CLP)'), '47000')
    await user.type(within(form).getByLabelText('Nombre (español)'), 'General')
    await user.type(within(form).getByLabelText('Nombre (inglés)'), 'General')
    await user.type(within(form).getByLabelText('Cantidad a la venta'), '20')
    await user.upload(within(form).getByLabelText('Imagen', { selector: 'input' }), new File(['<svg/>'], 'b1.svg', { type: 'image/svg+xml' }))
    await user.click(within(form).getByRole('button', { name: 'Crear tipo (borrador)' }))
    expect(await within(form).findByText('Ya existe un tipo con ese código.')).toBeInTheDocument()
    expect(Object.fromEntries([...(sent[0]?.entries() ?? [])].filter(([, value]) => typeof value === 'string'))).toEqual({
      Tipo: 'B1', Nombre: 'General', NombreIngles: 'General', ValorCLP: '47000', listaEspera: 'false', Estado: 'creada', cantidad: '20',
    })
  })

  it('a new type with a quantity over 100,000 is stopped before anything is sent (English)', async () => {
    const { user } = renderConsole('ENG')
    const form = await screen.findByRole('form', { name: 'New ticket type' })
    await user.type(within(form).getByLabelText('Quantity on sale'), '100001')
    await user.click(within(form).getByRole('button', { name: 'Create type (draft)' }))
    expect(await within(form).findByText('Enter a whole quantity from 0 to 100,000.')).toBeInTheDocument()
  })

  it('an invitation the mail server refuses is reported in English and the seat list stays as it was', async () => {
    server.use(http.post(api('mi/organiser/moderators'), () => pbError(502, { request: { code: 'mailRefused', message: 'The mail server refused the invitation.' } })))
    const { user } = renderConsole('ENG')
    const form = await screen.findByRole('form', { name: 'Invite' })
    await user.type(within(form).getByLabelText('Name'), 'Door One')
    await user.type(within(form).getByLabelText('E-mail'), 'door@example.com')
    await user.click(within(form).getByRole('button', { name: 'Invite' }))
    expect(await screen.findByText(/The mail server refused the invitation: no access was created/)).toBeInTheDocument()
    expect(screen.queryByTestId('seat-door@example.com')).not.toBeInTheDocument()
  })
})

import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ToastContainer } from 'react-toastify'
import { env } from '@/config/env'
import { AdminLayout } from '@/features/moderation/components/admin-layout'
import { LegalCorrectionsTable } from '@/features/moderation/components/legal-corrections-table'
import { ProfilePage } from '@/features/profile/components/profile-page'
import type { Lang, SessionUser } from '@/stores/preferences-slice'
import { server } from './support/server'
import { renderWithApp } from './support/render'
import { FakeEventSource, realtimeHandler } from './support/fake-event-source'
import { listHandler, pageRoutes, records, user } from './profile-fixtures'
import { listAnswer } from './support/pb-list'

const USER_ID = 'u1234567890abcd'
const legal = { id: 'leg123456789012', collectionName: 'userLegalInfoPaws', user: USER_ID, numDocumento: '12.345.678-5', tipoDocumento: 'DNI', paisDocumento: 'Chile', nombreEnDocumento: 'Ana Perez', bdate: '1990-05-01 00:00:00.000Z' }
const request = { id: 'cor123456789012', user: USER_ID, motivo: 'Mi apellido lleva tilde: Pérez.', estado: 'pendiente', resueltaEn: '', created: '2026-11-20 15:00:00.000Z' }

describe('asking for a correction from the profile', () => {
  beforeEach(() => {
    server.use(
      listHandler('userPersonalInfoPaws'),
      listHandler('userLegalInfoPaws', [legal]),
      listHandler('userHealthInfoPaws'),
      listHandler('Entradas'),
      listHandler('EntradasUsuario'),
      listHandler('EntradasEntregadas'),
    )
  })
  const renderProfile = (lang: Lang) =>
    renderWithApp(<></>, { routes: pageRoutes('/p', <ProfilePage />), url: '/p', preferences: { lang, user: user() } })

  it.each([
    ['ESP', '¿Qué dato está mal y cuál es el correcto?', 'Enviar solicitud', 'Tienes una solicitud de corrección abierta desde el 20 de noviembre de 2026.'],
    ['ENG', 'Which item is wrong and what is correct?', 'Send request', 'You have had a correction request open since November 20, 2026.'],
  ] as const)('sends the reason and then shows the open request (%s)', async (lang, label, send, openText) => {
    const bodies: unknown[] = []
    // The server holds the request once asked: the card reads it again (the mutation invalidates it).
    const open: unknown[] = []
    server.use(
      http.post(records('legalCorrections'), async ({ request: req }) => {
        bodies.push(await req.json())
        open.push(request)
        return HttpResponse.json(request)
      }),
      http.get(records('legalCorrections'), ({ request: req }) => listAnswer(open, req)),
    )
    renderProfile(lang)
    // The first case also downloads the profile's lazy sections: longer than findBy's default second.
    const field = await screen.findByLabelText(label, undefined, { timeout: 5000 })
    fireEvent.change(field, { target: { value: 'corto' } })
    expect(screen.getByRole('button', { name: send })).toBeDisabled()
    fireEvent.change(field, { target: { value: 'Mi apellido lleva tilde: Pérez.' } })
    fireEvent.click(screen.getByRole('button', { name: send }))
    expect(await screen.findByText(new RegExp(openText.slice(0, 30)))).toHaveTextContent(openText)
    expect(bodies).toEqual([{ user: USER_ID, motivo: 'Mi apellido lleva tilde: Pérez.' }])
  })

  it('offers no form while a request is open', async () => {
    server.use(listHandler('legalCorrections', [request]))
    renderProfile('ENG')
    expect(await screen.findByText(/You have had a correction request open/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument()
  })
})

describe('/admincorrections', () => {
  const moderator: SessionUser = { id: 'mod000000000001', email: 'mod@example.com', username: '', verified: true, avatar: '', collectionName: 'moderators' }
  beforeEach(() => {
    vi.stubGlobal('EventSource', FakeEventSource)
    server.use(realtimeHandler)
  })

  it.each([
    ['ESP', 'Valor correcto', 'Corregir y avisar', 'Corregido. Avisamos a la persona por correo.', 'No hay solicitudes de corrección abiertas.'],
    ['ENG', 'Correct value', 'Correct and notify', 'Corrected. We notified the person by e-mail.', 'There are no open correction requests.'],
  ] as const)('lists open requests and corrects through updateuserlegal with the request id (%s)', async (lang, valueLabel, apply, done, empty) => {
    let open = [request]
    const bodies: unknown[] = []
    server.use(
      http.get(records('legalCorrections'), ({ request: req }) => listAnswer(open, req)),
      listHandler('userCompleteLegal', [{ id: USER_ID, usersID: USER_ID, email: 'fox@example.com', username: 'fox', nombreEnDocumento: 'Ana Perez', bdate: legal.bdate, userLegalInfoPawsID: legal.id, state: 0, userStatusPawsID: null }]),
      http.post(`${env.functionsUrl}/updateuserlegal`, async ({ request: req }) => {
        bodies.push(await req.json())
        open = []
        return HttpResponse.json({ id: legal.id, nombreEnDocumento: 'Ana Pérez', correction: request.id, mailed: true })
      }),
    )
    renderWithApp(<></>, {
      routes: [{ path: '/admincorrections', element: <><AdminLayout title="x"><LegalCorrectionsTable /></AdminLayout><ToastContainer /></> }],
      url: '/admincorrections',
      preferences: { lang, user: moderator },
    })
    expect(await screen.findByText('Mi apellido lleva tilde: Pérez.')).toBeInTheDocument()
    expect(screen.getByText('fox@example.com')).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText(valueLabel), { target: { value: 'Ana Pérez' } })
    fireEvent.click(screen.getByRole('button', { name: apply }))
    expect(await screen.findByText(done)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByText(empty)).toBeInTheDocument())
    expect(bodies).toEqual([{ id: legal.id, data: { nombreEnDocumento: 'Ana Pérez' }, correction: request.id }])
  })
})

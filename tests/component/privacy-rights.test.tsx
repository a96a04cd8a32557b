import { beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ProfilePage } from '@/features/profile/components/profile-page'
import type { RightsRequest } from '@/api/privacy-rights'
import type { Lang } from '@/stores/preferences-slice'
import { server } from './support/server'
import { renderWithApp } from './support/render'
import { api, listHandler, pageRoutes, pbError, user } from './profile-fixtures'

const open: RightsRequest = {
  kind: 'request',
  id: 'prq123456789012',
  right: 'oposicion',
  detail: 'No quiero aparecer en las fotos del evento.',
  status: 'pendiente',
  received: '2026-11-10T15:00:00.000Z',
  due: '2027-01-10T02:59:59.999Z',
  extended: '2026-12-01T12:00:00.000Z',
  extensionReason: 'Revisamos las fotos con el fotógrafo.',
  answer: '',
  resolved: '',
}
const answered: RightsRequest = {
  kind: 'correction',
  id: 'cor123456789012',
  right: 'rectificacion',
  detail: 'Mi apellido lleva tilde.',
  status: 'resuelta',
  received: '2026-10-01T15:00:00.000Z',
  due: '2026-11-01T02:59:59.999Z',
  extended: '',
  extensionReason: '',
  answer: '',
  resolved: '2026-10-05T15:00:00.000Z',
}

beforeEach(() => {
  server.use(
    listHandler('userPersonalInfoPaws'),
    listHandler('userLegalInfoPaws'),
    listHandler('userHealthInfoPaws'),
    listHandler('Entradas'),
    listHandler('EntradasUsuario'),
    listHandler('EntradasEntregadas'),
    http.get(api('mi/rights'), () => HttpResponse.json({ items: [open, answered] })),
  )
})

const renderProfile = (lang: Lang) => renderWithApp(<></>, { routes: pageRoutes('/p', <ProfilePage />), url: '/p', preferences: { lang, user: user() } })

describe('"Tus derechos / Your rights" on /profile', () => {
  it.each([
    ['ESP', 'Tus solicitudes', ['Oposición — En curso', 'Plazo legal: 9 de enero de 2027', 'Plazo extendido una vez. Motivo: Revisamos las fotos con el fotógrafo.', 'Rectificación — Respondida', 'Respondida el 5 de octubre de 2026']],
    ['ENG', 'Your requests', ['Objection — In progress', 'Legal deadline: January 9, 2027', 'Deadline extended once. Reason: Revisamos las fotos con el fotógrafo.', 'Rectification — Answered', 'Answered on October 5, 2026']],
  ] as const)('lists each request with its state and legal deadline (%s)', async (lang, heading, texts) => {
    renderProfile(lang)
    await screen.findByRole('heading', { name: heading }, { timeout: 5000 })
    for (const text of texts) expect(await screen.findByText((_, node) => node?.tagName === 'DIV' && node.textContent === text)).toBeInTheDocument()
    // A request already answered shows no deadline any more.
    expect(screen.queryByText(/1 de noviembre de 2026|November 1, 2026/)).not.toBeInTheDocument()
  })

  it.each([
    ['ESP', 'Derecho', 'Bloqueo', 'Enviar mi solicitud de derechos', 'Recibimos tu solicitud. Abajo ves su plazo.'],
    ['ENG', 'Right', 'Blocking', 'Send my rights request', 'We received your request. Its deadline is shown below.'],
  ] as const)('sends a request for the chosen right and lists it (%s)', async (lang, label, option, send, sent) => {
    const bodies: unknown[] = []
    server.use(
      http.post(api('mi/rights'), async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ ...open, id: 'prq999999999999', right: 'bloqueo', extended: '', extensionReason: '', detail: '' })
      }),
    )
    renderProfile(lang)
    const select = await screen.findByLabelText(label, {}, { timeout: 5000 })
    fireEvent.change(select, { target: { value: within(select).getByRole('option', { name: option }).getAttribute('value') } })
    fireEvent.click(screen.getByRole('button', { name: send }))
    expect(await screen.findByText(sent)).toBeInTheDocument()
    expect(bodies).toEqual([{ right: 'bloqueo', detail: '' }])
  })

  it('says so when that right already has an open request', async () => {
    server.use(http.post(api('mi/rights'), () => pbError(400, { right: { code: 'validation_request_open', message: 'open' } })))
    renderProfile('ENG')
    fireEvent.click(await screen.findByRole('button', { name: 'Send my rights request' }, { timeout: 5000 }))
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have an open request for this right.')
  })
})

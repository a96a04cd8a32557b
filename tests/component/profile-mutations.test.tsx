import { beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ProfilePage } from '@/features/profile/components/profile-page'
import type { RightsRequest } from '@/api/privacy-rights'
import { server } from './support/server'
import { renderWithApp } from './support/render'
import { listAnswer } from './support/pb-list'
import { api, listHandler, pageRoutes, records, user } from './profile-fixtures'

const USER_ID = 'u1234567890abcd'
const legal = { id: 'leg123456789012', collectionName: 'userLegalInfoPaws', user: USER_ID, numDocumento: '12.345.678-5', tipoDocumento: 'DNI', paisDocumento: 'Chile', nombreEnDocumento: 'Ana Perez', bdate: '1990-05-01 00:00:00.000Z' }
const correction = { id: 'cor123456789012', user: USER_ID, motivo: 'Mi apellido lleva tilde: Pérez.', estado: 'pendiente', resueltaEn: '', created: '2026-11-20 15:00:00.000Z' }
const asRight: RightsRequest = {
  kind: 'correction',
  id: correction.id,
  right: 'rectificacion',
  detail: correction.motivo,
  status: 'pendiente',
  received: '2026-11-20T15:00:00.000Z',
  due: '2026-12-20T02:59:59.999Z',
  extended: '',
  extensionReason: '',
  answer: '',
  resolved: '',
}

describe('a profile mutation re-reads what it changed', () => {
  // The server's state: what the reads answer, changed by the write.
  const asked: (typeof correction)[] = []
  const reads = { corrections: 0, rights: 0, personal: 0 }
  beforeEach(() => {
    asked.length = 0
    reads.corrections = reads.rights = reads.personal = 0
    server.use(
      http.get(records('userPersonalInfoPaws'), ({ request }) => {
        reads.personal++
        return listAnswer([], request)
      }),
      listHandler('userLegalInfoPaws', [legal]),
      listHandler('userHealthInfoPaws'),
      listHandler('Entradas'),
      listHandler('EntradasUsuario'),
      listHandler('EntradasEntregadas'),
      http.get(records('legalCorrections'), ({ request }) => {
        reads.corrections++
        return listAnswer(asked, request)
      }),
      http.get(api('mi/rights'), () => {
        reads.rights++
        return HttpResponse.json({ items: asked.length ? [asRight] : [] })
      }),
      http.post(records('legalCorrections'), () => {
        asked.push(correction)
        return HttpResponse.json(correction)
      }),
    )
  })

  it('asking for a correction reads the open correction and the rights list again, and nothing else', async () => {
    renderWithApp(<></>, { routes: pageRoutes('/p', <ProfilePage />), url: '/p', preferences: { lang: 'ENG', user: user() } })
    const field = await screen.findByLabelText('Which item is wrong and what is correct?', undefined, { timeout: 3000 })
    const rights = within(await screen.findByRole('region', { name: 'Your rights over your data' }, { timeout: 3000 }))
    expect(await rights.findByText('You have not sent any requests yet.')).toBeInTheDocument()
    const before = { ...reads }
    fireEvent.change(field, { target: { value: 'Mi apellido lleva tilde: Pérez.' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }))
    // Both lists show what the server now holds, read again because the mutation invalidated them.
    expect(await screen.findByText(/You have had a correction request open since/)).toBeInTheDocument()
    expect(await rights.findByText((_, node) => node?.tagName === 'STRONG' && node.textContent === 'Rectification')).toBeInTheDocument()
    await waitFor(() => expect(reads.rights).toBe(before.rights + 1))
    expect(reads.corrections).toBe(before.corrections + 1)
    // The profile records are not tagged with the lists' ids: not read again.
    expect(reads.personal).toBe(before.personal)
  })
})

describe('a failed profile save', () => {
  const personal = { id: 'per123456789012', collectionName: 'userPersonalInfoPaws', user: USER_ID, Badge: 'Foxy', Pronombres: 'they/them', NombreFur: '', EspecieFur: 'Zorro', Polera: 'M', Fursuit: false }
  beforeEach(() => {
    server.use(
      listHandler('userPersonalInfoPaws', [personal]),
      listHandler('userLegalInfoPaws', [legal]),
      listHandler('userHealthInfoPaws'),
      listHandler('Entradas'),
      listHandler('EntradasUsuario'),
      listHandler('EntradasEntregadas'),
      http.patch(records('userPersonalInfoPaws', personal.id), () => HttpResponse.json({ status: 503, message: 'Something went wrong while processing your request.', data: {} }, { status: 503 })),
    )
  })

  it.each([
    ['ESP', 'Información básica', 'Guardar', 'El servidor tuvo un problema y no guardó nada. Inténtalo de nuevo en unos minutos.'],
    ['ENG', 'Basic information', 'Save', 'The server had a problem and saved nothing. Try again in a few minutes.'],
  ] as const)('says what happened in the reader’s language, not the server’s words (%s)', async (lang, region, save, text) => {
    const { user: typist } = renderWithApp(<></>, { routes: pageRoutes('/p', <ProfilePage />), url: '/p', preferences: { lang, user: user() } })
    const basic = within(await screen.findByRole('region', { name: region }, { timeout: 3000 }))
    await waitFor(() => expect(basic.getByRole('button', { name: save })).toBeEnabled())
    await typist.click(basic.getByRole('button', { name: save }))
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument()
  })
})

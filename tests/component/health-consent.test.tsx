import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ProfilePage } from '@/features/profile/components/profile-page'
import { NOTICE_VERSION } from '@/domain/privacy-notice'
import type { Lang } from '@/stores/preferences-slice'
import { server } from './support/server'
import { renderWithApp } from './support/render'
import { listHandler, pageRoutes, pbError, records, user } from './profile-fixtures'

const USER_ID = 'u1234567890abcd'

function emptyProfile(health: unknown[] = []) {
  server.use(
    listHandler('userPersonalInfoPaws'),
    listHandler('userLegalInfoPaws'),
    listHandler('userHealthInfoPaws', health),
    listHandler('Entradas'),
    listHandler('EntradasUsuario'),
    listHandler('EntradasEntregadas'),
  )
}

const renderProfile = (lang: Lang) =>
  renderWithApp(<></>, { routes: pageRoutes('/profile-under-test', <ProfilePage />), url: '/profile-under-test', preferences: { lang, user: user() } })

const TEXTS = {
  ESP: { region: 'Información de salud', consent: /Doy mi consentimiento explícito .* cuidar mi seguridad durante el evento/, save: 'Guardar', condition: 'Condición médica', given: 'Diste tu consentimiento el 1 de diciembre de 2026, 09:30 (hora de Chile), sobre el aviso de privacidad del 2026-12-01.', required: 'Para guardar datos de salud necesitamos tu consentimiento: marca la casilla.', notice: 'aviso de privacidad' },
  ENG: { region: 'Health information', consent: /I explicitly consent .* my safety during the event/, save: 'Save', condition: 'Medical condition', given: 'You gave your consent on 1 December 2026, 9:30 am (Chile time), to the privacy notice of 2026-12-01.', required: 'We need your consent to save health data: tick the box.', notice: 'privacy notice' },
} as const

describe('consent to health data on the profile', () => {
  it.each(['ESP', 'ENG'] as const)('in %s: the consent box starts unticked, Save waits for it, and the save sends the notice version', async (lang) => {
    emptyProfile()
    const posted: Record<string, unknown>[] = []
    server.use(
      http.post(records('userHealthInfoPaws'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>
        posted.push(body)
        return HttpResponse.json({ id: 'hea123456789012', user: USER_ID, ...body, consentimientoEn: '2026-12-01 12:30:00.000Z' })
      }),
    )
    const text = TEXTS[lang]
    const { user: person } = renderProfile(lang)
    const region = within(await screen.findByRole('region', { name: text.region }, { timeout: 5000 }))
    const box = await region.findByRole('checkbox', { name: text.consent })
    expect(box).not.toBeChecked()
    expect(region.getByRole('link', { name: text.notice })).toHaveAttribute('href', '/privacidad')
    await person.type(region.getByLabelText(text.condition), 'Asma')
    expect(region.getByRole('button', { name: text.save })).toBeDisabled()
    await person.click(box)
    await person.click(region.getByRole('button', { name: text.save }))
    expect(await region.findByText(text.given)).toBeInTheDocument()
    expect(posted).toHaveLength(1)
    expect(posted[0]).toMatchObject({ CondicionMedica: 'Asma', consentimientoVersion: NOTICE_VERSION, user: USER_ID })
    expect(region.queryByRole('checkbox', { name: text.consent })).toBeNull()
  })

  it.each(['ESP', 'ENG'] as const)('in %s: a refusal for missing consent shows under the box', async (lang) => {
    emptyProfile()
    server.use(http.post(records('userHealthInfoPaws'), () => pbError(400, { consentimientoVersion: { code: 'validation_consent_required', message: 'Consent required.' } })))
    const text = TEXTS[lang]
    const { user: person } = renderProfile(lang)
    const region = within(await screen.findByRole('region', { name: text.region }, { timeout: 5000 }))
    await person.click(await region.findByRole('checkbox', { name: text.consent }))
    await person.click(region.getByRole('button', { name: text.save }))
    expect(await region.findByText(text.required)).toBeInTheDocument()
  })

  it('a record consented to an older notice asks for consent again', async () => {
    emptyProfile([{ id: 'hea123456789012', collectionName: 'userHealthInfoPaws', user: USER_ID, CondicionMedica: 'Asma', RestriccionAlimentaria: '', ContactoEmergenciaNombre: '', ContactoEmergencia: '', OtraCondicion: '', consentimientoEn: '2025-01-01 12:00:00.000Z', consentimientoVersion: '2025-01-01' }])
    renderProfile('ENG')
    const region = within(await screen.findByRole('region', { name: 'Health information' }))
    expect(await region.findByRole('checkbox', { name: TEXTS.ENG.consent })).not.toBeChecked()
  })
})

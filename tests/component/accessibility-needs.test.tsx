import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ToastContainer } from 'react-toastify'
import ReportRoute from '@/app/routes/admin/report'
import { ProfilePage } from '@/features/profile/components/profile-page'
import type { Lang, SessionUser } from '@/stores/preferences-slice'
import { server } from './support/server'
import { renderWithApp } from './support/render'
import { api, listHandler, pageRoutes, records, user } from './profile-fixtures'

const USER_ID = 'u1234567890abcd'
const saved = { id: 'hea123456789012', collectionName: 'userHealthInfoPaws', user: USER_ID, CondicionMedica: '', RestriccionAlimentaria: '', ContactoEmergenciaNombre: '', ContactoEmergencia: '', OtraCondicion: '', NecesidadesAccesibilidad: 'seating', consentimientoEn: '2026-12-01 12:30:00.000Z', consentimientoVersion: '2026-12-01' }

function renderProfile(lang: Lang, health: unknown[]) {
  server.use(
    listHandler('userPersonalInfoPaws'),
    listHandler('userLegalInfoPaws'),
    listHandler('userHealthInfoPaws', health),
    listHandler('Entradas'),
    listHandler('EntradasUsuario'),
    listHandler('EntradasEntregadas'),
  )
  return renderWithApp(<></>, { routes: pageRoutes('/profile-under-test', <ProfilePage />), url: '/profile-under-test', preferences: { lang, user: user() } })
}

describe('accessibility needs on the health card', () => {
  it('shows the saved needs ticked and saves the choice as known codes in order (Spanish)', async () => {
    const sent: Record<string, unknown>[] = []
    server.use(
      http.patch(records('userHealthInfoPaws', saved.id), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>
        sent.push(body)
        return HttpResponse.json({ ...saved, ...body })
      }),
    )
    const { user: person } = renderProfile('ESP', [saved])
    const region = within(await screen.findByRole('region', { name: 'Información de salud' }, { timeout: 5000 }))
    const group = within(region.getByRole('group', { name: 'Necesidades de accesibilidad' }))
    expect(group.getByRole('checkbox', { name: 'Necesito un lugar para sentarme' })).toBeChecked()
    expect(region.getByRole('group', { name: 'Necesidades de accesibilidad' })).toHaveAccessibleDescription(/solo ve cuántas personas necesitan cada cosa, nunca quién/)
    await person.click(group.getByRole('checkbox', { name: 'Voy con una persona de apoyo' }))
    await person.click(group.getByRole('checkbox', { name: 'Uso silla de ruedas' }))
    await person.click(region.getByRole('button', { name: 'Guardar' }))
    await expect.poll(() => sent.length).toBe(1)
    expect(sent[0]).toMatchObject({ NecesidadesAccesibilidad: 'wheelchair,seating,companion' })
  })

  it('reads in English', async () => {
    renderProfile('ENG', [])
    const region = within(await screen.findByRole('region', { name: 'Health information' }, { timeout: 5000 }))
    const group = within(region.getByRole('group', { name: 'Accessibility needs' }))
    expect(group.getAllByRole('checkbox')).toHaveLength(8)
    expect(group.getByRole('checkbox', { name: 'I come with an assistance animal' })).not.toBeChecked()
  })
})

const moderator: SessionUser = { id: 'mod000000000001', email: 'mod@example.com', username: '', verified: true, avatar: '', collectionName: 'moderators' }

function renderReport(lang: Lang) {
  server.use(
    http.get(api('mi/report-summary'), () => HttpResponse.json({ types: [], revenue: 0, requestsPerHour: [], checkinsPerHour: [] })),
    http.get(api('mi/accessibility-summary'), () =>
      HttpResponse.json({ holders: 120, withNeeds: 4, needs: { wheelchair: 2, stepFree: 1, seating: 3, signLanguage: 0, visual: 0, quietSpace: 1, assistanceAnimal: 0, companion: 1 } }),
    ),
  )
  return renderWithApp(<></>, { routes: [{ path: '/adminreport', element: <><ReportRoute /><ToastContainer /></> }], url: '/adminreport', preferences: { lang, user: moderator } })
}

describe('/adminreport: accessibility, totals only', () => {
  it('lists how many people need each thing (Spanish)', async () => {
    renderReport('ESP')
    const section = within(await screen.findByRole('region', { name: 'Accesibilidad: qué preparar' }, { timeout: 5000 }))
    expect(await section.findByText(/De 120 personas con entrada pagada, 4 indicaron alguna necesidad/)).toBeInTheDocument()
    expect(within(section.getByRole('row', { name: /Silla de ruedas/ })).getByRole('cell')).toHaveTextContent('2')
    expect(within(section.getByRole('row', { name: /Lugar para sentarse/ })).getByRole('cell')).toHaveTextContent('3')
  })

  it('reads in English', async () => {
    renderReport('ENG')
    const section = within(await screen.findByRole('region', { name: 'Accessibility: what to prepare' }, { timeout: 5000 }))
    expect(await section.findByText(/Of 120 people with a paid ticket, 4 named a need/)).toBeInTheDocument()
    expect(within(section.getByRole('row', { name: /Support person/ })).getByRole('cell')).toHaveTextContent('1')
  })
})

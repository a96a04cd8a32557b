import { beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { ProfilePage } from '@/features/profile/components/profile-page'
import { transferCopy } from '@/features/profile/transfer-copy'
import type { Lang } from '@/stores/preferences-slice'
import { server } from './support/server'
import { renderWithApp } from './support/render'
import { api, listHandler, pageRoutes, pbError, user } from './profile-fixtures'

const PAID = { id: 'tic123456789012', user: 'u1234567890abcd', tipo: 'typ123456789012', estado: 'pagada', orderID: 'Paw25a00000000000000000001', monto: 90000, collectionName: 'EntradasEntregadas' }

let asked: unknown[] = []
beforeEach(() => {
  asked = []
  server.use(
    listHandler('userPersonalInfoPaws'),
    listHandler('userLegalInfoPaws'),
    listHandler('userHealthInfoPaws'),
    listHandler('Entradas'),
    listHandler('EntradasUsuario'),
    listHandler('EntradasEntregadas', [PAID]),
    http.get(api('mi/transfers/mine'), () => HttpResponse.json({ deadline: '2026-08-20', open: true, transfers: [] })),
  )
})

const renderProfile = (lang: Lang) =>
  renderWithApp(<></>, { routes: pageRoutes('/profile-under-test', <ProfilePage />), url: '/profile-under-test', preferences: { lang, user: user() } })

describe('the profile’s transfer card', () => {
  it.each(['ESP', 'ENG'] as const)('asks for the transfer of the paid ticket and shows it pending (%s)', async (lang) => {
    const t = transferCopy[lang]
    let transfers: unknown[] = []
    server.use(
      http.get(api('mi/transfers/mine'), () => HttpResponse.json({ deadline: '2026-08-20', open: true, transfers })),
      http.post(api('mi/transfers'), async ({ request }) => {
        asked.push(await request.json())
        transfers = [{ id: 'tra123456789012', direction: 'out', estado: 'pendiente', ticket: PAID.id, level: { tipo: 'S2', es: 'Patrocinio', en: 'Sponsor' }, other: 'nube_azul', created: '', resolved: null }]
        return HttpResponse.json({ id: 'tra123456789012', estado: 'pendiente' })
      }),
    )
    renderProfile(lang)
    const card = (await screen.findByRole('heading', { name: t.title }, { timeout: 5000 })).closest('section') as HTMLElement
    expect(await within(card).findByText(t.until(lang === 'ENG' ? 'August 20, 2026' : '20 de agosto de 2026'))).toBeInTheDocument()
    await userEvent.type(within(card).getByLabelText(t.recipient), 'nube_azul')
    await userEvent.click(within(card).getByRole('button', { name: t.ask }))
    expect(await within(card).findByRole('status')).toHaveTextContent(t.asked)
    expect(asked).toEqual([{ ticket: PAID.id, to: 'nube_azul' }])
    expect(await within(card).findByText(t.states.pendiente)).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: t.cancel })).toBeInTheDocument()
    // One open request at a time: the form is gone.
    expect(within(card).queryByRole('button', { name: t.ask })).not.toBeInTheDocument()
  })

  it.each(['ESP', 'ENG'] as const)('words the server’s refusal without naming the recipient’s situation (%s)', async (lang) => {
    const t = transferCopy[lang]
    server.use(http.post(api('mi/transfers'), () => pbError(400, { request: { code: 'recipientNotEligible', message: 'Transfer refused.' } })))
    renderProfile(lang)
    const card = (await screen.findByRole('heading', { name: t.title }, { timeout: 5000 })).closest('section') as HTMLElement
    await userEvent.type(await within(card).findByLabelText(t.recipient), 'someone@example.com')
    await userEvent.click(within(card).getByRole('button', { name: t.ask }))
    expect(await within(card).findByRole('alert')).toHaveTextContent(t.refusals.recipientNotEligible)
  })

  it('says transfers are closed when organisers set no deadline, and offers no form', async () => {
    const t = transferCopy.ESP
    server.use(http.get(api('mi/transfers/mine'), () => HttpResponse.json({ deadline: '', open: false, transfers: [] })))
    renderProfile('ESP')
    const card = (await screen.findByRole('heading', { name: t.title }, { timeout: 5000 })).closest('section') as HTMLElement
    expect(await within(card).findByText(t.closed)).toBeInTheDocument()
    expect(within(card).queryByLabelText(t.recipient)).not.toBeInTheDocument()
  })
})

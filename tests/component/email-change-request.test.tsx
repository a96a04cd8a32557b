import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ProfilePage } from '@/features/profile/components/profile-page'
import type { Lang } from '@/stores/preferences-slice'
import { server } from './support/server'
import { renderWithApp } from './support/render'
import { api, listHandler, pageRoutes, pbError, user as makeUser } from './profile-fixtures'

function renderProfile(lang: Lang) {
  server.use(
    listHandler('userPersonalInfoPaws'),
    listHandler('userLegalInfoPaws'),
    listHandler('userHealthInfoPaws'),
    listHandler('Entradas'),
    listHandler('EntradasUsuario'),
    listHandler('EntradasEntregadas'),
  )
  return renderWithApp(<></>, {
    routes: pageRoutes('/profile-under-test', <ProfilePage />),
    url: '/profile-under-test',
    preferences: { lang, user: makeUser({ verified: false, email: 'ana@example.com' }) },
  })
}

describe('"change my e-mail" on /profile', () => {
  it('asks PocketBase to mail the new address and says the change waits for its link (Spanish)', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(api('collections/users/request-email-change'), async ({ request }) => {
        bodies.push(await request.json())
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const { user } = renderProfile('ESP')
    const card = within(await screen.findByRole('region', { name: 'Cambiar mi correo' }, { timeout: 5000 }))
    expect(card.getByText('Tu correo ahora: ana@example.com')).toBeInTheDocument()
    await user.type(card.getByLabelText('Correo nuevo'), ' Ana.Nueva@Example.com ')
    await user.click(card.getByRole('button', { name: 'Enviar el enlace' }))
    expect(await card.findByRole('status')).toHaveTextContent('Listo: abre el enlace que enviamos a ana.nueva@example.com para confirmar el cambio.')
    expect(bodies).toEqual([{ newEmail: 'ana.nueva@example.com' }])
  })

  it('refuses the same address before asking, and names a refused one (English)', async () => {
    server.use(http.post(api('collections/users/request-email-change'), () => pbError(400, { newEmail: { code: 'validation_invalid_new_email', message: 'Invalid new email address.' } })))
    const { user } = renderProfile('ENG')
    const card = within(await screen.findByRole('region', { name: 'Change my e-mail' }, { timeout: 5000 }))
    const field = card.getByLabelText('New e-mail')
    await user.type(field, 'ana@example.com')
    await user.click(card.getByRole('button', { name: 'Send the link' }))
    expect(field).toHaveAccessibleDescription('That is already your e-mail.')
    await user.clear(field)
    await user.type(field, 'taken@example.com')
    await user.click(card.getByRole('button', { name: 'Send the link' }))
    expect(await card.findByText('We cannot use that address: check it or choose another.')).toBeInTheDocument()
  })
})

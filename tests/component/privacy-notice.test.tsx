import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { routes } from '@/app/router'
import { RegisterForm } from '@/features/auth/components/register-form'
import { ProfilePage } from '@/features/profile/components/profile-page'
import { NOTICE_VERSION } from '@/domain/privacy-notice'
import type { Lang } from '@/stores/preferences-slice'
import { renderWithApp } from './support/render'
import { server } from './support/server'
import { listHandler, pageRoutes, user } from './profile-fixtures'

// The seed's organiser content, which the shared mock server answers.
const SEED = { companyLegalName: 'Monster Invasion Eventos SpA', companyTaxId: '77.777.777-7', contactEmail: 'contacto@monsterinvasion.cl' }

describe('the privacy notice at /privacidad', () => {
  it.each([
    ['ESP', 'Aviso de privacidad', 'Versión del', 'Razón social', ['Transbank', 'Netlify', '30 días', 'Portabilidad', 'Bloqueo', 'Oposición', 'Mis datos', 'Agencia de Protección de Datos Personales', 'consentimiento explícito']],
    ['ENG', 'Privacy notice', 'Version of', 'Legal name', ['Transbank', 'Netlify', '30 days', 'Portability', 'Blocking', 'Opposition', 'My data', 'Agencia de Protección de Datos Personales', 'explicit, separate consent']],
  ] as const)('in %s names the controller from organiser content, the notice version, recipients, retention, every right and the Agency', async (lang, title, version, legalName, facts) => {
    renderWithApp(<></>, { routes, url: '/privacidad', preferences: { lang } })
    const main = within(await screen.findByRole('main'))
    expect(await main.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    expect(main.getByText(`${version} ${NOTICE_VERSION}`)).toBeInTheDocument()
    expect(await main.findByText(SEED.companyTaxId)).toBeInTheDocument()
    expect(main.getByText(legalName)).toBeInTheDocument()
    expect(main.getByText(SEED.companyLegalName)).toBeInTheDocument()
    expect(main.getByRole('link', { name: SEED.contactEmail })).toHaveAttribute('href', `mailto:${SEED.contactEmail}`)
    for (const fact of facts) expect(main.getAllByText(new RegExp(fact)).length).toBeGreaterThan(0)
    expect(document.title).toContain(title)
  })

  it.each([
    ['ESP', 'Privacidad'],
    ['ENG', 'Privacy'],
  ] as const)('in %s the footer links it', async (lang, label) => {
    renderWithApp(<></>, { routes, url: '/', preferences: { lang } })
    const footer = within(await screen.findByRole('contentinfo'))
    expect(footer.getByRole('link', { name: label })).toHaveAttribute('href', '/privacidad')
  })
})

describe('forms that collect personal data link the notice', () => {
  it.each([
    ['ESP', 'aviso de privacidad'],
    ['ENG', 'privacy notice'],
  ] as const)('in %s the register form links /privacidad', async (lang, link) => {
    renderWithApp(<></>, { routes: pageRoutes('/register', <RegisterForm />), url: '/register', preferences: { lang } })
    expect(await screen.findByRole('link', { name: link })).toHaveAttribute('href', '/privacidad')
  })

  it.each([
    ['ESP', 'aviso de privacidad'],
    ['ENG', 'privacy notice'],
  ] as const)('in %s the profile’s legal and health forms each link /privacidad', async (lang: Lang, link) => {
    server.use(
      listHandler('userPersonalInfoPaws'),
      listHandler('userLegalInfoPaws'),
      listHandler('userHealthInfoPaws'),
      listHandler('Entradas'),
      listHandler('EntradasUsuario'),
      listHandler('EntradasEntregadas'),
    )
    renderWithApp(<></>, { routes: pageRoutes('/profile-under-test', <ProfilePage />), url: '/profile-under-test', preferences: { lang, user: user() } })
    const legal = (await screen.findByRole('heading', { level: 2, name: lang === 'ESP' ? 'Información legal' : 'Legal information' })).closest('section')
    const health = (await screen.findByRole('heading', { level: 2, name: lang === 'ESP' ? 'Información de salud' : 'Health information' })).closest('section')
    if (!legal || !health) throw new Error('legal or health card missing')
    expect(await within(legal).findByRole('link', { name: link })).toHaveAttribute('href', '/privacidad')
    expect(await within(health).findByRole('link', { name: link })).toHaveAttribute('href', '/privacidad')
  })
})

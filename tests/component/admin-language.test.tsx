import { describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import type * as EnglishStaff from '@/i18n/en-staff'

// tests/component/setup.ts loads every dictionary before any test. This test needs an app in which the
// English moderators' texts have not downloaded yet, so it imports a fresh copy of the app's modules,
// with that download held until the test lets it through.
async function appWithEnglishStaffTextsHeld() {
  vi.resetModules()
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  vi.doMock('@/i18n/en-staff', async () => {
    await held
    return vi.importActual<typeof EnglishStaff>('@/i18n/en-staff')
  })
  const { loadDictionary } = await import('@/i18n/use-t')
  // As in the app once idle: the English dictionary is here, its moderators' texts are not.
  await loadDictionary('ENG')
  const { routes } = await import('@/app/router')
  const { renderWithApp } = await import('./support/render')
  return { releaseEnglishStaffTexts: release, routes, renderWithApp }
}

describe('switching language on a moderator page', () => {
  it('keeps the page in Spanish, with what was typed and without a loading screen, until the English moderators’ texts are here; then all of it is English', async () => {
    const { releaseEnglishStaffTexts, routes, renderWithApp } = await appWithEnglishStaffTextsHeld()
    const { user } = renderWithApp(<></>, { routes, url: '/adminlogin' })
    const email = await screen.findByLabelText('Correo')
    await user.type(email, 'mod@example.com')

    await user.click(screen.getByRole('button', { name: 'Cambiar a inglés' }))
    expect(document.documentElement.lang).toBe('es')
    expect(screen.getByRole('heading', { level: 1, name: 'Moderación' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeInTheDocument()
    expect(screen.queryByRole('status', { busy: true })).toBeNull()

    await act(async () => releaseEnglishStaffTexts())
    expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('en')
    expect(screen.getByLabelText('Email')).toHaveValue('mod@example.com')
    expect(screen.getByRole('button', { name: 'Switch to Spanish' })).toBeInTheDocument()
    expect(screen.queryByText('Enviar')).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { routes } from '@/app/router'
import { renderWithApp } from './support/render'

describe('app shell', () => {
  it('starts in Spanish with the dark theme and switches to English with the toggle', async () => {
    const { user } = renderWithApp(<></>, { routes, url: '/' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Monster Invasion' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('es')
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    expect(within(screen.getByRole('navigation', { name: 'Navegación principal' })).getByRole('link', { name: 'Reglamento' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Cambiar a inglés' }))
    expect(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Rules' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('en')
  })

  it('sends unknown paths to /404 and /admin to /adminlogin', async () => {
    const { router } = renderWithApp(<></>, { routes, url: '/no-such-page' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'))
    expect(await screen.findByRole('heading', { name: 'nada por aquí' })).toBeInTheDocument()

    await router.navigate('/admin')
    await waitFor(() => expect(router.state.location.pathname).toBe('/adminlogin'))
  })
})

import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { pb } from '@/api/pocketbase'
import { ProfilePage } from '@/features/profile/components/profile-page'
import type { Lang } from '@/stores/preferences-slice'
import { server } from './support/server'
import { renderWithApp } from './support/render'
import { api, listHandler, pageRoutes, pbError, user } from './profile-fixtures'

beforeEach(() => {
  server.use(
    listHandler('userPersonalInfoPaws'),
    listHandler('userLegalInfoPaws'),
    listHandler('userHealthInfoPaws'),
    listHandler('Entradas'),
    listHandler('EntradasUsuario'),
    listHandler('EntradasEntregadas'),
  )
})

const renderProfile = (lang: Lang) =>
  renderWithApp(<></>, { routes: pageRoutes('/profile-under-test', <ProfilePage />), url: '/profile-under-test', preferences: { lang, user: user() } })

const TEXT = {
  ESP: { password: 'Tu contraseña', understood: 'Entiendo que esto no se puede deshacer.', submit: 'Eliminar mi cuenta', wrong: 'La contraseña no es correcta.', forfeit: 'Entiendo que pierdo estas entradas pagadas.' },
  ENG: { password: 'Your password', understood: 'I understand this cannot be undone.', submit: 'Delete my account', wrong: 'The password is not correct.', forfeit: 'I understand I lose these paid tickets.' },
} as const

describe('delete my account', () => {
  it.each(['ESP', 'ENG'] as const)('needs the password and "cannot be undone"; a wrong password is said and nothing else happens (%s)', async (lang) => {
    const text = TEXT[lang]
    const bodies: unknown[] = []
    server.use(
      http.post(api('mi/delete-account'), async ({ request }) => {
        bodies.push(await request.json())
        return pbError(400, { password: { code: 'validation_invalid_password', message: 'The password is not correct.' } })
      }),
    )
    const { router } = renderProfile(lang)
    // The profile's sections download after its first paint; on a loaded machine that takes longer than findBy's 1 s.
    const button = await screen.findByRole('button', { name: text.submit }, { timeout: 5000 })
    fireEvent.change(screen.getByLabelText(text.password), { target: { value: 'wrong-one' } })
    expect(button).toBeDisabled()
    fireEvent.click(screen.getByLabelText(text.understood))
    fireEvent.click(button)
    expect(await screen.findByText(text.wrong)).toBeInTheDocument()
    expect(bodies).toEqual([{ password: 'wrong-one', forfeit: false }])
    expect(router.state.location.pathname).toBe('/profile-under-test')
  })

  it.each(['ESP', 'ENG'] as const)('asks to confirm forfeiting paid tickets, then deletes, ends the session and goes home (%s)', async (lang) => {
    const text = TEXT[lang]
    const bodies: { forfeit: boolean }[] = []
    server.use(
      http.post(api('mi/delete-account'), async ({ request }) => {
        const body = (await request.json()) as { forfeit: boolean }
        bodies.push(body)
        if (!body.forfeit) return HttpResponse.json({ status: 409, message: 'x', data: { code: 'forfeit_required', orders: ['Paw25a00000000000000000007'] } }, { status: 409 })
        return HttpResponse.json({ deleted: true, mailed: true, ticketsKept: 1, ticketsReleased: 0, forfeited: 1, banKept: false })
      }),
    )
    pb.authStore.save('token', null)
    const { router } = renderProfile(lang)
    fireEvent.change(await screen.findByLabelText(text.password, undefined, { timeout: 5000 }), { target: { value: 'Password123' } })
    fireEvent.click(screen.getByLabelText(text.understood))
    fireEvent.click(screen.getByRole('button', { name: text.submit }))
    expect(await screen.findByText('Paw25a00000000000000000007')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: text.submit })).toBeDisabled()
    fireEvent.click(screen.getByLabelText(text.forfeit))
    fireEvent.click(screen.getByRole('button', { name: text.submit }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(bodies.map((b) => b.forfeit)).toEqual([false, true])
    await waitFor(() => expect(pb.authStore.token).toBe(''))
  })

  it.each([
    ['ESP', 'Tu contraseña', 'Entiendo que esto no se puede deshacer.', 'Eliminar mi cuenta', 'El servidor tuvo un problema y no guardó nada. Inténtalo de nuevo en unos minutos.', 'Reintentar'],
    ['ENG', 'Your password', 'I understand this cannot be undone.', 'Delete my account', 'The server had a problem and saved nothing. Try again in a few minutes.', 'Retry'],
  ] as const)('says what failed in the reader’s language (never the server’s words), stays, and retries (%s)', async (lang, password, understood, submit, failed, retry) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    let calls = 0
    server.use(
      http.post(api('mi/delete-account'), () => {
        calls++
        return calls === 1 ? pbError(500) : HttpResponse.json({ deleted: true, mailed: true, ticketsKept: 0, ticketsReleased: 0, forfeited: 0, banKept: false })
      }),
    )
    const { router } = renderProfile(lang)
    fireEvent.change(await screen.findByLabelText(password, undefined, { timeout: 5000 }), { target: { value: 'Password123' } })
    fireEvent.click(screen.getByLabelText(understood))
    fireEvent.click(screen.getByRole('button', { name: submit }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(failed)
    expect(alert).not.toHaveTextContent(/Failed|Something went wrong/)
    expect(router.state.location.pathname).toBe('/profile-under-test')
    fireEvent.click(screen.getByRole('button', { name: retry }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(calls).toBe(2)
  })
})

import { describe, expect, it } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { pb } from '@/api/pocketbase'
import { LoginForm } from '@/features/auth/components/login-form'
import { RegisterForm } from '@/features/auth/components/register-form'
import { RecoverForm } from '@/features/auth/components/recover-form'
import { AUTO_SUBMIT_MS, MailVerification } from '@/features/auth/components/mail-verification'
import { EmailChangeForm } from '@/features/auth/components/email-change-form'
import { ModeratorPasswordForm } from '@/features/auth/components/moderator-password-form'
import { PasswordResetForm } from '@/features/auth/components/password-reset-form'
import { SessionSync } from '@/features/auth/components/session-sync'
import { setLanguage, type Lang } from '@/stores/preferences-slice'
import { loadDictionary } from '@/i18n/use-t'
import { server } from './support/server'
import { renderWithApp } from './support/render'
import { api, fakeToken, pageRoutes, pbError, user as sessionUser } from './profile-fixtures'

const NAV_WAIT = { timeout: 3000 }
const validToken = () => fakeToken(Math.floor(Date.now() / 1000) + 3600)
const authRecord = { id: 'u1234567890abcd', collectionId: '_pb_users_auth_', collectionName: 'users', email: 'fox@example.com', username: 'foxy', verified: false, avatar: '' }

function renderPage(path: string, page: React.ReactElement, lang: Lang = 'ESP', url = path) {
  return renderWithApp(<></>, { routes: pageRoutes(path, page), url, preferences: { lang } })
}

describe('register', () => {
  const texts = {
    ESP: {
      email: 'Correo electrónico',
      password: 'Contraseña',
      submit: 'Crear cuenta',
      badEmail: 'Ingresa un correo electrónico válido.',
      badPassword: 'La contraseña debe tener al menos 8 caracteres, incluyendo una letra y un número.',
    },
    ENG: {
      email: 'E-mail',
      password: 'Password',
      submit: 'Sign up',
      badEmail: 'Please enter a valid email address.',
      badPassword: 'Password must contain at least 8 characters, including one letter and one number.',
    },
  } as const

  it.each(['ESP', 'ENG'] as const)('re-validates on every change and enables submit only when both rules pass (%s)', async (lang) => {
    const tx = texts[lang]
    const { user } = renderPage('/register', <RegisterForm />, lang)
    const submit = await screen.findByRole('button', { name: tx.submit })
    expect(submit).toBeDisabled()

    await user.type(screen.getByLabelText(tx.email), 'fox@')
    expect(await screen.findByText(tx.badEmail)).toBeInTheDocument()
    await user.type(screen.getByLabelText(tx.email), 'example.com')
    await waitFor(() => expect(screen.queryByText(tx.badEmail)).not.toBeInTheDocument())

    await user.type(screen.getByLabelText(tx.password), 'abcdefgh')
    expect(await screen.findByText(tx.badPassword)).toBeInTheDocument()
    expect(submit).toBeDisabled()
    await user.clear(screen.getByLabelText(tx.password))
    await user.type(screen.getByLabelText(tx.password), '1234567')
    expect(await screen.findByText(tx.badPassword)).toBeInTheDocument()
    await user.type(screen.getByLabelText(tx.password), 'a')
    await waitFor(() => expect(submit).toBeEnabled())
    expect(screen.queryByText(tx.badPassword)).not.toBeInTheDocument()

    // Emptying the e-mail is not an error message, but there is nothing to submit.
    await user.clear(screen.getByLabelText(tx.email))
    await waitFor(() => expect(submit).toBeDisabled())
    expect(screen.queryByText(tx.badEmail)).not.toBeInTheDocument()
  })

  it('creates the account with the password twice and an empty name, logs in, asks for the mail and opens /profile', async () => {
    const calls: { path: string; body: unknown }[] = []
    server.use(
      http.post(api('collections/users/records'), async ({ request }) => {
        calls.push({ path: 'create', body: await request.json() })
        return HttpResponse.json(authRecord)
      }),
      http.post(api('collections/users/auth-with-password'), async ({ request }) => {
        calls.push({ path: 'login', body: await request.json() })
        return HttpResponse.json({ token: validToken(), record: authRecord })
      }),
      http.post(api('collections/users/request-verification'), async ({ request }) => {
        calls.push({ path: 'verification', body: await request.json() })
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const { user, router } = renderPage('/register', <RegisterForm />)
    await user.type(await screen.findByLabelText('Correo electrónico'), 'Fox@Example.COM')
    await user.type(screen.getByLabelText('Contraseña'), 'Password123')
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }))

    expect(await screen.findByText('¡Cuenta creada! Te enviamos un correo para verificarla.')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'), NAV_WAIT)
    expect(calls).toEqual([
      { path: 'create', body: { email: 'fox@example.com', password: 'Password123', passwordConfirm: 'Password123', name: '' } },
      { path: 'login', body: { identity: 'fox@example.com', password: 'Password123' } },
      { path: 'verification', body: { email: 'fox@example.com' } },
    ])
    expect(pb.authStore.record?.id).toBe(authRecord.id)
  })

  it('shows the server field error on the e-mail field in the chosen language', async () => {
    server.use(
      http.post(api('collections/users/records'), () =>
        pbError(400, { email: { code: 'validation_not_unique', message: 'Value must be unique.' } }),
      ),
    )
    const { user, router } = renderPage('/register', <RegisterForm />, 'ENG')
    await user.type(await screen.findByLabelText('E-mail'), 'taken@example.com')
    await user.type(screen.getByLabelText('Password'), 'Password123')
    await user.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(await screen.findByText('An account with this e-mail already exists.')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/register')
  })
})

describe('login', () => {
  it.each([
    ['ESP', 'Usuario o correo', 'Ingresar', 'Error, verifique su correo y contraseña'],
    ['ENG', 'Username or e-mail', 'Log in', 'Error, check your email and password'],
  ] as const)('shows the SPEC failure message (%s)', async (lang, identity, submit, failure) => {
    server.use(http.post(api('collections/users/auth-with-password'), () => pbError(400)))
    const { user, router } = renderPage('/login', <LoginForm />, lang)
    await user.type(await screen.findByLabelText(identity), 'fox@example.com')
    await user.type(screen.getByLabelText(lang === 'ESP' ? 'Contraseña' : 'Password'), 'wrong-pass1')
    await user.click(screen.getByRole('button', { name: submit }))
    expect(await screen.findByText(failure)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
  })

  it('when the session part of the app fails to download, says "unexpected error" (not wrong credentials) and sends no login', async () => {
    let logins = 0
    server.use(
      http.post(api('collections/users/auth-with-password'), () => {
        logins++
        return HttpResponse.json({ token: validToken(), record: authRecord })
      }),
    )
    const failedDownload = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
    const { user, router } = renderPage('/login', <LoginForm beforeLogin={failedDownload} />)
    await user.type(await screen.findByLabelText('Usuario o correo'), 'fox@example.com')
    await user.type(screen.getByLabelText('Contraseña'), 'Password123')
    await user.click(screen.getByRole('button', { name: 'Ingresar' }))
    expect(await screen.findByText('¡Error inesperado de la aplicación!')).toBeInTheDocument()
    expect(screen.queryByText('Error, verifique su correo y contraseña')).not.toBeInTheDocument()
    expect(logins).toBe(0)
    expect(router.state.location.pathname).toBe('/login')
  })

  it('lowercases an e-mail, keeps a username as typed, toasts and opens /profile after 1 s', async () => {
    const identities: unknown[] = []
    server.use(
      http.post(api('collections/users/auth-with-password'), async ({ request }) => {
        identities.push(((await request.json()) as { identity: string }).identity)
        return HttpResponse.json({ token: validToken(), record: authRecord })
      }),
    )
    const { user, router } = renderPage('/login', <LoginForm />)
    expect(screen.getByRole('link', { name: '¿No tienes cuenta? Regístrate' })).toHaveAttribute('href', '/register')
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute('href', '/recover')
    await user.type(screen.getByLabelText('Usuario o correo'), ' Fox@Example.com ')
    await user.type(screen.getByLabelText('Contraseña'), 'Password123')
    await user.click(screen.getByRole('button', { name: 'Ingresar' }))
    expect(await screen.findByText('¡Hola de nuevo! Sesión iniciada.')).toBeInTheDocument()
    const clickedAt = Date.now()
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'), NAV_WAIT)
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(900)
    // The router state moves before React commits the page: wait until the first form is really gone.
    await waitFor(() => expect(screen.queryByLabelText('Usuario o correo')).not.toBeInTheDocument())

    await router.navigate('/login')
    await user.type(await screen.findByLabelText('Usuario o correo'), 'FoxyName')
    await user.type(screen.getByLabelText('Contraseña'), 'Password123')
    await user.click(screen.getByRole('button', { name: 'Ingresar' }))
    await waitFor(() => expect(identities).toEqual(['fox@example.com', 'FoxyName']))
  })
})

describe('recover', () => {
  it('sends the lowercased e-mail and goes home', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(api('collections/users/request-password-reset'), async ({ request }) => {
        bodies.push(await request.json())
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const { user, router } = renderPage('/recover', <RecoverForm />, 'ENG')
    await user.type(await screen.findByLabelText('E-mail'), 'Fox@Example.com')
    await user.click(screen.getByRole('button', { name: 'Send link' }))
    expect(await screen.findByText('If that e-mail has an account, we sent it a link to change the password.')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), NAV_WAIT)
    expect(bodies).toEqual([{ email: 'fox@example.com' }])
  })

  it.each([
    ['ENG', 'E-mail', 'Send link', 'Error, user not found'],
    ['ESP', 'Correo electrónico', 'Enviar enlace', 'Error, usuario no encontrado'],
  ] as const)('shows "user not found" when the request fails (%s)', async (lang, label, submit, failure) => {
    server.use(http.post(api('collections/users/request-password-reset'), () => pbError(400)))
    const { user, router } = renderPage('/recover', <RecoverForm />, lang)
    await user.type(await screen.findByLabelText(label), 'fox@example.com')
    await user.click(screen.getByRole('button', { name: submit }))
    expect(await screen.findByText(failure)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/recover')
  })
})

describe('mail verification', () => {
  it('submits the token by itself after 1 s and goes home', async () => {
    const tokens: unknown[] = []
    const sentAfterMs: number[] = []
    // Measured from before the page mounts, so the time the submission waited can only be over-counted.
    const mounted = performance.now()
    server.use(
      http.post(api('collections/users/confirm-verification'), async ({ request }) => {
        sentAfterMs.push(performance.now() - mounted)
        tokens.push(await request.json())
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const { router } = renderPage('/mailverification', <MailVerification />, 'ENG', '/mailverification?token=abc.def.ghi')
    expect(await screen.findByRole('button', { name: 'Verify my e-mail' })).toBeEnabled()
    expect(await screen.findByText('E-mail verified!', {}, NAV_WAIT)).toBeInTheDocument()
    expect(tokens).toEqual([{ token: 'abc.def.ghi' }])
    expect(sentAfterMs[0]).toBeGreaterThanOrEqual(AUTO_SUBMIT_MS)
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), NAV_WAIT)
  })

  it('lets the button submit at once, and reports a bad token', async () => {
    let calls = 0
    server.use(
      http.post(api('collections/users/confirm-verification'), () => {
        calls++
        return pbError(400, { token: { code: 'validation_invalid_token', message: 'Invalid token.' } })
      }),
    )
    const { user, router } = renderPage('/mailverification', <MailVerification />, 'ESP', '/mailverification?token=bad')
    await user.click(await screen.findByRole('button', { name: 'Verificar mi correo' }))
    expect(await screen.findByText('El enlace no es válido o ya expiró.')).toBeInTheDocument()
    expect(calls).toBe(1)
    expect(router.state.location.pathname).toBe('/mailverification')
  })

  it('without a token says so and cannot submit', async () => {
    renderPage('/mailverification', <MailVerification />, 'ENG')
    expect(await screen.findByText('This link has no verification code. Open the full link from your e-mail.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Verify my e-mail' })).toBeDisabled()
  })
})

describe('errors on screen follow the language toggle', () => {
  it('register: the e-mail and password errors switch to English at once, without another keystroke', async () => {
    const { user, store } = renderPage('/register', <RegisterForm />, 'ESP')
    await user.type(await screen.findByLabelText('Correo electrónico'), 'fox@')
    await user.type(screen.getByLabelText('Contraseña'), 'abcdefgh')
    expect(await screen.findByText('Ingresa un correo electrónico válido.')).toBeInTheDocument()
    expect(screen.getByText('La contraseña debe tener al menos 8 caracteres, incluyendo una letra y un número.')).toBeInTheDocument()
    await loadDictionary('ENG')
    act(() => {
      store.dispatch(setLanguage('ENG'))
    })
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument()
    expect(screen.getByText('Password must contain at least 8 characters, including one letter and one number.')).toBeInTheDocument()
    expect(screen.queryByText('Ingresa un correo electrónico válido.')).not.toBeInTheDocument()
  })
})

describe('login errors follow the language toggle', () => {
  it('the "required" errors of an empty login switch to English at once', async () => {
    const { user, store } = renderPage('/login', <LoginForm />, 'ESP')
    await user.click(await screen.findByRole('button', { name: 'Ingresar' }))
    await waitFor(() => expect(screen.getAllByText('Este campo es obligatorio.')).toHaveLength(2))
    await loadDictionary('ENG')
    act(() => {
      store.dispatch(setLanguage('ENG'))
    })
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(2))
    expect(screen.queryByText('Este campo es obligatorio.')).not.toBeInTheDocument()
  })
})

describe('mail verification after a failed link', () => {
  it('stops saying it is confirming and says the link failed', async () => {
    server.use(http.post(api('collections/users/confirm-verification'), () => pbError(400, { token: { code: 'validation_invalid_token', message: 'Invalid token.' } })))
    const { user } = renderPage('/mailverification', <MailVerification />, 'ESP', '/mailverification?token=bad')
    expect(await screen.findByText('Estamos confirmando tu correo…')).toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'Verificar mi correo' }))
    expect(
      await screen.findByText('No pudimos confirmar tu correo: el enlace no es válido o ya expiró. Pide un correo nuevo desde tu perfil.'),
    ).toBeInTheDocument()
    expect(screen.queryByText('Estamos confirmando tu correo…')).not.toBeInTheDocument()
  })
})

describe('password reset', () => {
  it.each([
    ['ESP', 'Nueva contraseña', 'Guardar contraseña', 'La contraseña debe tener al menos 8 caracteres, incluyendo una letra y un número.'],
    ['ENG', 'New password', 'Save password', 'Password must contain at least 8 characters, including one letter and one number.'],
  ] as const)('applies the register password rule (%s)', async (lang, label, submit, rule) => {
    const { user } = renderPage('/pswrdreset', <PasswordResetForm />, lang, '/pswrdreset?token=t0k')
    await user.type(await screen.findByLabelText(label), 'short1')
    expect(await screen.findByText(rule)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: submit })).toBeDisabled()
  })

  it('confirms with the token and the password twice, then goes home', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(api('collections/users/confirm-password-reset'), async ({ request }) => {
        bodies.push(await request.json())
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const { user, router } = renderPage('/pswrdreset', <PasswordResetForm />, 'ENG', '/pswrdreset?token=t0k')
    await user.type(await screen.findByLabelText('New password'), 'NewPassword9')
    await user.click(screen.getByRole('button', { name: 'Save password' }))
    expect(await screen.findByText('Password updated! You can log in now.')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), NAV_WAIT)
    expect(bodies).toEqual([{ token: 't0k', password: 'NewPassword9', passwordConfirm: 'NewPassword9' }])
  })
})

describe('/emailchange', () => {
  it.each([
    ['ESP', 'Contraseña actual', 'Confirmar el nuevo correo', '¡Correo cambiado! Inicia sesión con tu nuevo correo.'],
    ['ENG', 'Current password', 'Confirm the new e-mail', 'E-mail changed! Log in with your new e-mail.'],
  ] as const)('confirms with the mailed token and the current password, then goes to login (%s)', async (lang, label, submit, done) => {
    const bodies: unknown[] = []
    server.use(
      http.post(api('collections/users/confirm-email-change'), async ({ request }) => {
        bodies.push(await request.json())
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const { user, router } = renderPage('/emailchange', <EmailChangeForm />, lang, '/emailchange?token=t0k')
    await user.type(await screen.findByLabelText(label), 'Password123')
    await user.click(screen.getByRole('button', { name: submit }))
    expect(await screen.findByText(done)).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), NAV_WAIT)
    expect(bodies).toEqual([{ token: 't0k', password: 'Password123' }])
  })

  it('says a link without its code is incomplete and keeps the button off (ENG)', async () => {
    renderPage('/emailchange', <EmailChangeForm />, 'ENG', '/emailchange')
    expect(await screen.findByText('This link has no code. Open the whole link from your e-mail.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Confirm the new e-mail' })).toBeDisabled()
  })
})

describe('/adminclave (a moderator invitation)', () => {
  it.each([
    ['ESP', 'Nueva contraseña', 'Guardar mi contraseña', '¡Contraseña guardada! Ahora entra con tu correo y el código que te enviaremos.'],
    ['ENG', 'New password', 'Save my password', 'Password saved! Now sign in with your e-mail and the code we will send you.'],
  ] as const)('sets the moderator password with the mailed token, then goes to the moderators’ sign-in (%s)', async (lang, label, submit, done) => {
    const bodies: unknown[] = []
    server.use(
      http.post(api('collections/moderators/confirm-password-reset'), async ({ request }) => {
        bodies.push(await request.json())
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const { user, router } = renderPage('/adminclave', <ModeratorPasswordForm />, lang, '/adminclave?token=t0k')
    await user.type(await screen.findByLabelText(label), 'Moderadora2026')
    await user.click(screen.getByRole('button', { name: submit }))
    expect(await screen.findByText(done)).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/adminlogin'), NAV_WAIT)
    expect(bodies).toEqual([{ token: 't0k', password: 'Moderadora2026', passwordConfirm: 'Moderadora2026' }])
  })

  it('says an expired or used link cannot set the password, and stays on the page (ENG)', async () => {
    server.use(http.post(api('collections/moderators/confirm-password-reset'), () => pbError(400, { token: { code: 'validation_invalid_token', message: 'Invalid or expired token.' } })))
    const { user, router } = renderPage('/adminclave', <ModeratorPasswordForm />, 'ENG', '/adminclave?token=old')
    await user.type(await screen.findByLabelText('New password'), 'Moderadora2026')
    await user.click(screen.getByRole('button', { name: 'Save my password' }))
    expect(await screen.findByText('The link is not valid or has expired. Ask the organisers for a new invitation.')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/adminclave')
  })
})

describe('session sync', () => {
  it('logs out at start when the stored token has expired', async () => {
    pb.authStore.save(fakeToken(Math.floor(Date.now() / 1000) - 60), authRecord)
    const { store } = renderWithApp(<SessionSync />, { preferences: { user: sessionUser() } })
    await waitFor(() => expect(store.getState().preferences.user).toBeNull())
    expect(pb.authStore.token).toBe('')
  })

  it('refreshes a valid token at start and mirrors the refreshed account', async () => {
    pb.authStore.save(validToken(), authRecord)
    server.use(
      http.post(api('collections/users/auth-refresh'), () =>
        HttpResponse.json({ token: validToken(), record: { ...authRecord, verified: true, username: 'foxy2' } }),
      ),
    )
    const { store } = renderWithApp(<SessionSync />)
    await waitFor(() => expect(store.getState().preferences.user).toMatchObject({ id: authRecord.id, verified: true, username: 'foxy2' }))
  })

  it('keeps the session when the token check is rate limited (429): busy is not "logged out"', async () => {
    pb.authStore.save(validToken(), authRecord)
    let asked = false
    server.use(
      http.post(api('collections/users/auth-refresh'), () => {
        asked = true
        return pbError(429)
      }),
    )
    const { store } = renderWithApp(<SessionSync />, { preferences: { user: sessionUser() } })
    await waitFor(() => expect(asked).toBe(true))
    expect(pb.authStore.isValid).toBe(true)
    expect(store.getState().preferences.user?.email).toBe('fox@example.com')
  })

  it('clears the session when PocketBase rejects the token, and follows later logouts', async () => {
    pb.authStore.save(validToken(), authRecord)
    server.use(http.post(api('collections/users/auth-refresh'), () => pbError(401)))
    const { store } = renderWithApp(<SessionSync />, { preferences: { user: sessionUser() } })
    await waitFor(() => expect(store.getState().preferences.user).toBeNull())

    pb.authStore.save(validToken(), authRecord)
    await waitFor(() => expect(store.getState().preferences.user?.email).toBe('fox@example.com'))
    pb.authStore.clear()
    await waitFor(() => expect(store.getState().preferences.user).toBeNull())
  })
})

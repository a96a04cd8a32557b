import { describe, expect, it } from 'vitest'
import { act, screen } from '@testing-library/react'
import { LegalInfoForm } from '@/features/profile/components/legal-info-form'
import { RecoverForm } from '@/features/auth/components/recover-form'
import { refreshEditions } from '@/hooks/use-edition'
import { renderWithApp } from './support/render'
import { pageRoutes } from './profile-fixtures'

// Issue #39: what people paste keeps every character that counts and shows as it will be saved
// (src/domain/pasted-input.ts); the 30-character document limit applies after normalising.
describe('forms keep what is pasted', () => {
  it.each([
    ['ESP', 'Número de documento', 'Fecha de nacimiento'],
    ['ENG', 'Document number', 'Date of birth'],
  ] as const)('in %s a RUT copied with dots and a lower-case k, and an ISO birthday, show as they are saved', async (lang, numberLabel, birthdayLabel) => {
    await act(() => refreshEditions())
    const { user } = renderWithApp(<LegalInfoForm userId="user00000000001" record={null} />, { preferences: { lang } })
    const number = screen.getByLabelText(numberLabel)
    await user.click(number)
    await user.paste('7.654.321 - k')
    expect(number).toHaveValue('7654321-K')
    expect(number).not.toHaveAttribute('aria-invalid', 'true')
    const birthday = screen.getByLabelText(birthdayLabel)
    await user.click(birthday)
    await user.paste('1990-06-21')
    expect(birthday).toHaveValue('21-06-1990')
  })

  it('a document number pasted with 30 characters between dots and spaces keeps all 30', async () => {
    const { user } = renderWithApp(<LegalInfoForm userId="user00000000001" record={null} />, { preferences: { lang: 'ESP' } })
    const number = screen.getByLabelText('Número de documento')
    await user.click(number)
    await user.paste('A1B2C3D4E5 F6G7H8I9J0 K1L2M3N4O5'.split('').join('.').replace(/\. \./g, ' '))
    expect(number).toHaveValue('A1B2C3D4E5F6G7H8I9J0K1L2M3N4O5')
  })

  it('an address copied with its name around it is the address alone', async () => {
    const { user } = renderWithApp(<></>, { routes: pageRoutes('/recover', <RecoverForm />), url: '/recover', preferences: { lang: 'ESP' } })
    const email = await screen.findByLabelText('Correo electrónico')
    await user.click(email)
    await user.paste('Ana Pérez <Ana@Ejemplo.cl>')
    expect(email).toHaveValue('ana@ejemplo.cl')
  })
})

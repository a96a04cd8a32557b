import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ProfilePage } from '@/features/profile/components/profile-page'
import type { Lang } from '@/stores/preferences-slice'
import { server } from './support/server'
import { renderWithApp } from './support/render'
import { api, listHandler, pageRoutes, pbError, user } from './profile-fixtures'

const EXPORT = {
  generatedAt: '2026-11-22T19:00:00.000Z',
  account: { id: 'u1234567890abcd', email: 'fox@example.com', name: 'Ana' },
  personal: null,
  legal: { id: 'leg123456789012', numDocumento: '12.345.678-5', bdate: '1990-05-01 00:00:00.000Z' },
  health: { id: 'hea123456789012', CondicionMedica: 'Asma' },
  status: null,
  requests: [],
  tickets: [{ id: 'tic123456789012', orderID: 'Paw25a00000000000000000001', monto: 30000 }],
  badge: null,
  payments: [{ id: 'pag123456789012', amount: 30000, result: { status: 'AUTHORIZED' } }],
  corrections: [],
  audit: [],
  mails: [],
}

let saved: Blob[] = []
beforeEach(() => {
  saved = []
  // A stand-in URL class (jsdom has no object URLs); unstubGlobals puts the real one back after each test.
  vi.stubGlobal(
    'URL',
    class extends URL {
      static createObjectURL = (blob: Blob) => (saved.push(blob), 'blob:test')
      static revokeObjectURL = () => undefined
    },
  )
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

describe('my data on the profile', () => {
  it.each([
    ['ESP', 'Mis datos', 'Descargar mis datos (JSON)', 'Datos de salud', 'Condición médica', 'Número de documento', 'Orden de compra'],
    ['ENG', 'My data', 'Download my data (JSON)', 'Health data', 'Medical condition', 'Document number', 'Order id'],
  ] as const)('downloads everything as one JSON file with field names in the reader’s language (%s)', async (lang, title, button, healthSection, condition, document, order) => {
    server.use(http.get(api('mi/my-data'), () => HttpResponse.json(EXPORT)))
    renderProfile(lang)
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: button }))
    await waitFor(() => expect(saved).toHaveLength(1))
    const file = JSON.parse(await saved[0]!.text()) as Record<string, Record<string, unknown>>
    expect(file[healthSection]).toEqual({ [lang === 'ESP' ? 'Identificador' : 'Identifier']: 'hea123456789012', [condition]: 'Asma' })
    expect(JSON.stringify(file)).toContain(`"${document}":"12.345.678-5"`)
    expect(JSON.stringify(file)).toContain(`"${order}":"Paw25a00000000000000000001"`)
  })

  it.each([
    ['ESP', 'Descargar mis datos (JSON)', 'No pudimos preparar tus datos. Inténtalo de nuevo más tarde.'],
    ['ENG', 'Download my data (JSON)', "We couldn't prepare your data. Please try again later."],
  ] as const)('says so when the data cannot be prepared, and saves no file (%s)', async (lang, button, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    server.use(http.get(api('mi/my-data'), () => pbError(503)))
    renderProfile(lang)
    fireEvent.click(await screen.findByRole('button', { name: button }))
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(saved).toHaveLength(0)
  })

  it.each([
    ['ESP', /solo tú los ves/, 'Tus datos de salud se borrarán automáticamente el 1 de octubre de 2025.'],
    ['ENG', /only you can see it/, 'Your health data will be erased automatically on October 1, 2025.'],
  ] as const)('shows what is kept, why, and the day health data is erased, in Chile’s calendar (%s)', async (lang, why, erase) => {
    renderProfile(lang)
    expect(await screen.findByText(why)).toBeInTheDocument()
    expect(await screen.findByText(erase)).toBeInTheDocument()
  })
})

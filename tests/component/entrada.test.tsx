import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { EntradaPage } from '@/features/payments/components/entrada-page'
import type { PublicTicket } from '@/features/payments/payments-api'
import { server } from './support/server'
import { renderWithApp } from './support/render'

const sponsor = { tipo: 'S1', nombreTipo: 'Sponsor preventa', nombreTipoIngles: 'Sponsor early bird' }
const mega = { tipo: 'MEGA', nombreTipo: 'MEGA', nombreTipoIngles: 'MEGA' }

function answer(ticket: PublicTicket) {
  server.use(http.get('*/.netlify/functions/entrada', () => HttpResponse.json(ticket)))
}

const renderEntrada = (lang: 'ESP' | 'ENG') =>
  renderWithApp(<EntradaPage />, { preferences: { lang }, url: '/entrada?id=abcdefghijklmno', routes: [{ path: '/entrada', element: <EntradaPage /> }] })

describe('/entrada', () => {
  // Every /entrada logs its QR code and a fake e-mail to the console (SPEC): the first test asserts it;
  // the others keep it out of the test output.
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('a ticket retired by an upgrade says which level replaced it and that the QR is void, in Spanish', async () => {
    answer({ estado: 'reemplazada', ...sponsor, reemplazadaPor: mega })
    renderEntrada('ESP')
    expect(await screen.findByText('Esta entrada fue reemplazada por una entrada MEGA: este código QR ya no es válido.')).toBeInTheDocument()
  })

  it('a ticket retired by an upgrade says which level replaced it, in English', async () => {
    answer({ estado: 'reemplazada', ...sponsor, reemplazadaPor: mega })
    renderEntrada('ENG')
    expect(await screen.findByText('This ticket was replaced by a MEGA ticket: this QR code is no longer valid.')).toBeInTheDocument()
  })

  it('a refunded ticket says so, in English', async () => {
    answer({ estado: 'reembolsada', ...sponsor, reemplazadaPor: null })
    renderEntrada('ENG')
    expect(await screen.findByText('This ticket was refunded: this QR code is no longer valid.')).toBeInTheDocument()
  })

  it('a refunded ticket, in Spanish', async () => {
    answer({ estado: 'reembolsada', ...sponsor, reemplazadaPor: null })
    renderEntrada('ESP')
    expect(await screen.findByText('Esta entrada fue reembolsada: este código QR ya no es válido.')).toBeInTheDocument()
  })

  it('a paid ticket shows its level and "Paid ticket"', async () => {
    answer({ estado: 'pagada', ...mega, reemplazadaPor: null })
    renderEntrada('ENG')
    expect(await screen.findByText('Paid ticket')).toBeInTheDocument()
  })

  it('shows the badge type and logs a QR code and a fake e-mail to the console, sending nothing', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const requests: string[] = []
    server.use(
      http.get('*/.netlify/functions/entrada', ({ request }) => {
        requests.push(`${request.method} ${new URL(request.url).search}`)
        return HttpResponse.json({ estado: 'pagada', tipo: 'S1', nombreTipo: 'Sponsor Preventa', nombreTipoIngles: 'Sponsor Early Bird' })
      }),
    )
    renderWithApp(<EntradaPage />, { preferences: { lang: 'ENG' }, url: '/entrada?id=tkt000000000001' })
    expect(await screen.findByText('Sponsor Early Bird')).toBeInTheDocument()
    await waitFor(() => expect(info).toHaveBeenCalledTimes(2))
    const [qr = '', mail = ''] = info.mock.calls.map((call) => String(call[0]))
    expect(qr).toContain(`QR: ${window.location.origin}/entrada?id=tkt000000000001`)
    // The QR drawn with block characters, many rows of it.
    expect(qr).toMatch(/[█▀▄]/)
    expect(qr.split('\n').length).toBeGreaterThan(20)
    expect(mail).toContain('Simulated e-mail (not sent)')
    expect(mail).toContain('Subject: Your Sponsor ticket')
    expect(mail).toContain('/entrada?id=tkt000000000001')
    expect(requests).toEqual(['GET ?id=tkt000000000001'])
  })
})

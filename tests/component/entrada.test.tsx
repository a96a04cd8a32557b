import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
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
})

import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { PayBlock } from '@/features/payments/components/pay-block'
import type { Lang, SessionUser } from '@/stores/preferences-slice'
import { server } from './support/server'
import { renderWithApp } from './support/render'
import { FakeEventSource, realtimeHandler } from './support/fake-event-source'
import { listHandler } from './profile-fixtures'

const buyer: SessionUser = { id: 'usr000000000001', email: 'fox@example.com', username: 'foxy', verified: true, avatar: '', collectionName: 'users' }
const granted = {
  id: 'tkt000000000001', collectionName: 'EntradasEntregadas', user: buyer.id, tipo: 'sssssssssssss01', nombre: 'Ana Pérez', token: '1',
  orderID: 'Paw25a00000000000000000042', monto: 90000, estado: 'creada', correoEnviado: 'si', correoEnviado2: 'no', created: '2025-05-01 15:00:00.000Z',
  // 21:30 UTC on 8 May 2025 is 17:30 in Santiago (UTC-4).
  pagarAntes: '2025-05-08 21:30:00.000Z', recordatorioEn: '', avisoVencidaEn: '',
  expand: { tipo: { id: 'sssssssssssss01', Tipo: 'S1', ValorCLP: 90000, Estado: 'disponible', Nombre: 'Sponsor Preventa', NombreIngles: 'Sponsor Early Bird' } },
}

const renderPayBlock = (lang: Lang) => {
  server.use(listHandler('EntradasEntregadas', [granted]))
  return renderWithApp(<PayBlock />, { preferences: { lang, user: buyer } })
}

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource)
  server.use(realtimeHandler)
})
describe('pay block: the payment deadline', () => {
  it('tells the buyer until when they can pay, in Chile time, and what happens after', async () => {
    renderPayBlock('ESP')
    const block = await screen.findByRole('region', { name: 'Paga tu entrada' })
    expect(within(block).getByTestId('pay-deadline')).toHaveTextContent(/^8 de mayo de 2025 a las 5:30\sp\.\sm\.$/)
    expect(block).toHaveTextContent('Si no pagas a tiempo, tu cupo vuelve a la venta')
  })

  it('in English too', async () => {
    renderPayBlock('ENG')
    const block = await screen.findByRole('region', { name: 'Pay your ticket' })
    expect(within(block).getByTestId('pay-deadline')).toHaveTextContent(/^May 8, 2025 at 5:30\sPM$/)
    expect(block).toHaveTextContent('your spot goes back on sale')
  })
})

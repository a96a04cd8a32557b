import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { PayBlock } from '@/features/payments/components/pay-block'
import type { Lang, SessionUser } from '@/stores/preferences-slice'
import { server } from './support/server'
import { renderWithApp } from './support/render'
import { FakeEventSource, realtimeHandler } from './support/fake-event-source'
import { listHandler } from './profile-fixtures'

const buyer: SessionUser = { id: 'usr000000000001', email: 'fox@example.com', username: 'foxy', verified: true, avatar: '', collectionName: 'users' }
const sponsor = { id: 'sssssssssssss01', Tipo: 'S1', ValorCLP: 90000, Estado: 'disponible', Nombre: 'Sponsor Preventa', NombreIngles: 'Sponsor Early Bird' }
const expired = {
  id: 'tkt000000000001', collectionName: 'EntradasEntregadas', user: buyer.id, tipo: sponsor.id, nombre: 'Ana Pérez', token: '1',
  orderID: 'Paw25a00000000000000000042', monto: 90000, estado: 'vencida', correoEnviado: 'si', correoEnviado2: 'no', created: '2025-05-01 15:00:00.000Z',
  // 21:30 UTC on 8 May 2025 is 17:30 in Santiago (UTC-4).
  pagarAntes: '2025-05-08 21:30:00.000Z', recordatorioEn: '', avisoVencidaEn: '2025-05-08 21:35:00.000Z',
  expand: { tipo: sponsor },
}

function renderPayBlock(lang: Lang, tickets: unknown[], typeState = 'disponible') {
  server.use(listHandler('EntradasEntregadas', tickets), listHandler('Entradas', [{ ...sponsor, Estado: typeState }]))
  return renderWithApp(<PayBlock />, { preferences: { lang, user: buyer } })
}

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource)
  server.use(realtimeHandler)
})

describe('/buy: a ticket that expired unpaid', () => {
  it('says it expired, when, and offers to request the type again while it is on sale', async () => {
    renderPayBlock('ESP', [expired])
    const notice = await screen.findByRole('region', { name: 'Tu entrada venció' })
    expect(notice).toHaveTextContent(
      /^Tu entrada vencióEl plazo para pagar tu entrada Sponsor \(Sponsor Preventa\) \(orden Paw25a00000000000000000042\) terminó el 8 de mayo de 2025 a las 5:30\sp\.\sm\. \(hora de Chile\) y su cupo volvió a la venta\./,
    )
    expect(notice).toHaveTextContent('Este tipo de entrada sigue a la venta: puedes volver a pedirla')
    expect(within(notice).getByRole('link', { name: 'Volver a pedirla' })).toHaveAttribute('href', '#catalogue-title')
    expect(screen.queryByRole('region', { name: 'Paga tu entrada' })).not.toBeInTheDocument()
  })

  it('in English, with the type sold out: says it is not on sale and points to the other tickets', async () => {
    renderPayBlock('ENG', [expired], 'agotada')
    const notice = await screen.findByRole('region', { name: 'Your ticket expired' })
    expect(notice).toHaveTextContent('The deadline to pay your Sponsor (Sponsor Early Bird) ticket (order Paw25a00000000000000000042) passed on May 8, 2025')
    expect(await within(notice).findByText('This ticket type is not on sale right now. Look at the other tickets or join the waitlist.')).toBeInTheDocument()
    expect(within(notice).getByRole('link', { name: 'See the tickets' })).toHaveAttribute('href', '#catalogue-title')
  })

  it('says nothing of an older expired ticket once a newer one was granted: the newer one is to pay', async () => {
    const granted = { ...expired, id: 'tkt000000000002', estado: 'creada', orderID: 'Paw25a00000000000000000050', created: '2025-05-10 15:00:00.000Z', pagarAntes: '2025-05-17 21:30:00.000Z' }
    renderPayBlock('ESP', [expired, granted])
    expect(await screen.findByRole('region', { name: 'Paga tu entrada' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Tu entrada venció' })).not.toBeInTheDocument()
  })
})

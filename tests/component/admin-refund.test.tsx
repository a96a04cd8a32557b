import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse, type JsonBodyType } from 'msw'
import type { ReactElement } from 'react'
import { ToastContainer } from 'react-toastify'
import { AdminLayout } from '@/features/moderation/components/admin-layout'
import { RemovePage } from '@/features/moderation/components/remove-page'
import type { Lang, SessionUser } from '@/stores/preferences-slice'
import { server } from './support/server'
import { renderWithApp } from './support/render'
import { FakeEventSource, realtimeHandler } from './support/fake-event-source'
import { listHandler } from './profile-fixtures'

const moderator: SessionUser = { id: 'mod000000000001', email: 'mod@example.com', username: '', verified: true, avatar: '', collectionName: 'moderators' }
const NOW = new Date('2025-06-20T15:00:00.000Z')

function renderRemove(lang: Lang = 'ESP') {
  const page: ReactElement = <RemovePage />
  const routes = [{ path: '/adminremove', element: <><AdminLayout title="x">{page}</AdminLayout><ToastContainer /></> }]
  return renderWithApp(<></>, { routes, url: '/adminremove', preferences: { lang, user: moderator } })
}

/** One paid ticket, paid on `pagadoEn`, of a type that is (or not) a waitlist type. */
function paidTicket(pagadoEn: string, listaEspera = false, refund?: { status: number; body: JsonBodyType }) {
  const calls: unknown[] = []
  server.use(
    listHandler('EntradasEntregadas', [
        { id: 'tkt000000000001', collectionName: 'EntradasEntregadas', user: 'usr000000000001', tipo: 'sssssssssssss01', nombre: 'Ana Pérez', token: 'a'.repeat(64), orderID: 'Paw25a00000000000000000042', monto: 90000, estado: 'pagada', pagadoEn, correoEnviado: 'si', correoEnviado2: 'si', created: '2025-06-01 15:00:00.000Z' },
      ]),
    listHandler('userCompleteLegal', [{ id: 'usr000000000001', email: 'fox@example.com' }]),
    listHandler('Entradas', [{ id: 'sssssssssssss01', Tipo: 'S1', ValorCLP: 90000, Estado: 'disponible', Nombre: 'Sponsor', NombreIngles: 'Sponsor', listaEspera }]),
    http.post('*/.netlify/functions/reembolsar', async ({ request }) => {
      calls.push(await request.json())
      return HttpResponse.json(refund?.body ?? { estado: 'reembolsada', mailed: true }, { status: refund?.status ?? 200 })
    }),
  )
  return calls
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  vi.stubGlobal('EventSource', FakeEventSource)
  server.use(realtimeHandler)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('/adminremove "Reembolsar"', () => {
  it('inside the window: refunds only after the confirm dialog, then says so', async () => {
    const calls = paidTicket('2025-06-12 18:00:00.000Z')
    const { user } = renderRemove()
    const row = await screen.findByTestId('issued-Paw25a00000000000000000042')
    await user.click(within(row).getByRole('button', { name: 'Reembolsar' }))
    const dialog = await screen.findByRole('dialog', { name: '¿Reembolsar esta entrada?' })
    expect(dialog).toHaveTextContent('Se devolverán $90.000 CLP por Webpay a la tarjeta de fox@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(calls).toEqual([])
    await user.click(within(row).getByRole('button', { name: 'Reembolsar' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, reembolsar' }))
    await waitFor(() => expect(calls).toEqual([{ EntradasEntregadasID: 'tkt000000000001' }]))
    expect(await screen.findByText('Entrada reembolsada. Se avisó por correo.')).toBeInTheDocument()
  })

  it('outside the window: the button is disabled and explains why, in Spanish and in English', async () => {
    paidTicket('2025-06-05 18:00:00.000Z')
    const es = renderRemove('ESP')
    const button = within(await screen.findByTestId('issued-Paw25a00000000000000000042')).getByRole('button', { name: 'Reembolsar' })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription('El plazo de retracto (10 días corridos desde el pago) terminó el 2025-06-15.')
    es.unmount()
    renderRemove('ENG')
    const en = within(await screen.findByTestId('issued-Paw25a00000000000000000042')).getByRole('button', { name: 'Refund' })
    expect(en).toHaveAccessibleDescription('The withdrawal period (10 calendar days after payment) ended on 2025-06-15.')
  })

  it('a waitlist ticket: disabled, "non-refundable"', async () => {
    paidTicket('2025-06-19 18:00:00.000Z', true)
    renderRemove('ENG')
    const button = within(await screen.findByTestId('issued-Paw25a00000000000000000042')).getByRole('button', { name: 'Refund' })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription('Waitlist tickets are non-refundable (rules).')
  })

  it('Webpay did not answer: the moderator is told the refund will complete automatically', async () => {
    paidTicket('2025-06-19 18:00:00.000Z', false, { status: 502, body: { error: 'x', details: { code: 'pending' } } })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { user } = renderRemove('ENG')
    await user.click(within(await screen.findByTestId('issued-Paw25a00000000000000000042')).getByRole('button', { name: 'Refund' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, refund' }))
    expect(await screen.findByText(/Webpay did not answer; the refund will be checked and completed automatically\./)).toBeInTheDocument()
  })
})

describe('/adminremove "Reembolsos sin terminar"', () => {
  it('shows each unfinished refund with its real state, in Spanish and English, and "Retry" asks Webpay again', async () => {
    const calls = paidTicket('2025-06-19 18:00:00.000Z')
    let refunds = [
      { ticket: 'tkt000000000001', orderID: 'Paw25a00000000000000000042', state: 'pending', since: '2025-06-20 14:30:00.000Z', answer: '' },
      { ticket: 'tkt000000000002', orderID: 'Paw25a00000000000000000043', state: 'failed', since: '2025-06-20 14:00:00.000Z', answer: 'Nullification period exceeded (284)' },
    ]
    server.use(http.get('*/api/mi/refund-states', () => HttpResponse.json({ refunds })))
    const es = renderRemove('ESP')
    const pending = await screen.findByTestId('unfinished-refund-tkt000000000001')
    expect(pending).toHaveTextContent('Orden Paw25a00000000000000000042 Esperando la respuesta de Webpay desde')
    expect(screen.getByTestId('unfinished-refund-tkt000000000002')).toHaveTextContent('Webpay no realizó el reembolso (respondió: Nullification period exceeded (284)). La entrada sigue pagada.')

    refunds = refunds.slice(1)
    await es.user.click(within(pending).getByRole('button', { name: 'Reintentar reembolso' }))
    await waitFor(() => expect(calls).toEqual([{ EntradasEntregadasID: 'tkt000000000001' }]))
    await waitFor(() => expect(screen.queryByTestId('unfinished-refund-tkt000000000001')).not.toBeInTheDocument())
    es.unmount()

    renderRemove('ENG')
    expect(await screen.findByTestId('unfinished-refund-tkt000000000002')).toHaveTextContent("Webpay did not perform the refund (it answered: Nullification period exceeded (284)). The ticket is still paid.")
    expect(screen.getByRole('heading', { name: 'Unfinished refunds' })).toBeInTheDocument()
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { EntradaPage } from '@/features/payments/components/entrada-page'
import { server } from './support/server'
import { renderWithApp } from './support/render'

afterEach(() => vi.restoreAllMocks())

describe('/entrada', () => {
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

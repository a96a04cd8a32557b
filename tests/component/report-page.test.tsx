import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ToastContainer } from 'react-toastify'
import ReportRoute from '@/app/routes/admin/report'
import type { ReportSummary } from '@/api/reports'
import type { Lang, SessionUser } from '@/stores/preferences-slice'
import { onSaleEdition, seededEdition, server } from './support/server'
import { renderWithApp } from './support/render'
import { api } from './profile-fixtures'

const moderator: SessionUser = { id: 'mod000000000001', email: 'mod@example.com', username: '', verified: true, avatar: '', collectionName: 'moderators' }
const summary: ReportSummary = {
  types: [
    { id: 'bbbbbbbbbbbbb01', tipo: 'B1', level: 'General', nombre: 'General Preventa', nombreIngles: 'General Early Bird', sold: 10, approvedUnpaid: 2, inQueue: 5, remaining: 40 },
    { id: 'mmmmmmmmmmmmm01', tipo: 'MEGA', level: 'MEGA', nombre: 'MEGA', nombreIngles: 'MEGA', sold: 1, approvedUnpaid: 0, inQueue: 1, remaining: null },
  ],
  revenue: 750000,
  // 03:00 UTC on the 29th is still the 28th in Santiago (UTC-4).
  requestsPerHour: [
    { hour: '2025-08-29 03', count: 2 },
    { hour: '2025-08-29 15', count: 5 },
  ],
  checkinsPerHour: [
    { hour: '2025-08-29 14', count: 7 },
    { hour: '2025-08-29 15', count: 3 },
  ],
  edicion: onSaleEdition.prefijoOrden,
  current: true,
}

/** The `edicion` each summary read asked for ('' when none). */
let asked: string[] = []

function renderReport(lang: Lang) {
  asked = []
  server.use(
    http.get(api('mi/report-summary'), ({ request }) => {
      const edicion = new URL(request.url).searchParams.get('edicion') ?? ''
      asked.push(edicion)
      // The 2025 edition: everything sold long ago, nothing left to count in the sale.
      return HttpResponse.json(edicion === seededEdition.prefijoOrden ? { ...summary, revenue: 120000, edicion, current: false } : summary)
    }),
    http.get(api('mi/accessibility-summary'), () => HttpResponse.json({ holders: 0, withNeeds: 0, needs: {} })),
  )
  return renderWithApp(<></>, { routes: [{ path: '/adminreport', element: <><ReportRoute /><ToastContainer /></> }], url: '/adminreport', preferences: { lang, user: moderator } })
}


describe('/adminreport', () => {
  it('shows sold, approved-unpaid, in queue and remaining per type, totals, revenue in CLP and the charts in Chile time', async () => {
    renderReport('ESP')
    expect(await screen.findByTestId('report-revenue')).toHaveTextContent('Recaudado: $750.000 CLP')
    const general = screen.getByTestId('report-B1')
    expect(within(general).getAllByRole('cell').map((c) => c.textContent)).toEqual(['10', '2', '5', '40'])
    expect(within(screen.getByTestId('report-MEGA')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', '0', '1', 'sin límite'])
    const requests = screen.getByRole('img', { name: 'Solicitudes por día' })
    expect(requests).toHaveAccessibleDescription('7 en total; máximo 5 (2025-08-29).')
    expect(screen.getByRole('img', { name: 'Ingresos por hora (hora de Chile)' })).toHaveAccessibleDescription('10 en total; máximo 7 (08-29 10h).')
    const table = screen.getByRole('table', { name: 'Solicitudes por día' })
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['2025-08-282', '2025-08-295'])
  })

  it.each([
    ['ESP', 'Edición', `${onSaleEdition.inicio.slice(0, 4)} · Segunda edición (${onSaleEdition.prefijoOrden}) · actual`, '2025 · Primera edición (Paw25a)', 'Recaudado: $120.000 CLP'],
    ['ENG', 'Edition', `${onSaleEdition.inicio.slice(0, 4)} · Second edition (${onSaleEdition.prefijoOrden}) · current`, '2025 · First edition (Paw25a)', 'Revenue: $120.000 CLP'],
  ] as const)('in %s shows the current edition’s figures first, and another edition’s once it is chosen', async (lang, label, currentOption, pastOption, pastRevenue) => {
    const { user } = renderReport(lang)
    const select = await screen.findByRole('combobox', { name: label })
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([currentOption, pastOption])
    expect(select).toHaveDisplayValue(currentOption)
    await screen.findByTestId('report-revenue')
    // The first read asks for the current edition ('': the server's), once.
    expect(asked).toEqual([''])
    const columns = () => within(screen.getByRole('table', { name: lang === 'ESP' ? 'Por tipo de entrada' : 'Per ticket type' })).getAllByRole('columnheader').length
    expect(columns()).toBe(5)
    await user.selectOptions(select, pastOption)
    await vi.waitFor(() => expect(screen.getByTestId('report-revenue')).toHaveTextContent(pastRevenue))
    expect(asked).toEqual(['', seededEdition.prefijoOrden])
    // Stock is the sale's: a past edition has no "remaining" column (not "no limit" for every level).
    expect(columns()).toBe(4)
  })

  it('downloads a CSV through the moderator route and saves it under the server file name (English)', async () => {
    const saved: string[] = []
    vi.stubGlobal(
      'URL',
      class extends URL {
        static createObjectURL = () => 'blob:report'
        static revokeObjectURL = () => undefined
      },
    )
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    const requests: string[] = []
    server.use(
      http.get(api('mi/report/puerta'), ({ request }) => {
        requests.push(`${request.headers.get('authorization') ?? ''} ${new URL(request.url).searchParams.get('edicion') ?? ''}`)
        return new HttpResponse('\uFEFFOrden;Nombre\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="lista-de-puerta.csv"' } })
      }),
    )
    const { user } = renderReport('ENG')
    await user.click(await screen.findByRole('button', { name: 'Door list' }))
    expect(await screen.findByText('Downloaded: lista-de-puerta.csv')).toBeInTheDocument()
    expect(saved).toEqual(['lista-de-puerta.csv'])
    // The current edition's list, for the moderator's session.
    expect(requests).toEqual([expect.stringMatching(new RegExp(` ${onSaleEdition.prefijoOrden}$`))])
  })
})

import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import AuditRoute from '@/app/routes/admin/audit'
import type { Lang, SessionUser } from '@/stores/preferences-slice'
import { server } from './support/server'
import { renderWithApp } from './support/render'
import { api } from './profile-fixtures'

const moderator: SessionUser = { id: 'mod000000000001', email: 'mod@example.com', username: '', verified: true, avatar: '', collectionName: 'moderators' }

const answer = (page: number, hasMore: boolean) => ({
  page,
  hasMore,
  actors: [{ value: 'mod000000000001', label: 'mod@example.com' }, { value: 'mod000000000002', label: 'otro@example.com' }],
  actions: ['expire', 'stock-set', 'updateuserlegal'],
  items: [
    { id: `aud00000000000${page}`, created: '2025-08-29 14:42:00.000Z', actor: 'mod000000000001', actorEmail: 'mod@example.com', action: 'stock-set', collection: 'EntradasQuedan', target: 'stock0000000001', before: { CantidadQuedan: 30 }, after: { CantidadQuedan: 77 } },
    { id: 'aud000000000009', created: '2025-08-29 13:00:00.000Z', actor: 'mod000000000001', actorEmail: 'mod@example.com', action: 'updateuserlegal', collection: 'userLegalInfoPaws', target: 'legal0000000001', before: { numDocumento: '•••', nombreEnDocumento: 'Ana Perez' }, after: { numDocumento: '•••', nombreEnDocumento: 'Ana Pérez' } },
    { id: 'aud000000000010', created: '2025-08-29 12:00:00.000Z', actor: '', actorEmail: '', action: 'expire', collection: 'EntradasEntregadas', target: 'tkt000000000001', before: { estado: 'creada' }, after: { estado: 'vencida', stockReturned: true } },
  ],
})

function renderAudit(lang: Lang, queries: URLSearchParams[]) {
  server.use(
    http.get(api('mi/audit'), ({ request }) => {
      const query = new URL(request.url).searchParams
      queries.push(query)
      const page = Number(query.get('page') ?? '1')
      return HttpResponse.json(answer(page, page === 1))
    }),
  )
  return renderWithApp(<></>, { routes: [{ path: '/adminaudit', element: <AuditRoute /> }], url: '/adminaudit', preferences: { lang, user: moderator } })
}

describe('/adminaudit', () => {
  it('shows who, what, which record and only the fields that changed; masked values stay masked', async () => {
    renderAudit('ESP', [])
    const row = await screen.findByTestId('audit-aud000000000001')
    expect(row).toHaveTextContent('mod@example.com')
    expect(row).toHaveTextContent('stock-set')
    expect(row).toHaveTextContent('EntradasQuedan · stock0000000001')
    expect(within(row).getByRole('listitem')).toHaveTextContent('CantidadQuedan: 30 → 77')
    const legal = screen.getByTestId('audit-aud000000000009')
    expect(within(legal).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['nombreEnDocumento: Ana Perez → Ana Pérez'])
    expect(screen.getByTestId('audit-aud000000000010')).toHaveTextContent('Sistema')
  })

  it('filters by moderator, action and Chile days, and pages (English)', async () => {
    const queries: URLSearchParams[] = []
    const { user } = renderAudit('ENG', queries)
    await screen.findByTestId('audit-aud000000000001')
    await user.selectOptions(screen.getByLabelText('Moderator'), 'otro@example.com')
    await user.selectOptions(screen.getByLabelText('Action'), 'expire')
    await user.type(screen.getByLabelText('From (day)'), '2025-08-29')
    await user.type(screen.getByLabelText('To (day)'), '2025-08-29')
    await user.click(screen.getByRole('button', { name: 'Filter' }))
    await waitFor(() => expect(queries).toHaveLength(2))
    // 29 August in Santiago (UTC-4) runs from 04:00 UTC that day to 04:00 UTC the next.
    expect(Object.fromEntries(queries[1] ?? [])).toEqual({ actor: 'mod000000000002', action: 'expire', from: '2025-08-29T04:00:00.000Z', to: '2025-08-30T04:00:00.000Z', page: '1' })
    await user.click(screen.getByRole('button', { name: 'Older' }))
    expect(await screen.findByTestId('audit-aud000000000002')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled()
  })
})

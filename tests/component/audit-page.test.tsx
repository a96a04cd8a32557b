import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import AuditRoute from '@/app/routes/admin/audit'
import type { AuditPage } from '@/api/audit-log'
import type { Lang, SessionUser } from '@/stores/preferences-slice'
import { server } from './support/server'
import { renderWithApp } from './support/render'
import { api } from './profile-fixtures'

const moderator: SessionUser = { id: 'mod000000000001', email: 'mod@example.com', username: '', verified: true, avatar: '', collectionName: 'moderators' }
const mara = { name: 'Mara Moderadora', email: 'mod@example.com', deleted: false }
const rocio = { name: 'Rocío Baneada', email: 'rocio@example.com', deleted: false }
const gone = { name: '', email: '', deleted: true }

const answer = (page: number, hasMore: boolean): AuditPage => ({
  page,
  hasMore,
  actors: [{ value: 'mod000000000001', label: 'Mara Moderadora (mod@example.com)' }, { value: 'mod000000000002', label: 'Otro (otro@example.com)' }],
  actions: ['expire', 'stock-set', 'update'],
  items: [
    { id: `aud00000000000${page}`, created: '2025-08-29 14:42:00.000Z', action: 'update', collection: 'userStatusPaws', actor: mara, subject: rocio, record: '', changes: [{ field: 'state', before: 0, after: 3 }] },
    {
      id: 'aud000000000009',
      created: '2025-08-29 13:00:00.000Z',
      action: 'updateuserlegal',
      collection: 'userLegalInfoPaws',
      actor: mara,
      subject: gone,
      record: '',
      changes: [
        { field: 'numDocumento', hidden: true },
        { field: 'nombreEnDocumento', before: 'Ana Perez', after: 'Ana Pérez' },
      ],
    },
    {
      id: 'aud000000000010',
      created: '2025-08-29 12:00:00.000Z',
      action: 'expire',
      collection: 'EntradasEntregadas',
      actor: null,
      subject: rocio,
      record: 'Paw25a00000000000000000042',
      changes: [
        { field: 'estado', before: 'creada', after: 'vencida' },
        { field: 'pagarAntes', before: '2025-08-29 11:59:00.000Z' },
        { field: 'stockReturned', after: true },
      ],
    },
    { id: 'aud000000000011', created: '2025-08-29 11:00:00.000Z', action: 'stock-set', collection: 'EntradasQuedan', actor: gone, subject: null, record: 'Sponsor', changes: [{ field: 'CantidadQuedan', before: 30, after: 77 }] },
    { id: 'aud000000000012', created: '2025-08-29 10:00:00.000Z', action: 'sendmailpagar', collection: 'EntradasEntregadas', actor: mara, subject: rocio, record: '', changes: [{ field: 'correoEnviado', before: 'no', after: 'si' }, { field: 'monto', after: 150000 }] },
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

const changesOf = (id: string) => within(screen.getByTestId(id)).getAllByRole('listitem').map((li) => li.textContent)

describe('/adminaudit', () => {
  it('in Spanish: a ban reads as who warned whom, with the warnings before and after, never ids or JSON', async () => {
    renderAudit('ESP', [])
    const ban = await screen.findByTestId('audit-aud000000000001')
    expect(ban).toHaveTextContent('Mara Moderadora (mod@example.com)')
    expect(ban).toHaveTextContent('Modificó: advertencias de la cuenta')
    expect(ban).toHaveTextContent('Rocío Baneada (rocio@example.com)')
    expect(changesOf('audit-aud000000000001')).toEqual(['Advertencias: 0 → 3'])
    expect(screen.getByRole('table')).not.toHaveTextContent(/[{}]|userStatusPaws|mod000000000001/)
  })

  it('in Spanish: hidden fields say only that they changed; deleted accounts, the system, times in Chile and money in words', async () => {
    renderAudit('ESP', [])
    await screen.findByTestId('audit-aud000000000009')
    expect(changesOf('audit-aud000000000009')).toEqual(['Número de documento: cambió (no se muestra)', 'Nombre legal: Ana Perez → Ana Pérez'])
    expect(screen.getByTestId('audit-aud000000000009')).toHaveTextContent('Cuenta eliminada')
    const expiry = screen.getByTestId('audit-aud000000000010')
    expect(expiry).toHaveTextContent('Sistema')
    expect(expiry).toHaveTextContent('Venció el plazo de pago')
    expect(expiry).toHaveTextContent('Rocío Baneada (rocio@example.com) · Paw25a00000000000000000042')
    // 11:59 UTC on 29 August is 07:59 in Santiago (UTC−4).
    expect(changesOf('audit-aud000000000010')).toEqual(['Estado: creada → vencida', expect.stringMatching(/^Pagar antes de: 29-08-(20)?25,? 7:59\D* → \(eliminado\)$/), 'Cupo devuelto a la venta: sí'])
    expect(screen.getByTestId('audit-aud000000000011')).toHaveTextContent('Cuenta eliminada')
    expect(screen.getByTestId('audit-aud000000000011')).toHaveTextContent('Fijó las entradas disponibles')
    expect(changesOf('audit-aud000000000012')).toEqual(['Correo de pago enviado: no → sí', 'Monto: $150.000'])
  })

  it('in English: actions, field labels, stored states and deleted accounts are translated', async () => {
    renderAudit('ENG', [])
    const ban = await screen.findByTestId('audit-aud000000000001')
    expect(ban).toHaveTextContent('Changed: account warnings')
    expect(changesOf('audit-aud000000000001')).toEqual(['Warnings: 0 → 3'])
    expect(changesOf('audit-aud000000000009')).toEqual(['Document number: changed (not shown)', 'Legal name: Ana Perez → Ana Pérez'])
    expect(screen.getByTestId('audit-aud000000000009')).toHaveTextContent('Deleted account')
    expect(screen.getByTestId('audit-aud000000000010')).toHaveTextContent('Payment deadline passed')
    expect(changesOf('audit-aud000000000011')).toEqual(['Available: 30 → 77'])
    expect(changesOf('audit-aud000000000010')[0]).toBe('State: created → expired')
    expect(changesOf('audit-aud000000000012')).toEqual(['Payment mail sent: no → yes', 'Amount: $150.000'])
    expect(screen.getByRole('option', { name: 'Set the tickets available' })).toBeInTheDocument()
  })

  it('filters by moderator, action, person and Chile days, and pages (English)', async () => {
    const queries: URLSearchParams[] = []
    const { user } = renderAudit('ENG', queries)
    await screen.findByTestId('audit-aud000000000001')
    await user.selectOptions(screen.getByLabelText('Moderator'), 'Otro (otro@example.com)')
    await user.selectOptions(screen.getByLabelText('Action'), 'Payment deadline passed')
    await user.type(screen.getByLabelText('Person (name, username or e-mail)'), ' rocío ')
    await user.type(screen.getByLabelText('From (day)'), '2025-08-29')
    await user.type(screen.getByLabelText('To (day)'), '2025-08-29')
    await user.click(screen.getByRole('button', { name: 'Filter' }))
    await waitFor(() => expect(queries).toHaveLength(2))
    // 29 August in Santiago (UTC-4) runs from 04:00 UTC that day to 04:00 UTC the next.
    expect(Object.fromEntries(queries[1] ?? [])).toEqual({ actor: 'mod000000000002', action: 'expire', person: 'rocío', from: '2025-08-29T04:00:00.000Z', to: '2025-08-30T04:00:00.000Z', page: '1' })
    await user.click(screen.getByRole('button', { name: 'Older' }))
    expect(await screen.findByTestId('audit-aud000000000002')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled()
  })
})

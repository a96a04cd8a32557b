import { useState } from 'react'
import { CORRECTABLE_FIELDS, type CorrectableField } from '@/api/legal-corrections'
import { QueryState } from '@/components/ui/query-state'
import { useStaffT } from '@/i18n/use-t'
import { ActionRefused, useAction } from '../hooks/use-action'
import { useKeepPageInRange, useListSearch } from '../hooks/use-list-search'
import { useLegalCorrectionsQuery, useResolveCorrectionMutation, type CorrectionRow as Row } from '../moderation-queries'
import { AdminTable, Pager, ResultCount } from './list-controls'

/**
 * /admincorrections: open requests to correct locked legal data, oldest first, a page at a time; the
 * fix goes through updateuserlegal.
 */
export function LegalCorrectionsTable() {
  const t = useStaffT()
  const tc = t.correctionsAdmin
  // Pages only: a request carries no name or e-mail of its own to search.
  const { request, goTo } = useListSearch()
  const query = useLegalCorrectionsQuery(request)
  const page = query.data
  const rows = page?.rows ?? []
  useKeepPageInRange(page, goTo)
  const { busy, run } = useAction()
  const [resolve] = useResolveCorrectionMutation()
  const [field, setField] = useState<Record<string, CorrectableField>>({})
  const [value, setValue] = useState<Record<string, string>>({})

  const apply = (row: Row) =>
    run(row.request.id, async () => {
      const legalId = row.person?.userLegalInfoPawsID
      if (!legalId) throw new ActionRefused(tc.noLegal)
      const answer = await resolve({ legalId, correctionId: row.request.id, field: field[row.request.id] ?? 'nombreEnDocumento', value: (value[row.request.id] ?? '').trim() }).unwrap()
      return answer.mailed ? tc.done : tc.doneNoMail
    })

  return (
    <>
      <ResultCount info={page} loading={query.currentData === undefined && query.isFetching} />
      <QueryState
        query={{ ...query, hasData: query.data !== undefined }}
        empty={rows.length === 0}
        texts={{ loading: t.moderation.loading, loadError: t.moderation.loadError, empty: tc.empty }}
      >
        <AdminTable caption={tc.caption} columns={[tc.who, tc.asked, tc.reason, tc.field]}>
          {rows.map((row) => {
            const id = row.request.id
            return (
              <tr key={id}>
                <td>
                  <div>{row.person?.email ?? ''}</div>
                  <div>{row.person?.nombreEnDocumento || tc.noLegal}</div>
                </td>
                <td>{row.request.created.slice(0, 10)}</td>
                <td>{row.request.motivo}</td>
                <td>
                  <form
                    onSubmit={(e) => {
                      e.preventDefault()
                      void apply(row)
                    }}
                >
                    <label>
                      {tc.field}
                      <select value={field[id] ?? 'nombreEnDocumento'} onChange={(e) => setField((all) => ({ ...all, [id]: e.target.value as CorrectableField }))}>
                        {CORRECTABLE_FIELDS.map((name) => (
                          <option key={name} value={name}>
                            {tc.fields[name]}
                          </option>
                        ))}
                      </select>
                    </label>
                    <label>
                      {tc.value}
                      <input value={value[id] ?? ''} maxLength={100} onChange={(e) => setValue((all) => ({ ...all, [id]: e.target.value }))} />
                    </label>
                    <button type="submit" className="btn btn--small" disabled={busy !== null || !(value[id] ?? '').trim()}>
                      {tc.apply}
                    </button>
                  </form>
                </td>
              </tr>
            )
          })}
        </AdminTable>
        {page ? <Pager info={page} onPage={goTo} /> : null}
      </QueryState>
    </>
  )
}

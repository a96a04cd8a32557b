import { useState } from 'react'
import { adminViewsApi } from '@/api/admin-views'
import { CORRECTABLE_FIELDS, legalCorrectionsApi, type CorrectableField, type LegalCorrectionRecord } from '@/api/legal-corrections'
import { useT } from '@/i18n/use-t'
import type { UserCompleteLegalView } from '@/types/pocketbase'
import { useAction } from '../hooks/use-action'
import { useLoader } from '../hooks/use-loader'

interface Row {
  request: LegalCorrectionRecord
  person: UserCompleteLegalView | null
}

async function loadRows(): Promise<Row[]> {
  const requests = await legalCorrectionsApi.pending()
  const people = requests.length === 0 ? [] : await adminViewsApi.usersByIds(requests.map((r) => r.user))
  return requests.map((request) => ({ request, person: people.find((p) => p.id === request.user) ?? null }))
}

/** /admincorrections: open requests to correct locked legal data; the fix goes through updateuserlegal. */
export function LegalCorrectionsTable() {
  const t = useT()
  const tc = t.corrections.admin
  const { data: rows, state, reload } = useLoader(loadRows, [] as Row[])
  const { busy, run } = useAction()
  const [field, setField] = useState<Record<string, CorrectableField>>({})
  const [value, setValue] = useState<Record<string, string>>({})

  const apply = (row: Row) =>
    run(row.request.id, async () => {
      const legalId = row.person?.userLegalInfoPawsID
      if (!legalId) throw new Error(tc.noLegal)
      const answer = await legalCorrectionsApi.resolve(legalId, row.request.id, field[row.request.id] ?? 'nombreEnDocumento', (value[row.request.id] ?? '').trim())
      await reload()
      return answer.mailed ? tc.done : tc.doneNoMail
    })

  if (state === 'loading') return <p role="status">{t.moderation.loading}</p>
  if (state === 'error') return <p role="alert">{t.moderation.loadError}</p>
  if (rows.length === 0) return <p>{tc.empty}</p>
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption>{tc.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{tc.who}</th>
            <th scope="col">{tc.asked}</th>
            <th scope="col">{tc.reason}</th>
            <th scope="col">{tc.field}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const id = row.request.id
            return (
              <tr key={id}>
                <td>
                  <div>{row.person?.email ?? ''}</div>
                  <div>{row.person?.nombreEnDocumento ?? tc.noLegal}</div>
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
        </tbody>
      </table>
    </div>
  )
}

import { useId, useState, type FormEvent } from 'react'
import type { AuditQuery } from '@/api/audit-log'
import { DayInput } from '@/components/ui/day-field'
import { dayOfText } from '@/components/ui/day-text'
import { QueryState } from '@/components/ui/query-state'
import { useStaffT } from '@/i18n/use-t'
import { actionLine, changeLine, chileDayStart, nextDay, personLine } from '../audit-format'
import { formatDateTime } from '../format'
import { useAuditPageQuery } from '../moderation-queries'

interface Filters {
  actor: string
  action: string
  person: string
  from: string
  to: string
}

/** A typed day filter as YYYY-MM-DD; '' when empty or not a day (then it filters nothing, and the field says so). */
const filterDay = (text: string) => {
  const day = dayOfText(text)
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : ''
}
const badDay = (text: string) => text.trim() !== '' && filterDay(text) === ''

const toQuery = (filters: Filters, page: number): AuditQuery => ({
  actor: filters.actor,
  action: filters.action,
  person: filters.person.trim(),
  from: filterDay(filters.from) ? chileDayStart(filterDay(filters.from)) : '',
  to: filterDay(filters.to) ? chileDayStart(nextDay(filterDay(filters.to))) : '',
  page,
})

/** /adminaudit: the audit log, newest first, 50 a page, filtered by moderator, action, person and days (Chile). */
export function AuditPage() {
  const dictionary = useStaffT()
  const t = dictionary.audit
  const locale = dictionary.moderation.intlLocale
  const ids = { actor: useId(), action: useId(), person: useId(), from: useId(), to: useId() }
  const [draft, setDraft] = useState<Filters>({ actor: '', action: '', person: '', from: '', to: '' })
  const [applied, setApplied] = useState<{ filters: Filters; page: number }>({ filters: draft, page: 1 })

  const query = useAuditPageQuery(toQuery(applied.filters, applied.page))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setApplied({ filters: draft, page: 1 })
  }
  const set = (key: keyof Filters) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: event.target.value }))
  const answer = query.data ?? null

  return (
    <div className="admin-audit">
      <p>{t.intro}</p>
      <form className="admin-audit__filters" onSubmit={submit} aria-label={t.filters}>
        <label htmlFor={ids.actor}>{t.moderator}</label>
        <select id={ids.actor} value={draft.actor} onChange={set('actor')}>
          <option value="">{t.all}</option>
          {answer?.actors.map((a) => (
            <option key={a.value} value={a.value}>
              {a.label}
            </option>
          ))}
        </select>
        <label htmlFor={ids.action}>{t.action}</label>
        <select id={ids.action} value={draft.action} onChange={set('action')}>
          <option value="">{t.all}</option>
          {answer?.actions.map((a) => (
            <option key={a} value={a}>
              {actionLine({ action: a, collection: '' }, t)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.person}>{t.person}</label>
        <input id={ids.person} type="search" value={draft.person} onChange={set('person')} maxLength={80} />
        <label htmlFor={ids.from}>{t.from}</label>
        <DayInput id={ids.from} value={draft.from} onChange={set('from')} aria-invalid={badDay(draft.from) || undefined} />
        <label htmlFor={ids.to}>{t.to}</label>
        <DayInput id={ids.to} value={draft.to} onChange={set('to')} aria-invalid={badDay(draft.to) || undefined} />
        <button type="submit" className="btn">
          {t.apply}
        </button>
      </form>
      <QueryState
        query={{ ...query, hasData: answer !== null }}
        empty={answer?.items.length === 0}
        texts={{ loading: t.loading, loadError: t.loadError, empty: t.empty }}
      >
        {answer ? (
          // Focusable so a keyboard can scroll the wide table on a phone.
          <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t.caption}>
            <table className="admin-table admin-table--stack">
              <caption>{t.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.when}</th>
                  <th scope="col">{t.who}</th>
                  <th scope="col">{t.what}</th>
                  <th scope="col">{t.target}</th>
                  <th scope="col">{t.change}</th>
                </tr>
              </thead>
              <tbody>
                {answer.items.map((entry) => (
                  <tr key={entry.id} data-testid={`audit-${entry.id}`}>
                    <td data-label={t.when}>{formatDateTime(entry.created, locale)}</td>
                    <td data-label={t.who}>{personLine(entry.actor, t)}</td>
                    <td data-label={t.what}>{actionLine(entry, t)}</td>
                    <td data-label={t.target}>{[entry.subject ? personLine(entry.subject, t) : '', entry.record].filter(Boolean).join(' · ')}</td>
                    <td data-label={t.change}>
                      <ul className="admin-audit__changes">
                        {entry.changes.map((change) => (
                          <li key={change.field}>{changeLine(change, t, locale)}</li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </QueryState>
      {answer ? (
        <nav className="admin-actions" aria-label={t.page(answer.page)}>
          <button type="button" className="btn btn--ghost" disabled={answer.page <= 1} onClick={() => setApplied((a) => ({ ...a, page: a.page - 1 }))}>
            {t.newer}
          </button>
          <span>{t.page(answer.page)}</span>
          <button type="button" className="btn btn--ghost" disabled={!answer.hasMore} onClick={() => setApplied((a) => ({ ...a, page: a.page + 1 }))}>
            {t.older}
          </button>
        </nav>
      ) : null}
    </div>
  )
}

import { useState, type FormEvent } from 'react'
import { ClientResponseError } from 'pocketbase'
import { transfersApi } from '@/api/transfers'
import { submitWithToast } from '@/components/ui/form-toast'
import { QueryState } from '@/components/ui/query-state'
import { DayField } from '@/components/ui/day-field'
import { dayOfText } from '@/components/ui/day-text'
import { formatChileDate } from '@/domain/profile-rules'
import { useCopy } from '@/i18n/use-copy'
import { read, serverState } from '@/stores/server-state'
import { transferDeadlineCopy } from './transfer-deadline-copy'

const deadlineQueries = serverState.injectEndpoints({
  endpoints: (build) => ({
    transferDeadline: build.query<{ edition: string; inicio: string; deadline: string }, void>({
      queryFn: () => read(transfersApi.deadline),
      providesTags: ['Editions'],
    }),
  }),
})

/** The calendar day before `day` (YYYY-MM-DD): the last one a deadline may take. */
const dayBefore = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10)

/** The field error PocketBase named for the deadline, if any. */
const fieldCode = (err: unknown): string => {
  if (!(err instanceof ClientResponseError)) return ''
  const data: unknown = err.response['data']
  const field: unknown = typeof data === 'object' && data !== null && 'deadline' in data ? data.deadline : null
  return typeof field === 'object' && field !== null && 'code' in field && typeof field.code === 'string' ? field.code : ''
}

function DeadlineForm({ initial, lastDay, onSaved }: { initial: string; lastDay: string; onSaved: () => void }) {
  const t = useCopy(transferDeadlineCopy)
  const [day, setDay] = useState(formatChileDate(initial))
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  const save = async (value: string) => {
    if (busy) return
    setBusy(true)
    setError('')
    try {
      await submitWithToast(() => transfersApi.setDeadline(value), { pending: t.saving, success: (answer) => t.saved(answer.deadline), error: t.failed })
      setDay(formatChileDate(value))
      onSaved()
    } catch (err) {
      const code = fieldCode(err)
      setError(code === 'validation_transfer_deadline_after_start' ? t.afterStart : code ? t.invalid : t.failed)
    } finally {
      setBusy(false)
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = dayOfText(day)
    // The browser's date input had `max`; a typed day after the last one is refused here first.
    if (/^\d{4}-\d{2}-\d{2}$/.test(value) && value > lastDay) return setError(t.afterStart)
    void save(value)
  }
  return (
    <form className="console__form" onSubmit={submit} noValidate aria-label={t.title} aria-busy={busy}>
      <h3 className="console__form-title">{t.title}</h3>
      <p>{t.explain}</p>
      <DayField label={t.field} value={day} error={error || undefined} onChange={(e) => setDay(e.target.value)} />
      <div className="console__actions">
        <button type="submit" className="btn btn--small" disabled={busy}>
          {t.save}
        </button>
        <button type="button" className="btn btn--ghost btn--small" disabled={busy} onClick={() => void save('')}>
          {t.close}
        </button>
      </div>
    </form>
  )
}

/** Organisers set until when transfers can be asked for in the current edition. */
export function TransferDeadline() {
  const t = useCopy(transferDeadlineCopy)
  const query = deadlineQueries.useTransferDeadlineQuery()
  const data = query.data
  return (
    <QueryState query={{ ...query, hasData: data !== undefined }} texts={{ loadError: t.loadError }}>
      {data ? <DeadlineForm key={`${data.edition}-${data.deadline}`} initial={data.deadline} lastDay={dayBefore(data.inicio)} onSaved={() => void query.refetch()} /> : null}
    </QueryState>
  )
}

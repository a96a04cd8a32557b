import { useState, type FormEvent } from 'react'
import { QueryState } from '@/components/ui/query-state'
import { WriteFailed } from '@/components/ui/write-failed'
import { TextAreaField } from '@/components/ui/text-area-field'
import { useCopy } from '@/i18n/use-copy'
import { correctionsCopy } from '../corrections-copy'
import { usePreferences } from '@/stores/hooks'
import { useMyOpenCorrectionQuery } from '../correction-queries'
import { useAskCorrectionMutation } from '../profile-mutations'
import { pocketBaseDate } from '@/domain/pocketbase-date'
import { dateFormat } from '@/domain/date-format'

const MIN = 10
const MAX = 1000

/** Locked legal data is corrected by a moderator on request: the attendee says which item and why. */
export function CorrectionRequestCard({ userId }: { userId: string }) {
  const tc = useCopy(correctionsCopy)
  const { lang } = usePreferences()
  const query = useMyOpenCorrectionQuery(userId)
  const open = query.data ?? null
  const [motivo, setMotivo] = useState('')
  const [ask, asking] = useAskCorrectionMutation()
  const busy = asking.isLoading

  async function submit(event?: FormEvent) {
    event?.preventDefault()
    if (busy) return
    // The open request is read again (the mutation invalidates it); a failure stays in `asking`.
    const answer = await ask({ userId, motivo: motivo.trim() })
    if ('data' in answer) setMotivo('')
  }

  const length = motivo.trim().length
  const since = open ? dateFormat(lang === 'ENG' ? 'en' : 'es-CL', { dateStyle: 'long', timeZone: 'America/Santiago' }).format(pocketBaseDate(open.created)) : ''
  return (
    <section className="profile-card" aria-labelledby="correction-title">
      <h2 id="correction-title">{tc.title}</h2>
      <p>{tc.explain}</p>
      {/* Until it is known whether a request is open, no form: a second request would be refused. */}
      <QueryState query={{ ...query, hasData: query.data !== undefined }}>
        {open ? (
          <p role="status">{tc.open(since)}</p>
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate>
            <TextAreaField
              label={tc.reason}
              value={motivo}
              maxLength={MAX}
              onChange={(e) => setMotivo(e.target.value)}
              hint={tc.reasonRule}
            />
            {asking.isError && <WriteFailed error={asking.error} onRetry={() => void submit()} />}
            <button type="submit" className="form-button" disabled={busy || length < MIN || length > MAX}>
              {tc.send}
            </button>
          </form>
        )}
      </QueryState>
    </section>
  )
}

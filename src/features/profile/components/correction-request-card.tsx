import { useState, type FormEvent } from 'react'
import { legalCorrectionsApi } from '@/api/legal-corrections'
import { QueryState } from '@/components/ui/query-state'
import { TextAreaField } from '@/components/ui/text-area-field'
import { useCopy } from '@/i18n/use-copy'
import { correctionsCopy } from '../corrections-copy'
import { usePreferences, useServerDispatch } from '@/stores/hooks'
import { correctionQueries, useMyOpenCorrectionQuery } from '../correction-queries'
import { pocketBaseDate } from '@/domain/pocketbase-date'
import { dateFormat } from '@/domain/date-format'

const MIN = 10
const MAX = 1000

/** Locked legal data is corrected by a moderator on request: the attendee says which item and why. */
export function CorrectionRequestCard({ userId }: { userId: string }) {
  const tc = useCopy(correctionsCopy)
  const { lang } = usePreferences()
  const dispatch = useServerDispatch()
  const query = useMyOpenCorrectionQuery(userId)
  const open = query.data ?? null
  const [motivo, setMotivo] = useState('')
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setFailed(false)
    try {
      const asked = await legalCorrectionsApi.ask(userId, motivo.trim())
      void dispatch(correctionQueries.util.upsertQueryData('myOpenCorrection', userId, asked))
      setMotivo('')
    } catch (err) {
      console.error(err)
      setFailed(true)
    } finally {
      setBusy(false)
    }
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
            {failed && <p role="alert">{tc.failed}</p>}
            <button type="submit" className="form-button" disabled={busy || length < MIN || length > MAX}>
              {tc.send}
            </button>
          </form>
        )}
      </QueryState>
    </section>
  )
}

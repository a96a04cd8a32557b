import { useEffect, useState, type FormEvent } from 'react'
import { legalCorrectionsApi, type LegalCorrectionRecord } from '@/api/legal-corrections'
import { TextAreaField } from '@/components/ui/text-area-field'
import { useT } from '@/i18n/use-t'
import { usePreferences } from '@/stores/hooks'

const MIN = 10
const MAX = 1000

/** Locked legal data is corrected by a moderator on request: the attendee says which item and why. */
export function CorrectionRequestCard({ userId }: { userId: string }) {
  const tc = useT().corrections
  const { lang } = usePreferences()
  const [open, setOpen] = useState<LegalCorrectionRecord | null>(null)
  const [motivo, setMotivo] = useState('')
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let current = true
    legalCorrectionsApi.openOf(userId).then(
      (record) => current && setOpen(record),
      (err: unknown) => console.error(err),
    )
    return () => {
      current = false
    }
  }, [userId])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setFailed(false)
    try {
      setOpen(await legalCorrectionsApi.ask(userId, motivo.trim()))
      setMotivo('')
    } catch (err) {
      console.error(err)
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  const length = motivo.trim().length
  const since = open ? new Intl.DateTimeFormat(lang === 'ENG' ? 'en' : 'es-CL', { dateStyle: 'long', timeZone: 'America/Santiago' }).format(new Date(open.created.replace(' ', 'T'))) : ''
  return (
    <section className="profile-card" aria-labelledby="correction-title">
      <h2 id="correction-title">{tc.title}</h2>
      <p>{tc.explain}</p>
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
    </section>
  )
}

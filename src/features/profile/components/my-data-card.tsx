import { useEffect, useState } from 'react'
import { myDataApi } from '@/api/my-data'
import { useCopy } from '@/i18n/use-copy'
import { privacyCopy } from '../privacy-copy'
import { usePreferences } from '@/stores/hooks'
import { labelExport } from '../my-data/label-export'
import { saveJson } from '../my-data/save-json'
import { dateFormat } from '@/domain/date-format'

// Noon in Chile: the calendar day is the same whatever the viewer's own time zone is.
const formatChileDate = (day: string, locale: string) =>
  dateFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Santiago' }).format(new Date(`${day}T12:00:00-04:00`))

/** Right of access: what is kept and why, and a download of all of it. */
export function MyDataCard() {
  const tp = useCopy(privacyCopy)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const { lang } = usePreferences()
  const [eraseOn, setEraseOn] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    myDataApi.retention().then(
      (schedule) => current && setEraseOn(schedule.eraseOn),
      (err: unknown) => console.error(err),
    )
    return () => {
      current = false
    }
  }, [])

  async function download() {
    if (busy) return
    setBusy(true)
    setFailed(false)
    try {
      const data = await myDataApi.get()
      saveJson(`${tp.fileName}-${data.generatedAt.slice(0, 10)}.json`, labelExport(data, tp))
    } catch (err) {
      console.error(err)
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="profile-card" aria-labelledby="my-data-title">
      <h2 id="my-data-title">{tp.title}</h2>
      {tp.notice.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {eraseOn && <p>{tp.healthEraseOn(formatChileDate(eraseOn, lang === 'ENG' ? 'en' : 'es-CL'))}</p>}
      <button type="button" className="form-button" onClick={() => void download()} disabled={busy}>
        {busy ? tp.downloading : tp.download}
      </button>
      {failed && <p role="alert">{tp.downloadFailed}</p>}
    </section>
  )
}

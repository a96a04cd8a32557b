import { QueryFailed, QueryState } from '@/components/ui/query-state'
import { useCopy } from '@/i18n/use-copy'
import { privacyCopy } from '../privacy-copy'
import { usePreferences } from '@/stores/hooks'
import { labelExport } from '../my-data/label-export'
import { saveJson } from '../my-data/save-json'
import { dateFormat } from '@/domain/date-format'
import { useRetentionQuery } from '../my-data-queries'
import { useExportMyDataMutation } from '../profile-mutations'

// Noon in Chile: the calendar day is the same whatever the viewer's own time zone is.
const formatChileDate = (day: string, locale: string) =>
  dateFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Santiago' }).format(new Date(`${day}T12:00:00-04:00`))

/** Right of access: what is kept and why, and a download of all of it. */
export function MyDataCard() {
  const tp = useCopy(privacyCopy)
  const { lang } = usePreferences()
  const retention = useRetentionQuery()
  const [exportData, exporting] = useExportMyDataMutation()

  async function download() {
    if (exporting.isLoading) return
    const { data } = await exportData()
    if (data) saveJson(`${tp.fileName}-${data.generatedAt.slice(0, 10)}.json`, labelExport(data, tp))
  }

  return (
    <section className="profile-card" aria-labelledby="my-data-title">
      <h2 id="my-data-title">{tp.title}</h2>
      {tp.notice.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <QueryState query={{ ...retention, hasData: retention.data !== undefined }}>
        {retention.data ? <p>{tp.healthEraseOn(formatChileDate(retention.data.eraseOn, lang === 'ENG' ? 'en' : 'es-CL'))}</p> : null}
      </QueryState>
      <button type="button" className="form-button" onClick={() => void download()} disabled={exporting.isLoading}>
        {exporting.isLoading ? tp.downloading : tp.download}
      </button>
      {exporting.isError && <QueryFailed text={tp.downloadFailed} onRetry={() => void download()} />}
    </section>
  )
}

import { useId, useState } from 'react'
import { reportsApi, type ReportKind } from '@/api/reports'
import { todayInChile } from '@/domain/chile-time'
import { byStart, currentEdition, editionYear } from '@/domain/current-edition'
import { useEditions } from '@/hooks/use-edition'
import { QueryState } from '@/components/ui/query-state'
import { submitWithToast } from '@/components/ui/form-toast'
import { formatClp } from '@/domain/money'
import { useStaffT } from '@/i18n/use-t'
import { usePreferences } from '@/stores/hooks'
import { inChile } from '../buckets'
import { useReportSummaryQuery } from '../report-queries'
import { saveFile } from '@/components/ui/save-file'
import { BarChart } from './bar-chart'
import { AccessibilitySummary } from './accessibility-summary'
import './reports.css'

const KINDS: ReportKind[] = ['asistentes', 'merch', 'puerta']

/** /adminreport: CSV downloads, the sales dashboard and the accessibility totals of one edition (figures straight from PocketBase). */
export function ReportPage() {
  const dictionary = useStaffT()
  const t = dictionary.reports
  const { lang } = usePreferences()
  const editionId = useId()
  // Every figure and file is one edition's: the current one unless another is chosen (newest first).
  const editions = [...(useEditions() ?? [])].sort(byStart).reverse()
  const current = currentEdition(editions, todayInChile(new Date()))
  // '' asks the server for the current edition (whether or not the editions' public read answered).
  const [chosen, setChosen] = useState('')
  const query = useReportSummaryQuery(chosen)
  // Only the answer for the edition chosen now: never another edition's figures under its name.
  const summary = query.currentData ?? null
  const edicion = chosen || summary?.edicion || current?.prefijoOrden || ''
  const [busy, setBusy] = useState<ReportKind | null>(null)

  const download = async (kind: ReportKind) => {
    if (busy) return
    setBusy(kind)
    try {
      await submitWithToast(
        async () => {
          const { blob, fileName } = await reportsApi.download(kind, edicion)
          saveFile(blob, fileName)
          return fileName
        },
        { pending: dictionary.moderation.working, success: (fileName) => t.downloaded(fileName), error: () => t.downloadError },
      )
    } catch (err) {
      console.error(err)
    } finally {
      setBusy(null)
    }
  }

  const totals = summary?.types.reduce(
    (sum, type) => ({ sold: sum.sold + type.sold, approvedUnpaid: sum.approvedUnpaid + type.approvedUnpaid, inQueue: sum.inQueue + type.inQueue }),
    { sold: 0, approvedUnpaid: 0, inQueue: 0 },
  )
  return (
    <div className="report">
      {editions.length > 1 ? (
        <p className="report__edition">
          <label htmlFor={editionId}>{t.edition}</label>
          <select id={editionId} value={edicion} onChange={(event) => setChosen(event.target.value)}>
            {editions.map((edition) => (
              <option key={edition.prefijoOrden} value={edition.prefijoOrden}>
                {t.editionOption(editionYear(edition), lang === 'ENG' ? edition.nombreEn : edition.nombreEs, edition.prefijoOrden, edition === current)}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      <section aria-labelledby="report-downloads">
        <h2 id="report-downloads">{t.downloads}</h2>
        <p>{t.downloadsNote}</p>
        <div className="admin-actions">
          {KINDS.map((kind) => (
            <button key={kind} type="button" className="btn" disabled={busy !== null} aria-busy={busy === kind} onClick={() => void download(kind)}>
              {t.files[kind]}
            </button>
          ))}
        </div>
      </section>
      <section aria-labelledby="report-sales">
        <h2 id="report-sales">{t.sales}</h2>
        <QueryState query={{ ...query, hasData: summary !== null }} texts={{ loading: t.loading, loadError: t.loadError }}>
          {summary && totals ? (
            <>
              <p className="report__revenue" data-testid="report-revenue">
                {t.revenue(formatClp(summary.revenue))}
              </p>
              <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t.caption}>
                <table className="admin-table">
                  <caption>{t.caption}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t.type}</th>
                      <th scope="col">{t.sold}</th>
                      <th scope="col">{t.approvedUnpaid}</th>
                      <th scope="col">{t.inQueue}</th>
                      {summary.current ? <th scope="col">{t.remaining}</th> : null}
                    </tr>
                  </thead>
                  <tbody>
                    {summary.types.map((type) => (
                      <tr key={type.id} data-testid={`report-${type.tipo}`}>
                        <th scope="row">
                          {type.tipo} · {lang === 'ENG' ? type.nombreIngles : type.nombre}
                        </th>
                        <td>{type.sold}</td>
                        <td>{type.approvedUnpaid}</td>
                        <td>{type.inQueue}</td>
                        {summary.current ? <td>{type.remaining ?? t.noStock}</td> : null}
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row">{t.total}</th>
                      <td>{totals.sold}</td>
                      <td>{totals.approvedUnpaid}</td>
                      <td>{totals.inQueue}</td>
                      {summary.current ? <td /> : null}
                    </tr>
                  </tfoot>
                </table>
              </div>
              <BarChart
                title={t.requestsPerDay}
                bars={inChile(summary.requestsPerHour, 'day')}
                empty={t.noData}
                summary={t.chartSummary}
                labelHeader={t.day}
                valueHeader={t.count}
              />
              <BarChart
                title={t.checkinsPerHour}
                bars={inChile(summary.checkinsPerHour, 'hour')}
                empty={t.noData}
                summary={t.chartSummary}
                labelHeader={t.hour}
                valueHeader={t.count}
              />
            </>
          ) : null}
        </QueryState>
      </section>
      <AccessibilitySummary edicion={chosen} />
    </div>
  )
}

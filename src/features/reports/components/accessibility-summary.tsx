import { QueryState } from '@/components/ui/query-state'
import { ACCESSIBILITY_NEEDS } from '@/domain/accessibility-needs'
import { useCopy } from '@/i18n/use-copy'
import { accessibilityCopy } from '../accessibility-copy'
import { useAccessibilitySummaryQuery } from '../report-queries'

/** /adminreport: how many paid holders need each accessibility item (totals only, never who). */
export function AccessibilitySummary({ edicion }: { edicion: string }) {
  const copy = useCopy(accessibilityCopy)
  const query = useAccessibilitySummaryQuery(edicion)
  const summary = query.currentData
  return (
    <section aria-labelledby="report-accessibility">
      <h2 id="report-accessibility">{copy.title}</h2>
      <QueryState query={{ ...query, hasData: query.data !== undefined }} texts={{ loading: copy.loading, loadError: copy.loadError }}>
        {summary ? (
          <>
            <p>{copy.intro(summary.holders, summary.withNeeds)}</p>
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{copy.need}</th>
                  <th scope="col">{copy.people}</th>
                </tr>
              </thead>
              <tbody>
                {ACCESSIBILITY_NEEDS.map((need) => (
                  <tr key={need}>
                    <th scope="row">{copy.needs[need]}</th>
                    <td>{summary.needs[need]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : null}
      </QueryState>
    </section>
  )
}

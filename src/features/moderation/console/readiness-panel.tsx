import { QueryState } from '@/components/ui/query-state'
import { allOf } from '@/components/ui/query-status'
import { useCopy } from '@/i18n/use-copy'
import { organiserConsoleCopy } from './console-copy'
import { useLaunchReadinessQuery } from './console-queries'

/** What still blocks "tickets on sale", read from the server (src/domain/launch-readiness.ts), blockers first. */
export function ReadinessPanel() {
  const t = useCopy(organiserConsoleCopy)
  const query = useLaunchReadinessQuery()
  const problems = [...(query.data ?? [])].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'blocker' ? -1 : 1))
  return (
    <section className="console__section console__readiness" aria-labelledby="console-readiness-title">
      <h2 id="console-readiness-title">{t.readiness.title}</h2>
      <QueryState query={allOf(query)} texts={{ loading: t.loading, loadError: t.loadError }}>
        {problems.length === 0 ? (
          <p className="console__ready" role="status">
            {t.readiness.ready}
          </p>
        ) : (
          <ul className="console__problems" data-testid="launch-problems">
            {problems.map((problem, index) => {
              const text = t.readiness.problems[problem.code]
              return (
                <li key={`${problem.code}-${problem.type ?? index}`} className={`console__problem console__problem--${problem.severity}`}>
                  <span className="console__severity">{problem.severity === 'blocker' ? t.readiness.blocker : t.readiness.warning}</span>
                  <span>{problem.type ? t.readiness.ofType(text, problem.type) : text}</span>
                </li>
              )
            })}
          </ul>
        )}
      </QueryState>
    </section>
  )
}

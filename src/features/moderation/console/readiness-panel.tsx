import { Link } from 'react-router-dom'
import { QueryState } from '@/components/ui/query-state'
import { allOf } from '@/components/ui/query-status'
import { paths } from '@/config/paths'
import type { LaunchProblem } from '@/domain/launch-readiness'
import type { ContentProblem } from '@/domain/organiser-readiness'
import { useCopy } from '@/i18n/use-copy'
import { organiserConsoleCopy } from './console-copy'
import { useLaunchReadinessQuery } from './console-queries'

const bySeverity = (a: LaunchProblem, b: LaunchProblem) => (a.severity === b.severity ? 0 : a.severity === 'blocker' ? -1 : 1)

/**
 * What still blocks "tickets on sale", read from the server (src/domain/launch-readiness.ts), blockers
 * first. The organiser content's problems are one line, with the fields behind a disclosure.
 */
export function ReadinessPanel() {
  const t = useCopy(organiserConsoleCopy)
  const query = useLaunchReadinessQuery()
  const all = query.data ?? []
  const content = all.flatMap((problem) => (problem.content ? [problem.content] : []))
  const problems = all.filter((problem) => problem.code !== 'content').sort(bySeverity)
  return (
    <section className="console__section console__readiness" aria-labelledby="console-readiness-title">
      <h2 id="console-readiness-title">{t.readiness.title}</h2>
      <QueryState query={allOf(query)} texts={{ loading: t.loading, loadError: t.loadError }}>
        {all.length === 0 ? (
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
            {content.length > 0 ? <ContentLine problems={content} /> : null}
          </ul>
        )}
      </QueryState>
    </section>
  )
}

function ContentLine({ problems }: { problems: ContentProblem[] }) {
  const t = useCopy(organiserConsoleCopy).readiness
  return (
    <li className="console__problem console__problem--blocker">
      <span className="console__severity">{t.blocker}</span>
      <span>
        <Link to={paths.adminContent}>{t.problems.content}</Link>
        <details className="console__details">
          <summary>{t.contentDetails(problems.length)}</summary>
          <ul>
            {problems.map((problem) => (
              <li key={`${problem.where}-${problem.kind}-${problem.token ?? ''}`}>
                <code>{problem.where.replace(/^content\./, '')}</code> {t.contentKinds[problem.kind]}
              </li>
            ))}
          </ul>
        </details>
      </span>
    </li>
  )
}

import type { CheckinConflict } from '@/api/checkin'
import { useStaffT } from '@/i18n/use-t'
import { formatDoorTime } from '../format'

/** Offline admissions the server could not accept as they were: for the moderators to resolve. */
export function ConflictList({ conflicts }: { conflicts: CheckinConflict[] }) {
  const t = useStaffT().checkin
  const c = t.conflicts
  const refusal = (reason: CheckinConflict['reason']) => {
    const text = t.verdicts[reason]
    return typeof text === 'string' ? text : ''
  }
  return (
    <section className="door-conflicts" aria-labelledby="door-conflicts-title">
      <h2 id="door-conflicts-title">{c.title}</h2>
      {conflicts.length === 0 ? (
        <p>{c.none}</p>
      ) : (
        <ul className="door-conflicts__list">
          {conflicts.map((conflict) => (
            <li key={conflict.id} data-testid={`conflict-${conflict.ticket}`} className="door-message--refused">
              <strong>{conflict.badge || conflict.orderID}</strong>
              {c.attempt(formatDoorTime(conflict.attemptedAt, t.intlLocale), conflict.moderatorName, conflict.device.slice(0, 8))}{' '}
              {conflict.existing
                ? c.standing(formatDoorTime(conflict.existing.at, t.intlLocale), conflict.existing.by)
                : refusal(conflict.reason)}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

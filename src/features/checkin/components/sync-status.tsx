import { useStaffT } from '@/i18n/use-t'
import { formatDoorTime } from '../format'

interface Props {
  online: boolean
  syncedAt: string | null
  pending: number
  failed: boolean
  onSync: () => void
}

/** Whether this phone can admit offline, how fresh its list is and what still has to be sent. */
export function SyncStatus({ online, syncedAt, pending, failed, onSync }: Props) {
  const t = useStaffT().checkin
  const s = t.sync
  return (
    <section className="door-sync" aria-labelledby="door-sync-title">
      <h2 id="door-sync-title">{s.title}</h2>
      <p data-testid="door-connection">{online ? s.online : s.offline}</p>
      <p data-testid="door-synced-at">{syncedAt ? s.syncedAt(formatDoorTime(syncedAt, t.intlLocale)) : s.never}</p>
      <p data-testid="door-pending">{s.pending(pending)}</p>
      {failed ? (
        <p role="alert" className="door-message--refused">
          {s.failed}
        </p>
      ) : null}
      <button type="button" className="btn btn--ghost" onClick={onSync}>
        {s.syncNow}
      </button>
    </section>
  )
}

import type { ReactNode } from 'react'
import { formatClp } from '@/domain/money'
import { BreakableText } from '@/components/ui/breakable-text'
import { isBanned } from '@/domain/ban'
import { isUnsetUsername } from '@/domain/account'
import { useStaffT } from '@/i18n/use-t'
import type { UserCompleteRequestView } from '@/types/pocketbase'
import { formatBirthdate, formatDateTime } from '../format'
import { QueryState } from '@/components/ui/query-state'
import type { QueryStatus } from '@/components/ui/query-status'
import type { useListSearch } from '../hooks/use-list-search'
import type { PendingPage } from '../moderation-queries'
import { CardFields, Pager, ResultCount, SearchBox } from './list-controls'

interface Props {
  /** Open requests in all (unknown until read). */
  queueLength: number | undefined
  /** The page shown, the last one while another loads (`stale`). */
  page: PendingPage | undefined
  stale: boolean
  query: QueryStatus
  search: ReturnType<typeof useListSearch>
  busy: string | null
  onApprove: (request: UserCompleteRequestView) => void
  onReject: (request: UserCompleteRequestView) => void
}

/**
 * Open requests as cards with everything needed to decide, oldest first, a page at a time and
 * searchable on the server: "Cobrar" or "Agotada".
 */
export function PendingRequests({ queueLength, page, stale, query, search, busy, onApprove, onReject }: Props) {
  const staff = useStaffT()
  const t = staff.moderation
  const s = staff.listSearch
  const c = t.sell.card
  const requests = page?.rows ?? []
  const searched = search.request.text
  return (
    <section className="admin-pending" aria-labelledby="pending-title">
      <h2 id="pending-title">
        {t.sell.pendingTitle} <span className="admin-count">{queueLength ?? ''}</span>
      </h2>
      {queueLength ? (
        <>
          <SearchBox label={s.people.label} placeholder={s.people.placeholder} value={search.typed} onChange={search.setTyped} />
          <ResultCount info={page} loading={stale} />
        </>
      ) : null}
      <QueryState
        query={query}
        empty={requests.length === 0}
        texts={{ loading: t.loading, loadError: t.loadError, empty: searched ? s.people.empty(searched) : t.sell.noPending }}
      >
        <ul className="admin-cards" aria-busy={stale}>
          {requests.map((r) => {
            const banned = isBanned(r.state)
            const fields: [string, ReactNode][] = [
              [c.email, <BreakableText key="email" text={r.email} />],
              [c.state, String(r.state)],
              [c.legalName, r.nombreEnDocumento || c.nothing],
              [c.birthdate, formatBirthdate(r.bdate, t.intlLocale) || c.nothing],
              [c.requestDate, formatDateTime(r.fechaPedida, t.intlLocale)],
              [c.requested, r.TiposPedidas],
              [c.holds, r.TiposEntregadas || c.nothing],
              [c.badgeType, r.TipoBadge || c.nothing],
              [c.paid, r.montoBadge ? formatClp(r.montoBadge) : formatClp(0)],
            ]
            return (
              <li key={r.id} className={`admin-card ${banned ? 'admin-card--banned' : ''}`} data-testid={`pending-${r.email}`}>
                <h3 className="admin-card__title">
                  {r.TiposPedidas} · <BreakableText text={isUnsetUsername(r.username) ? r.email : r.username} />
                </h3>
                <CardFields fields={fields} />
                <div className="admin-actions">
                  <button type="button" className="btn" disabled={busy !== null} aria-busy={busy === `approve-${r.id}`} onClick={() => onApprove(r)}>
                    {t.sell.approve}
                  </button>
                  <button type="button" className="btn btn--ghost" disabled={busy !== null} aria-busy={busy === `reject-${r.id}`} onClick={() => onReject(r)}>
                    {t.sell.reject}
                  </button>
                </div>
              </li>
            )
          })}
        </ul>
        {page ? <Pager info={page} onPage={search.goTo} /> : null}
      </QueryState>
    </section>
  )
}

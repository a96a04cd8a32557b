import type { StaffTransfer, StaffTransferAction } from '@/api/transfers'
import { QueryState } from '@/components/ui/query-state'
import { isUnsetUsername } from '@/domain/account'
import { dateFormat } from '@/domain/date-format'
import { pocketBaseDate } from '@/domain/pocketbase-date'
import { useCopy } from '@/i18n/use-copy'
import { usePreferences } from '@/stores/hooks'
import { useAction } from '../hooks/use-action'
import { useActOnTransferMutation, useStaffTransfersQuery } from '../transfer-queries'
import { CardFields } from './list-controls'
import { transfersCopy } from './transfers-copy'

// PocketBase's placeholder username (users + 8 digits) says nothing: it is left out, as on /adminsell.
const personText = (person: StaffTransfer['from']) => [person.legalName, isUnsetUsername(person.username) ? '' : person.username, person.email].filter(Boolean).join(' · ')

function TransferCard({ transfer, busy, onAct }: { transfer: StaffTransfer; busy: string | null; onAct: (transfer: StaffTransfer, action: StaffTransferAction) => void }) {
  const t = useCopy(transfersCopy)
  const { lang } = usePreferences()
  const when = dateFormat(lang === 'ENG' ? 'en' : 'es-CL', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Santiago' }).format(pocketBaseDate(transfer.created))
  const fields: [string, string][] = [
    [t.from, personText(transfer.from)],
    [t.to, personText(transfer.to)],
    [t.order, transfer.orderID],
    ...(transfer.newOrderID ? [[t.newOrder, transfer.newOrderID] as [string, string]] : []),
    [t.asked, when],
  ]
  const button = (action: StaffTransferAction, label: string, ghost: boolean) => (
    <button type="button" className={ghost ? 'btn btn--ghost' : 'btn'} disabled={busy !== null} aria-busy={busy === `${action}-${transfer.id}`} onClick={() => onAct(transfer, action)}>
      {label}
    </button>
  )
  return (
    <li className="admin-card" data-testid={`transfer-${transfer.from.email}`}>
      <h3 className="admin-card__title">
        {(lang === 'ENG' ? transfer.level.en : transfer.level.es) || transfer.level.tipo} · {t.states[transfer.estado]}
      </h3>
      <CardFields fields={fields} />
      <div className="admin-actions">
        {transfer.estado === 'pendiente' ? (
          <>
            {button('approve', t.approve, false)}
            {button('refuse', t.refuse, true)}
          </>
        ) : null}
        {transfer.estado === 'aprobada' ? button('reverse', t.reverse, true) : null}
      </div>
    </li>
  )
}

/** /admintransfer: approve, refuse or reverse supervised ticket transfers; cards that fit a phone. */
export function TransfersPage() {
  const t = useCopy(transfersCopy)
  const query = useStaffTransfersQuery()
  // The refusals the server names, in the moderator's language.
  const { busy, run } = useAction(t.refusals)
  const [act] = useActOnTransferMutation()
  const data = query.data

  const onAct = (transfer: StaffTransfer, action: StaffTransferAction) => {
    if (action === 'reverse' && !window.confirm(t.confirmReverse)) return
    void run(`${action}-${transfer.id}`, async () => {
      const answer = await act({ id: transfer.id, action }).unwrap()
      return action !== 'refuse' && !answer.mailed ? t.mailFailed : t.done[action]
    })
  }

  return (
    <>
      <p>{t.intro}</p>
      <QueryState query={{ ...query, hasData: data !== undefined }} texts={{ loading: t.loading, loadError: t.loadError }}>
        {data ? (
          <>
            <section aria-labelledby="transfers-pending">
              <h2 id="transfers-pending">{t.pending}</h2>
              {data.pending.length === 0 ? <p>{t.noPending}</p> : null}
              <ul className="admin-cards" aria-busy={busy !== null}>
                {data.pending.map((transfer) => (
                  <TransferCard key={transfer.id} transfer={transfer} busy={busy} onAct={onAct} />
                ))}
              </ul>
            </section>
            {data.resolved.length > 0 ? (
              <section aria-labelledby="transfers-resolved">
                <h2 id="transfers-resolved">{t.resolved}</h2>
                <ul className="admin-cards">
                  {data.resolved.map((transfer) => (
                    <TransferCard key={transfer.id} transfer={transfer} busy={busy} onAct={onAct} />
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        ) : null}
      </QueryState>
    </>
  )
}

import { useState, type FormEvent } from 'react'
import type { MyTransfer } from '@/api/transfers'
import { QueryState } from '@/components/ui/query-state'
import { TextField } from '@/components/ui/text-field'
import { WriteFailed } from '@/components/ui/write-failed'
import { isUnsetUsername } from '@/domain/account'
import { dateFormat } from '@/domain/date-format'
import { useCopy } from '@/i18n/use-copy'
import { usePreferences } from '@/stores/hooks'
import { useMyIssuedTicketsQuery } from '@/stores/server-queries'
import { transferCopy } from '../transfer-copy'
import { useMyTransfersQuery } from '../transfer-queries'
import { useAskTransferMutation, useCancelTransferMutation } from '../profile-mutations'

type Outcome = { done: string } | { error: unknown; retry: () => void } | null

function TransferRow({ transfer, onCancel, busy }: { transfer: MyTransfer; onCancel: (id: string) => void; busy: boolean }) {
  const t = useCopy(transferCopy)
  const { lang } = usePreferences()
  const level = (lang === 'ENG' ? transfer.level.en : transfer.level.es) || transfer.level.tipo
  // Each side sees the other by username only; PocketBase's placeholder (users + digits) names nobody.
  const other = isUnsetUsername(transfer.other) ? t.someone : transfer.other
  return (
    <li className="profile-transfer" data-testid={`transfer-${transfer.direction}`}>
      <span>{transfer.direction === 'out' ? t.outgoing(level, other) : t.incoming(level, other)}</span>{' '}
      <strong>{t.states[transfer.estado]}</strong>
      {transfer.direction === 'out' && transfer.estado === 'pendiente' ? (
        <button type="button" className="form-button form-button--ghost" disabled={busy} onClick={() => onCancel(transfer.id)}>
          {t.cancel}
        </button>
      ) : null}
    </li>
  )
}

/** Ask the organisers to hand the paid ticket to another registered person; see and withdraw requests. */
export function TransferCard({ userId }: { userId: string }) {
  const t = useCopy(transferCopy)
  const { lang } = usePreferences()
  const query = useMyTransfersQuery(userId)
  const issued = useMyIssuedTicketsQuery(userId)
  const paid = issued.data?.find((ticket) => ticket.estado === 'pagada') ?? null
  const [to, setTo] = useState('')
  const [askTransfer, asking] = useAskTransferMutation()
  const [cancelTransfer, cancelling] = useCancelTransferMutation()
  const busy = asking.isLoading || cancelling.isLoading
  const [outcome, setOutcome] = useState<Outcome>(null)
  const data = query.data
  const pending = data?.transfers.some((tr) => tr.direction === 'out' && tr.estado === 'pendiente') ?? false

  // Either way the list is read again: the mutations invalidate it.
  async function run(action: () => Promise<unknown>, done: string) {
    if (busy) return
    setOutcome(null)
    try {
      await action()
      setOutcome({ done })
      setTo('')
    } catch (error) {
      setOutcome({ error, retry: () => void run(action, done) })
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const ticket = paid?.id
    const recipient = to.trim()
    if (ticket) void run(() => askTransfer({ ticket, to: recipient }).unwrap(), t.asked)
  }
  const day = data?.deadline ? dateFormat(lang === 'ENG' ? 'en' : 'es-CL', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${data.deadline}T12:00:00Z`)) : ''

  return (
    <section className="profile-card" aria-labelledby="transfer-title">
      <h2 id="transfer-title">{t.title}</h2>
      <p>{t.explain}</p>
      <QueryState query={{ ...query, hasData: data !== undefined }} texts={{ loading: t.loading, loadError: t.loadError }}>
        {data ? (
          <>
            <p>{data.open ? t.until(day) : t.closed}</p>
            {data.open && !paid ? <p>{t.noTicket}</p> : null}
            {data.open && paid && !pending ? (
              <form onSubmit={submit} noValidate aria-busy={busy}>
                <TextField label={t.recipient} hint={t.recipientHint} value={to} autoCapitalize="none" autoComplete="off" spellCheck={false} onChange={(e) => setTo(e.target.value)} />
                <button type="submit" className="form-button" disabled={busy || to.trim().length < 3}>
                  {busy ? t.asking : t.ask}
                </button>
              </form>
            ) : null}
            {outcome && 'done' in outcome ? <p role="status">{outcome.done}</p> : null}
            {outcome && 'error' in outcome ? <WriteFailed error={outcome.error} reasons={t.refusals} onRetry={outcome.retry} /> : null}
            {data.transfers.length > 0 ? (
              <>
                <h3>{t.mine}</h3>
                <ul className="profile-transfers">
                  {data.transfers.map((transfer) => (
                    <TransferRow key={transfer.id} transfer={transfer} busy={busy} onCancel={(id) => void run(() => cancelTransfer(id).unwrap(), t.states.cancelada)} />
                  ))}
                </ul>
              </>
            ) : null}
          </>
        ) : null}
      </QueryState>
    </section>
  )
}

import { useId, useState } from 'react'
import { BreakableText } from '@/components/ui/breakable-text'
import { Modal } from '@/components/ui/modal'
import { formatClp } from '@/domain/money'
import { QueryState } from '@/components/ui/query-state'
import { useStaffT } from '@/i18n/use-t'
import { useCopy } from '@/i18n/use-copy'
import { useEdition } from '@/hooks/use-edition'
import { usePreferences } from '@/stores/hooks'
import { formatDateTime } from '../format'
import { useAction } from '../hooks/use-action'
import { useSearchedPage } from '../hooks/use-list-search'
import {
  useExtendPaymentDeadlineMutation,
  useIssuedTicketRowsQuery,
  useRemoveIssuedTicketMutation,
  useSendPaymentMailMutation,
  useSendPaymentReminderMutation,
  type IssuedRow as Row,
} from '../moderation-queries'
import { AdminTable, Pager, ResultCount, SearchBox } from './list-controls'
import { RefundAction } from './refund-action'
import { UnfinishedRefunds } from './unfinished-refunds'
import { ExtendDeadlineModal } from './extend-deadline-modal'
import { removePageCopy } from './remove-page-copy'

/**
 * /adminremove: issued tickets, a page at a time and searchable on the server, with "Correo" (resend the payment mail), "Eliminar" after a confirm,
 * and "Reembolsar" for paid tickets inside the withdrawal window.
 */
export function RemovePage() {
  const staff = useStaffT()
  const t = staff.moderation
  const r = t.remove
  const s = staff.listSearch
  const edition = useEdition()
  const { search, query, page, stale, searched } = useSearchedPage(useIssuedTicketRowsQuery)
  const rows = page?.rows ?? []
  const { busy, run } = useAction()
  const [sendPaymentMail] = useSendPaymentMailMutation()
  const [removeTicket] = useRemoveIssuedTicketMutation()
  const [sendReminder] = useSendPaymentReminderMutation()
  const [extendDeadline] = useExtendPaymentDeadlineMutation()
  const [confirming, setConfirming] = useState<Row | null>(null)
  const [extending, setExtending] = useState<Row | null>(null)

  const resend = (row: Row) =>
    run(`mail-${row.ticket.id}`, async () => {
      await sendPaymentMail(row.ticket).unwrap()
      return r.mailSentToast
    })
  const remove = (row: Row) =>
    run(`remove-${row.ticket.id}`, async () => {
      setConfirming(null)
      await removeTicket(row.ticket.id).unwrap()
      return r.removed
    })

  const remind = (row: Row) =>
    run(`remind-${row.ticket.id}`, async () => {
      await sendReminder(row.ticket.id).unwrap()
      return r.reminderSent
    })
  const extend = (row: Row, days: number) =>
    run(`extend-${row.ticket.id}`, async () => {
      setExtending(null)
      const updated = await extendDeadline({ id: row.ticket.id, days }).unwrap()
      return r.extended(formatDateTime(updated.pagarAntes, t.intlLocale))
    })

  return (
    <>
      <UnfinishedRefunds items={query.data?.unfinishedRefunds ?? []} busy={busy} run={run} />
      <SearchBox label={s.issued.label} placeholder={s.issued.placeholder(edition?.prefijoOrden ?? '')} value={search.typed} onChange={search.setTyped} />
      <ResultCount info={page} loading={stale} />
      {page?.holdersCapped ? <p className="admin-note">{s.issued.holdersCapped}</p> : null}
      <QueryState
        query={{ ...query, hasData: page !== undefined }}
        empty={rows.length === 0}
        texts={{ loading: t.loading, loadError: t.loadError, empty: searched ? s.issued.empty(searched) : r.empty }}
      >
        <AdminTable caption={r.caption} columns={[r.email, r.name, r.requestDate, r.orderId, r.token, r.amount, r.mailSent, r.state, r.actions]} layout="wide" busy={stale}>
          {rows.map((row) => (
            <IssuedTicketRow
              key={row.ticket.id}
              row={row}
              busy={busy}
              run={run}
              onMail={() => void resend(row)}
              onRemind={() => void remind(row)}
              onExtend={() => setExtending(row)}
              onRemove={() => setConfirming(row)}
            />
          ))}
        </AdminTable>
        {page ? <Pager info={page} onPage={search.goTo} /> : null}
        {confirming ? (
          <Modal
            title={r.confirmTitle}
            onClose={() => setConfirming(null)}
            actions={
              <>
                <button type="button" className="btn btn--ghost" onClick={() => setConfirming(null)}>
                  {r.cancel}
                </button>
                <button type="button" className="btn" onClick={() => void remove(confirming)}>
                  {r.confirm}
                </button>
              </>
            }
        >
            <p>{r.confirmBody(confirming.ticket.orderID, confirming.email)}</p>
          </Modal>
        ) : null}
        {extending ? (
          <ExtendDeadlineModal
            orderId={extending.ticket.orderID}
            email={extending.email}
            onCancel={() => setExtending(null)}
            onExtend={(days) => void extend(extending, days)}
          />
        ) : null}
      </QueryState>
    </>
  )
}

/** One issued ticket; an action its state rules out is disabled and says why (visible, and as its description). */
function IssuedTicketRow({
  row,
  busy,
  run,
  onMail,
  onRemind,
  onExtend,
  onRemove,
}: {
  row: Row
  busy: string | null
  run: ReturnType<typeof useAction>['run']
  onMail: () => void
  onRemind: () => void
  onExtend: () => void
  onRemove: () => void
}) {
  const t = useStaffT().moderation
  const r = t.remove
  const copy = useCopy(removePageCopy)
  const { lang } = usePreferences()
  const reasonId = useId()
  const { ticket } = row
  const state = r.states[ticket.estado]
  const paymentOff = ticket.estado !== 'creada'
  const removeOff = !['creada', 'rechazada'].includes(ticket.estado)
  const paymentWhy = paymentOff ? copy.paymentActionsOff(r.mail, r.reminder, r.extend, state) : undefined
  const removeWhy = removeOff ? copy.removeOff(r.remove, state) : undefined
  const typeName = row.type ? (lang === 'ENG' ? row.type.NombreIngles : row.type.Nombre) : ticket.nombre
  const payment = { disabled: busy !== null || paymentOff, title: paymentWhy, 'aria-describedby': paymentWhy ? `${reasonId}-payment` : undefined }
  return (
    <tr data-testid={`issued-${ticket.orderID}`}>
      <td data-label={r.email}>
        <BreakableText text={row.email} />
      </td>
      <td data-label={r.name}>
        {/* One grid item on a phone (the cell is label | value there): the name with its ticket type under it. */}
        <div>
          {row.holderName || <span className="admin-note">{copy.noHolderName}</span>}
          {typeName ? <div className="admin-note">{typeName}</div> : null}
        </div>
      </td>
      <td data-label={r.requestDate}>{formatDateTime(ticket.created, t.intlLocale)}</td>
      <td data-label={r.orderId} className="admin-mono">
        <BreakableText text={ticket.orderID} />
      </td>
      <td data-label={r.token} className="admin-mono">
        <span className="admin-token" title={ticket.token === '1' ? undefined : ticket.token}>
          {ticket.token === '1' ? r.noToken : ticket.token}
        </span>
      </td>
      <td data-label={r.amount}>{formatClp(ticket.monto)}</td>
      <td data-label={r.mailSent}>{ticket.correoEnviado === 'si' ? r.yes : r.no}</td>
      <td data-label={r.state}>
        {state}
        {ticket.estado === 'creada' && ticket.pagarAntes ? <div className="admin-note">{r.payBy(formatDateTime(ticket.pagarAntes, t.intlLocale))}</div> : null}
        {ticket.estado === 'vencida' ? <div className="admin-note">{r.expired}</div> : null}
      </td>
      <td className="admin-actions" data-label={r.actions}>
        <button type="button" className="btn btn--small" {...payment} onClick={onMail}>
          {r.mail}
        </button>
        <button type="button" className="btn btn--small" {...payment} onClick={onRemind}>
          {r.reminder}
        </button>
        <button type="button" className="btn btn--small" {...payment} onClick={onExtend}>
          {r.extend}
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={busy !== null || removeOff}
          title={removeWhy}
          aria-describedby={removeWhy ? `${reasonId}-remove` : undefined}
          onClick={onRemove}
        >
          {r.remove}
        </button>
        <RefundAction ticket={ticket} email={row.email} listaEspera={row.listaEspera} busy={busy} run={run} />
        {paymentWhy ? (
          <p id={`${reasonId}-payment`} className="admin-note admin-actions__why">
            {paymentWhy}
          </p>
        ) : null}
        {removeWhy ? (
          <p id={`${reasonId}-remove`} className="admin-note admin-actions__why">
            {removeWhy}
          </p>
        ) : null}
      </td>
    </tr>
  )
}

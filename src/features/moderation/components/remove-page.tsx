import { useCallback, useState } from 'react'
import { adminViewsApi } from '@/api/admin-views'
import { entradasApi } from '@/api/entradas'
import { entradasEntregadasApi } from '@/api/entradas-entregadas'
import { Modal } from '@/components/ui/modal'
import { formatClp } from '@/domain/money'
import { useRealtime } from '@/hooks/use-realtime'
import { useT } from '@/i18n/use-t'
import { usePreferences } from '@/stores/hooks'
import type { IssuedTicketRecord, TicketTypeRecord } from '@/types/pocketbase'
import { formatDateTime } from '../format'
import { useAction } from '../hooks/use-action'
import { useLoader } from '../hooks/use-loader'
import { RefundAction } from './refund-action'
import { ExtendDeadlineModal } from './extend-deadline-modal'

interface Row {
  ticket: IssuedTicketRecord
  email: string
  type: TicketTypeRecord | undefined
  /** Its type is a waitlist type (non-refundable). */
  listaEspera: boolean
}

async function loadRows(): Promise<Row[]> {
  const [tickets, types] = await Promise.all([entradasEntregadasApi.listAll(), entradasApi.listAll()])
  const users = tickets.length ? await adminViewsApi.usersByIds(tickets.map((x) => x.user)) : []
  const emails = new Map(users.map((u) => [u.id, u.email]))
  return tickets.map((ticket) => {
    const type = types.find((x) => x.id === ticket.tipo)
    return { ticket, email: emails.get(ticket.user) ?? '', type, listaEspera: type?.listaEspera === true }
  })
}

/**
 * /adminremove: issued tickets with "Correo" (resend the payment mail), "Eliminar" after a confirm,
 * and "Reembolsar" for paid tickets inside the withdrawal window.
 */
export function RemovePage() {
  const t = useT().moderation
  const r = t.remove
  const { lang } = usePreferences()
  const { data: rows, state, reload } = useLoader(loadRows, [] as Row[])
  const { busy, run } = useAction()
  const [confirming, setConfirming] = useState<Row | null>(null)
  const [extending, setExtending] = useState<Row | null>(null)
  const refresh = useCallback(() => void reload(), [reload])
  useRealtime(entradasEntregadasApi.subscribe, refresh)

  const resend = (row: Row) =>
    run(`mail-${row.ticket.id}`, async () => {
      await entradasEntregadasApi.sendPaymentMail(row.ticket)
      await reload()
      return r.mailSentToast
    })
  const remove = (row: Row) =>
    run(`remove-${row.ticket.id}`, async () => {
      setConfirming(null)
      await entradasEntregadasApi.remove(row.ticket.id)
      await reload()
      return r.removed
    })

  const remind = (row: Row) =>
    run(`remind-${row.ticket.id}`, async () => {
      await entradasEntregadasApi.sendReminder(row.ticket.id)
      return r.reminderSent
    })
  const extend = (row: Row, days: number) =>
    run(`extend-${row.ticket.id}`, async () => {
      setExtending(null)
      const updated = await entradasEntregadasApi.extendDeadline(row.ticket.id, days)
      await reload()
      return r.extended(formatDateTime(updated.pagarAntes, t.intlLocale))
    })

  if (state === 'loading') return <p role="status">{t.loading}</p>
  if (state === 'error') return <p role="alert">{t.loadError}</p>
  if (rows.length === 0) return <p>{r.empty}</p>
  return (
    <>
      <div className="admin-table-wrap">
        <table className="admin-table admin-table--wide">
          <caption>{r.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{r.email}</th>
              <th scope="col">{r.name}</th>
              <th scope="col">{r.requestDate}</th>
              <th scope="col">{r.orderId}</th>
              <th scope="col">{r.token}</th>
              <th scope="col">{r.amount}</th>
              <th scope="col">{r.mailSent}</th>
              <th scope="col">{r.state}</th>
              <th scope="col">{r.actions}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const { ticket } = row
              return (
                <tr key={ticket.id} data-testid={`issued-${ticket.orderID}`}>
                  <td data-label={r.email} className="admin-wrap">{row.email}</td>
                  <td data-label={r.name}>{row.type ? (lang === 'ENG' ? row.type.NombreIngles : row.type.Nombre) : ticket.nombre}</td>
                  <td data-label={r.requestDate}>{formatDateTime(ticket.created, t.intlLocale)}</td>
                  <td data-label={r.orderId} className="admin-mono">{ticket.orderID}</td>
                  <td data-label={r.token} className="admin-mono">
                    <span className="admin-token" title={ticket.token === '1' ? undefined : ticket.token}>
                      {ticket.token === '1' ? r.noToken : ticket.token}
                    </span>
                  </td>
                  <td data-label={r.amount}>{formatClp(ticket.monto)}</td>
                  <td data-label={r.mailSent}>{ticket.correoEnviado === 'si' ? r.yes : r.no}</td>
                  <td data-label={r.state}>
                    {r.states[ticket.estado]}
                    {ticket.estado === 'creada' && ticket.pagarAntes ? <div className="admin-note">{r.payBy(formatDateTime(ticket.pagarAntes, t.intlLocale))}</div> : null}
                    {ticket.estado === 'vencida' ? <div className="admin-note">{r.expired}</div> : null}
                  </td>
                  <td className="admin-actions" data-label={r.actions}>
                    <button
                      type="button"
                      className="btn btn--small"
                      disabled={busy !== null || ticket.estado !== 'creada'}
                      onClick={() => void resend(row)}
                    >
                      {r.mail}
                    </button>
                    <button type="button" className="btn btn--small" disabled={busy !== null || ticket.estado !== 'creada'} onClick={() => void remind(row)}>
                      {r.reminder}
                    </button>
                    <button type="button" className="btn btn--small" disabled={busy !== null || ticket.estado !== 'creada'} onClick={() => setExtending(row)}>
                      {r.extend}
                    </button>
                    <button
                      type="button"
                      className="btn btn--ghost btn--small"
                      disabled={busy !== null || !['creada', 'rechazada'].includes(ticket.estado)}
                      onClick={() => setConfirming(row)}
                    >
                      {r.remove}
                    </button>
                    <RefundAction ticket={ticket} email={row.email} listaEspera={row.listaEspera} busy={busy} run={run} onDone={reload} />
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
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
    </>
  )
}

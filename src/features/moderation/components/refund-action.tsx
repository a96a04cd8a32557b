import { useId, useState } from 'react'
import { Modal } from '@/components/ui/modal'
import { formatClp } from '@/domain/money'
import { organiserRefundRefusal, refundLastDay, type RefundRefusal } from '@/domain/refund-window'
import { ActionRefused } from '../hooks/use-action'
import { useRefundTicketMutation } from '../moderation-queries'
import { refundFailureText } from '../refund-failure'
import { useStaffT } from '@/i18n/use-t'
import type { IssuedTicketRecord } from '@/types/pocketbase'
import './refund-action.css'
import { pocketBaseDate } from '@/domain/pocketbase-date'

interface Props {
  ticket: IssuedTicketRecord
  email: string
  listaEspera: boolean
  busy: string | null
  run: (key: string, action: () => Promise<string | void>) => Promise<void>
}

/**
 * "Reembolsar" for one paid ticket on /adminremove: inside the withdrawal window it asks for
 * confirmation and refunds through Webpay; outside it (or for a waitlist ticket) the button is
 * disabled and says why. The server checks the same rules again.
 */
export function RefundAction({ ticket, email, listaEspera, busy, run }: Props) {
  const t = useStaffT().moderation
  const r = t.refund
  const reasonId = useId()
  const [confirming, setConfirming] = useState(false)
  const [refundTicket] = useRefundTicketMutation()
  if (ticket.estado !== 'pagada') return null
  const refusal = organiserRefundRefusal({ estado: ticket.estado, pagadoEn: ticket.pagadoEn, listaEspera }, new Date())
  const explain = (code: RefundRefusal) =>
    code === 'windowClosed' ? r.refusals.windowClosed(refundLastDay(pocketBaseDate(ticket.pagadoEn))) : r.refusals[code]

  const refund = () =>
    run(`refund-${ticket.id}`, async () => {
      setConfirming(false)
      try {
        const done = await refundTicket(ticket.id).unwrap()
        return done.mailed ? r.done : r.doneNoMail
      } catch (err) {
        throw new ActionRefused(refundFailureText(err, r, ticket.pagadoEn), { cause: err })
      }
    })

  return (
    <>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        disabled={busy !== null || refusal !== null}
        aria-describedby={refusal ? reasonId : undefined}
        onClick={() => setConfirming(true)}
      >
        {r.button}
      </button>
      {refusal ? (
        <small id={reasonId} className="admin-note">
          {explain(refusal)}
        </small>
      ) : null}
      {confirming ? (
        <Modal
          title={r.title}
          onClose={() => setConfirming(false)}
          actions={
            <>
              <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
                {r.cancel}
              </button>
              <button type="button" className="btn" onClick={() => void refund()}>
                {r.confirm}
              </button>
            </>
          }
        >
          <p>{r.body(ticket.orderID, formatClp(ticket.monto), email)}</p>
        </Modal>
      ) : null}
    </>
  )
}

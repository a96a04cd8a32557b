import { useId, useState } from 'react'
import { Modal } from '@/components/ui/modal'
import { formatClp } from '@/domain/money'
import { OUTSIDE_REFUND_REASON } from '@/domain/webpay-refund'
import { useStaffT } from '@/i18n/use-t'
import { isWriteFailure } from '@/stores/server-write'
import { ActionRefused } from '../hooks/use-action'
import { useRecordOutsideRefundMutation } from '../moderation-queries'

interface Props {
  ticket: string
  orderID: string
  amount: number
  busy: string | null
  run: (key: string, action: () => Promise<string | void>) => Promise<void>
}

/**
 * "Record a refund made outside Webpay" (/adminremove), offered where Webpay refused a refund for
 * good (src/domain/webpay-refund.ts): asks how the money was given back, then PocketBase refunds the
 * ticket exactly as a Webpay refund would and audits it with that reason.
 */
export function OutsideRefund({ ticket, orderID, amount, busy, run }: Props) {
  const r = useStaffT().moderation.refund
  const o = r.outsideWebpay
  const reasonId = useId()
  const hintId = useId()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [record] = useRecordOutsideRefundMutation()
  const trimmed = reason.trim()
  const valid = trimmed.length >= OUTSIDE_REFUND_REASON.min && trimmed.length <= OUTSIDE_REFUND_REASON.max

  const submit = () =>
    run(`outside-${ticket}`, async () => {
      setOpen(false)
      try {
        await record({ ticket, reason: trimmed }).unwrap()
        return o.done
      } catch (err) {
        // The same refusals as "Reembolsar": no money back to an admitted holder, and no upgrade
        // refunded while the level of the ticket it replaced has no unit to take back.
        const reason = isWriteFailure(err) ? err.reason : undefined
        const refusal = reason === 'admitted' || reason === 'previousSoldOut' ? r.refusals[reason] : o.failed
        throw new ActionRefused(refusal, { cause: err })
      }
    })

  return (
    <>
      <button type="button" className="btn btn--ghost btn--small" disabled={busy !== null} onClick={() => setOpen(true)}>
        {o.button}
      </button>
      {open ? (
        <Modal
          title={o.title}
          onClose={() => setOpen(false)}
          actions={
            <>
              <button type="button" className="btn btn--ghost" onClick={() => setOpen(false)}>
                {o.cancel}
              </button>
              <button type="button" className="btn" disabled={!valid} onClick={() => void submit()}>
                {o.confirm}
              </button>
            </>
          }
        >
          <p>{o.body(orderID, formatClp(amount))}</p>
          <label htmlFor={reasonId}>{o.reasonLabel}</label>
          <textarea
            id={reasonId}
            aria-describedby={hintId}
            rows={3}
            maxLength={OUTSIDE_REFUND_REASON.max}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <small id={hintId} className="admin-note">
            {o.reasonHint(OUTSIDE_REFUND_REASON.min, OUTSIDE_REFUND_REASON.max)}
          </small>
        </Modal>
      ) : null}
    </>
  )
}

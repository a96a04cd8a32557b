import { useId } from 'react'
import type { UnfinishedRefund } from '@/api/entradas-entregadas'
import { useStaffT } from '@/i18n/use-t'
import { formatDateTime } from '../format'
import { ActionRefused } from '../hooks/use-action'
import { useRefundTicketMutation } from '../moderation-queries'
import { refundFailureText } from '../refund-failure'
import { onlyOutsideWebpay, webpayRefundRefusal } from '@/domain/webpay-refund'
import { OutsideRefund } from './outside-refund'

interface Props {
  items: readonly UnfinishedRefund[]
  busy: string | null
  run: (key: string, action: () => Promise<string | void>) => Promise<void>
}

/**
 * /adminremove: organiser refunds that have not finished, each with its real state (waiting for
 * Webpay's answer, or not performed with Webpay's answer) and "Retry", or, when Webpay refused for
 * good, why and "Record a refund made outside Webpay". Shows nothing when all are done.
 */
export function UnfinishedRefunds({ items, busy, run }: Props) {
  const t = useStaffT().moderation
  const r = t.refund
  const u = r.unfinished
  const titleId = useId()
  const [refundTicket] = useRefundTicketMutation()

  const retry = (item: UnfinishedRefund) =>
    run(`refund-${item.ticket}`, async () => {
      try {
        const done = await refundTicket(item.ticket).unwrap()
        return done.mailed ? r.done : r.doneNoMail
      } catch (err) {
        throw new ActionRefused(refundFailureText(err, r, ''), { cause: err })
      }
    })

  /** A refusal no retry changes: only a refund made outside Webpay can give the money back. */
  const final = (item: UnfinishedRefund) => {
    if (item.state !== 'failed') return null
    const why = webpayRefundRefusal(item.answer, item.paymentType)
    return onlyOutsideWebpay(why) ? why : null
  }

  if (items.length === 0) return null
  return (
    <section className="admin-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{u.title}</h2>
      <ul className="admin-list">
        {items.map((item) => {
          const why = final(item)
          return (
            <li key={item.ticket} data-testid={`unfinished-refund-${item.ticket}`}>
              <strong>{u.order(item.orderID)}</strong>{' '}
              <span>{item.state === 'pending' ? u.pending(formatDateTime(item.since, t.intlLocale)) : u.failed(item.answer)}</span>{' '}
              {why ? (
                <>
                  <span>{r.outsideWebpay[why]}</span>{' '}
                  <OutsideRefund ticket={item.ticket} orderID={item.orderID} amount={item.amount} busy={busy} run={run} />
                </>
              ) : (
                <button type="button" className="btn btn--small" disabled={busy !== null} onClick={() => void retry(item)}>
                  {u.retry}
                </button>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

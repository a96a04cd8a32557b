import { useCopy } from '@/i18n/use-copy'
import { useStaffT } from '@/i18n/use-t'
import { isWriteFailure } from '@/stores/server-write'
import type { UserCompleteRequestView } from '@/types/pocketbase'
import { ActionRefused, useAction } from '../hooks/use-action'
import { useSearchedPage } from '../hooks/use-list-search'
import { APPROVE_NEXT_MAX } from '../queue'
import {
  useAllTicketTypesQuery,
  useApproveNextMutation,
  useApproveRequestMutation,
  useLastOrderIdQuery,
  usePendingRequestsQuery,
  useRejectRequestMutation,
  useStockQuery,
} from '../moderation-queries'
import { approvalRefusalsCopy } from './approval-refusals-copy'
import { ApproveNext } from './approve-next'
import { PendingRequests } from './pending-requests'
import { QuantitiesTable } from './quantities-table'
import { ReturnedUnits } from './returned-units'
import { TypesTable } from './types-table'

/** /adminsell: availability, remaining quantities, the last order id and the pending requests (SPEC §2). */
export function SellPage() {
  const t = useStaffT().moderation
  const typesQuery = useAllTicketTypesQuery()
  const stockQuery = useStockQuery()
  const lastOrderQuery = useLastOrderIdQuery()
  // The queue's head for "Approve the next N" and its length; the cards are a page of their own, searchable.
  const headQuery = usePendingRequestsQuery({ text: '', page: 1, perPage: APPROVE_NEXT_MAX })
  const { search, query: pendingQuery, page: pendingPage, stale } = useSearchedPage(usePendingRequestsQuery)
  // An approval the server refused says why (pb_hooks/lib/approval.js codes), in the moderator's language.
  const { busy, run } = useAction(useCopy(approvalRefusalsCopy))
  const [approveRequest] = useApproveRequestMutation()
  const [approveHead] = useApproveNextMutation()
  const [rejectRequest] = useRejectRequestMutation()
  // Each list follows its collection live (moderation-queries.ts), and reads again after each write (its mutation's tags).

  const approve = (request: UserCompleteRequestView) =>
    run(`approve-${request.id}`, async () => {
      // One call: the approval and its payment request (pb_hooks/lib/payment-request-mail.js).
      const ticket = await approveRequest(request.id).unwrap()
      return ticket.mailed ? t.sell.approved(ticket.orderID) : t.sell.approvedMailFailed(ticket.orderID)
    })
  const approveNext = (requests: UserCompleteRequestView[]) =>
    run('approve-next', async () => {
      let answer
      try {
        answer = await approveHead(requests.map((r) => r.id)).unwrap()
      } catch (err) {
        if (isWriteFailure(err) && err.status === 409) throw new ActionRefused(t.sell.queueChanged, { cause: err })
        throw err
      }
      const tickets = answer.results.flatMap((r) => (r.ticket ? [r.ticket] : []))
      const mailFailed = tickets.filter((ticket) => !ticket.mailed).length
      return t.sell.approvedMany(tickets.length, answer.results.length - tickets.length, mailFailed)
    })
  const reject = (request: UserCompleteRequestView) =>
    run(`reject-${request.id}`, async () => {
      await rejectRequest(request.id).unwrap()
      return t.sell.rejected
    })

  return (
    <>
      <p className="admin-last-order">
        <strong>{t.sell.lastOrder}:</strong> <span data-testid="last-order">{lastOrderQuery.data ?? t.sell.none}</span>
      </p>
      <TypesTable types={typesQuery.data ?? []} query={{ ...typesQuery, hasData: typesQuery.data !== undefined }} busy={busy} run={run} />
      <QuantitiesTable stock={stockQuery.data ?? []} types={typesQuery.data ?? []} busy={busy} run={run} />
      <ReturnedUnits busy={busy} run={run} />
      <ApproveNext requests={headQuery.data?.rows ?? []} busy={busy !== null} onApprove={(requests) => void approveNext(requests)} />
      <PendingRequests
        queueLength={headQuery.data?.totalItems}
        page={pendingPage}
        stale={stale}
        query={{ ...pendingQuery, hasData: pendingPage !== undefined }}
        search={search}
        busy={busy}
        onApprove={(r) => void approve(r)}
        onReject={(r) => void reject(r)}
      />
    </>
  )
}

import { ClientResponseError } from 'pocketbase'
import { entradasPedidasApi } from '@/api/entradas-pedidas'
import { loadStateOf } from '@/components/ui/query-status'
import { useStaffT } from '@/i18n/use-t'
import type { UserCompleteRequestView } from '@/types/pocketbase'
import { useAction } from '../hooks/use-action'
import { useKeepPageInRange, useListSearch } from '../hooks/use-list-search'
import { APPROVE_NEXT_MAX } from '../queue'
import { useAllTicketTypesQuery, useLastOrderIdQuery, usePendingRequestsQuery, useStockQuery } from '../moderation-queries'
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
  const search = useListSearch()
  const pendingQuery = usePendingRequestsQuery(search.request)
  useKeepPageInRange(pendingQuery.data, search.goTo)
  const { busy, run } = useAction()
  // Each list follows its collection live (moderation-queries.ts); an action reads again at once.
  const types = { data: typesQuery.data ?? [], state: loadStateOf(typesQuery), reload: async () => void (await typesQuery.refetch()) }
  const stock = { data: stockQuery.data ?? [], reload: async () => void (await stockQuery.refetch()) }
  const lastOrder = { data: lastOrderQuery.data ?? null, state: loadStateOf(lastOrderQuery) }
  const refreshPending = () => {
    void headQuery.refetch()
    void pendingQuery.refetch()
    void lastOrderQuery.refetch()
  }

  const approve = (request: UserCompleteRequestView) =>
    run(`approve-${request.id}`, async () => {
      // One call: the approval and its payment request (pb_hooks/lib/payment-request-mail.js).
      const ticket = await entradasPedidasApi.approve(request.id)
      refreshPending()
      return ticket.mailed ? t.sell.approved(ticket.orderID) : t.sell.approvedMailFailed(ticket.orderID)
    })
  const approveNext = (requests: UserCompleteRequestView[]) =>
    run('approve-next', async () => {
      let answer
      try {
        answer = await entradasPedidasApi.approveNext(requests.map((r) => r.id))
      } catch (err) {
        if (err instanceof ClientResponseError && err.status === 409) {
          refreshPending()
          throw new Error(t.sell.queueChanged, { cause: err })
        }
        throw err
      }
      refreshPending()
      const tickets = answer.results.flatMap((r) => (r.ticket ? [r.ticket] : []))
      const mailFailed = tickets.filter((ticket) => !ticket.mailed).length
      return t.sell.approvedMany(tickets.length, answer.results.length - tickets.length, mailFailed)
    })
  const reject = (request: UserCompleteRequestView) =>
    run(`reject-${request.id}`, async () => {
      await entradasPedidasApi.reject(request.id)
      refreshPending()
      return t.sell.rejected
    })

  return (
    <>
      <p className="admin-last-order">
        <strong>{t.sell.lastOrder}:</strong> <span data-testid="last-order">{lastOrder.data ?? t.sell.none}</span>
      </p>
      <TypesTable types={types.data} state={types.state} busy={busy} run={run} reload={types.reload} />
      <QuantitiesTable stock={stock.data} types={types.data} busy={busy} run={run} reload={stock.reload} />
      <ReturnedUnits busy={busy} run={run} onApproved={refreshPending} />
      <ApproveNext requests={headQuery.data?.rows ?? []} busy={busy !== null} onApprove={(requests) => void approveNext(requests)} />
      <PendingRequests
        queueLength={headQuery.data?.totalItems}
        page={pendingQuery.data}
        stale={pendingQuery.currentData === undefined && pendingQuery.isFetching}
        state={loadStateOf(pendingQuery)}
        search={search}
        busy={busy}
        onApprove={(r) => void approve(r)}
        onReject={(r) => void reject(r)}
      />
    </>
  )
}

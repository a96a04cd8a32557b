import { ClientResponseError } from 'pocketbase'
import { entradasEntregadasApi } from '@/api/entradas-entregadas'
import { entradasPedidasApi } from '@/api/entradas-pedidas'
import { loadStateOf } from '@/components/ui/query-status'
import { useStaffT } from '@/i18n/use-t'
import type { UserCompleteRequestView } from '@/types/pocketbase'
import { useAction } from '../hooks/use-action'
import { useAllTicketTypesQuery, useLastOrderIdQuery, usePendingRequestsQuery, useStockQuery } from '../moderation-queries'
import { ApproveNext } from './approve-next'
import { PendingRequests } from './pending-requests'
import { QuantitiesTable } from './quantities-table'
import { TypesTable } from './types-table'

/** /adminsell: availability, remaining quantities, the last order id and the pending requests (SPEC §2). */
export function SellPage() {
  const t = useStaffT().moderation
  const typesQuery = useAllTicketTypesQuery()
  const stockQuery = useStockQuery()
  const lastOrderQuery = useLastOrderIdQuery()
  const pendingQuery = usePendingRequestsQuery()
  const { busy, run } = useAction()
  // Each list follows its collection live (moderation-queries.ts); an action reads again at once.
  const types = { data: typesQuery.data ?? [], state: loadStateOf(typesQuery), reload: async () => void (await typesQuery.refetch()) }
  const stock = { data: stockQuery.data ?? [], reload: async () => void (await stockQuery.refetch()) }
  const lastOrder = { data: lastOrderQuery.data ?? null, state: loadStateOf(lastOrderQuery) }
  const pending = { data: pendingQuery.data ?? [], state: loadStateOf(pendingQuery) }
  const refreshPending = () => {
    void pendingQuery.refetch()
    void lastOrderQuery.refetch()
  }

  const approve = (request: UserCompleteRequestView) =>
    run(`approve-${request.id}`, async () => {
      const ticket = await entradasPedidasApi.approve(request.id)
      refreshPending()
      try {
        await entradasEntregadasApi.sendPaymentMail(ticket)
        return t.sell.approved(ticket.orderID)
      } catch (err) {
        console.error('payment mail failed', err)
        return t.sell.approvedMailFailed(ticket.orderID)
      }
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
      const mails = await Promise.allSettled(tickets.map((ticket) => entradasEntregadasApi.sendPaymentMail(ticket)))
      const mailFailed = mails.filter((m) => m.status === 'rejected').length
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
      <ApproveNext requests={pending.data} busy={busy !== null} onApprove={(requests) => void approveNext(requests)} />
      <PendingRequests requests={pending.data} state={pending.state} busy={busy} onApprove={(r) => void approve(r)} onReject={(r) => void reject(r)} />
    </>
  )
}

import { skipToken } from '@reduxjs/toolkit/query/react'
import { entradasPedidasApi } from '@/api/entradas-pedidas'
import { liveOwnRecords, read, serverState } from '@/stores/server-state'
import { write } from '@/stores/server-write'
import type { TicketRequestRecord } from '@/types/pocketbase'

export interface MyQueue {
  requests: TicketRequestRecord[]
  position: number | null
  latest: TicketRequestRecord | null
}

/** Others' requests send no events to this user (rules), so while waiting the position is also re-read now and then. */
export const POSITION_REFRESH_MS = 30_000

const queueQueries = serverState.injectEndpoints({
  endpoints: (build) => ({
    /** The user's open requests, their place in the queue and their latest request (to tell a declined one). */
    myQueue: build.query<MyQueue, string>({
      queryFn: (userId) =>
        read(async () => {
          const [requests, position, latest] = await Promise.all([
            entradasPedidasApi.listOpenMine(userId),
            entradasPedidasApi.queuePosition(),
            entradasPedidasApi.latestMine(userId),
          ])
          return { requests, position, latest }
        }),
      providesTags: ['Requests'],
      // The open requests and the latest one (an approval, a decline or an expiry changes it).
      ...liveOwnRecords<MyQueue, string>('EntradasPedidas', (queue) => [...queue.requests.map((r) => r.id), ...(queue.latest ? [queue.latest.id] : [])]),
    }),
    /** "Join the queue" / "Request Upgrade" (pideentrada): a new open request, or a refusal that may mean the list was out of date. */
    requestTicket: build.mutation<Awaited<ReturnType<typeof entradasPedidasApi.request>>, { userId: string; ticketTypeId: string }>({
      queryFn: ({ userId, ticketTypeId }) => write(() => entradasPedidasApi.request(userId, ticketTypeId)),
      invalidatesTags: ['Requests'],
    }),
  }),
})

export const { useRequestTicketMutation } = queueQueries

/** The queue of the signed-in buyer (none signed in: skipped); re-read every POSITION_REFRESH_MS while waiting. */
export function useMyQueue(userId: string | null) {
  const arg = userId ?? skipToken
  const { waiting } = queueQueries.useMyQueueQuery(arg, { selectFromResult: (r) => ({ waiting: (r.data?.requests.length ?? 0) > 0 }) })
  return queueQueries.useMyQueueQuery(arg, { pollingInterval: waiting ? POSITION_REFRESH_MS : 0 }).data
}

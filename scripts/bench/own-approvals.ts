import { OPEN_REQUESTS, QUEUE_SORT } from '../../src/domain/query-allowlist.ts'
import { timedFetch } from './load.ts'
import type { FollowReply } from './sse-clients.ts'

/** One approval as the owner's page should see it: the request's page, and when the approval was sent. */
export interface OwnApproval {
  index: number
  writeAt: number
}

/**
 * The moderator at /adminsell during the drop: reads the head of the queue (oldest open requests, as
 * the page shows them), has the pages of those requests follow them (the SPA's liveOwnRecords, once
 * the buyer's answer arrived and its read returned), then approves them one by one ("Cobrar",
 * /api/mi/approve/<id>), until `max` approvals, or the level sold out (five refusals in a row), or the
 * queue is empty once the rush is over. Each approval's fan-out runs from just before it was sent to
 * the owner's page receiving the request's update. Requests whose answer the buyer has not received
 * yet are approved without a page following them (not measured).
 */
export async function approveTheQueue(options: {
  pocketbaseUrl: string
  moderatorToken: string
  /** Buyer's user id → index of their page, once their request's answer arrived. */
  pageOf: ReadonlyMap<string, number>
  follow: (follows: { index: number; topic: string }[]) => Promise<FollowReply>
  rushOver: () => boolean
  max: number
  log: (line: string) => void
}): Promise<{ approvals: OwnApproval[]; refused: number }> {
  const headers = { 'content-type': 'application/json', authorization: options.moderatorToken, 'X-Forwarded-For': '10.127.0.2' }
  const approvals: OwnApproval[] = []
  let refused = 0
  let refusedInARow = 0
  let approved = 0
  while (approved < options.max && refusedInARow < 5) {
    // What /adminsell reads (src/api/admin-views.ts pendingRequestsPage), within the query allowlist.
    const head = await timedFetch(`${options.pocketbaseUrl}/api/collections/UserCompleteEntradasPedidas/records?page=1&perPage=50&filter=${encodeURIComponent(OPEN_REQUESTS)}&sort=${encodeURIComponent(QUEUE_SORT)}`, { method: 'GET', headers })
    if (!head.ok) options.log(`drop: the queue read answered ${head.status}: ${head.body.slice(0, 160)}`)
    const items = head.ok ? (JSON.parse(head.body) as { items: { id: string; userid: string }[] }).items : []
    if (items.length === 0) {
      if (options.rushOver()) break
      await new Promise((resolve) => setTimeout(resolve, 100))
      continue
    }
    const pages = new Map(items.flatMap((item) => {
      const index = options.pageOf.get(item.userid)
      return index === undefined ? [] : [[item.id, index] as const]
    }))
    if (pages.size) await options.follow([...pages].map(([id, index]) => ({ index, topic: `EntradasPedidas/${id}` })))
    for (const item of items) {
      if (approved >= options.max || refusedInARow >= 5) break
      const writeAt = Date.now()
      const answer = await timedFetch(`${options.pocketbaseUrl}/api/mi/approve/${item.id}`, { method: 'POST', headers })
      if (!answer.ok) {
        if (refused++ === 0) options.log(`drop: an approval answered ${answer.status}: ${answer.body.slice(0, 160)}`)
        refusedInARow++
        continue
      }
      refusedInARow = 0
      approved++
      const index = pages.get(item.id)
      if (index !== undefined) approvals.push({ index, writeAt })
    }
  }
  return { approvals, refused }
}

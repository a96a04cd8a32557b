import { pb } from './pocketbase'
import type { PrivacyRight, RequestRight } from '@/domain/privacy-rights'

/** One rights request as PocketBase answers it (pb_hooks/lib/privacy-rights.js): instants are ISO, '' when unset. */
export interface RightsRequest {
  /** `correction`: a request to correct locked legal data (legalCorrections), the rectification right. */
  kind: 'request' | 'correction'
  id: string
  right: RequestRight
  detail: string
  status: 'pendiente' | 'resuelta' | 'rechazada'
  received: string
  due: string
  extended: string
  extensionReason: string
  answer: string
  resolved: string
}

export interface InboxItem extends RightsRequest {
  person: { name: string; email: string; deleted: boolean }
}

export interface InboxPage {
  page: number
  perPage: number
  totalItems: number
  items: InboxItem[]
}

export const privacyRightsApi = {
  /** The signed-in attendee's requests, newest first. */
  mine: () => pb.send<{ items: RightsRequest[] }>('/api/mi/rights', { requestKey: null }).then((answer) => answer.items),
  ask: (right: PrivacyRight, detail: string) => pb.send<RightsRequest>('/api/mi/rights', { method: 'POST', body: { right, detail }, requestKey: null }),
  /** Moderators: open requests soonest due first, or answered ones latest first. */
  inbox: (state: 'open' | 'closed', page: number) => pb.send<InboxPage>('/api/mi/rights/inbox', { query: { state, page }, requestKey: null }),
  answer: (id: string, state: 'resuelta' | 'rechazada', answer: string) =>
    pb.send<RightsRequest & { mailed: boolean }>(`/api/mi/rights/${encodeURIComponent(id)}/answer`, { method: 'POST', body: { state, answer } }),
  extend: (id: string, reason: string) => pb.send<RightsRequest & { mailed: boolean }>(`/api/mi/rights/${encodeURIComponent(id)}/extend`, { method: 'POST', body: { reason } }),
}

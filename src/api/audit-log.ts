import type { AuditLogRecord } from '@/types/pocketbase'
import { pb } from './pocketbase'

/** One audit row as moderators see it: document numbers and health data arrive masked ('•••'). */
export type AuditEntry = Pick<AuditLogRecord, 'id' | 'created' | 'actor' | 'actorEmail' | 'action' | 'collection' | 'target' | 'before' | 'after'>

export interface AuditPage {
  page: number
  items: AuditEntry[]
  hasMore: boolean
  actors: { value: string; label: string }[]
  actions: string[]
}

export interface AuditQuery {
  actor?: string
  action?: string
  /** ISO instants in UTC. */
  from?: string
  to?: string
  page?: number
}

/** The audit log, through the moderator-only route of pb_hooks/audit-view.pb.js (auditLog itself is closed). */
export const auditLogApi = {
  list(query: AuditQuery): Promise<AuditPage> {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value))
    return pb.send<AuditPage>(`/api/mi/audit?${params.toString()}`, { method: 'GET', requestKey: null })
  },
}

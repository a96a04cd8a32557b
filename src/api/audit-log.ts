import { pb } from './pocketbase'

/** Someone named in the log; `deleted` when the account no longer exists (no name or e-mail then). */
export interface AuditPerson {
  name: string
  email: string
  deleted: boolean
}

export type AuditValue = string | number | boolean | null

/**
 * One field a row changed. `before` is absent when the record was created, `after` when it was
 * deleted; `hidden` (health data, document numbers) says only that it changed.
 */
export interface AuditChange {
  field: string
  before?: AuditValue
  after?: AuditValue
  hidden?: true
}

/** One audit row as moderators see it (pb_hooks/lib/audit-view.js). */
export interface AuditEntry {
  id: string
  created: string
  action: string
  collection: string
  /** null: done by the system (deadline job, reconciliation, retention). */
  actor: AuditPerson | null
  /** The person the row is about; null when it is about no one (stock, banner, content). */
  subject: AuditPerson | null
  /** The record by a name people know: a ticket's order id, a ticket type's name; '' otherwise. */
  record: string
  changes: AuditChange[]
}

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
  /** Part of a name, username or e-mail: rows by or about the people it matches. */
  person?: string
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

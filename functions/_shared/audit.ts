import type { TypedPocketBase } from '../../src/types/pocketbase.ts'

/** One row of the audit log: who did what to which record, with what was there before and after. */
export interface AuditEntry {
  actor: string
  actorEmail: string
  action: string
  collection: string
  target: string
  before: unknown
  after: unknown
}

/** Writes an audit row (auditLog is append-only for the functions' superuser). */
export async function writeAudit(pb: TypedPocketBase, entry: AuditEntry): Promise<void> {
  await pb.collection('auditLog').create(entry)
}

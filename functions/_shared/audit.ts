import type { AuditLogRecord, TypedPocketBase } from '../../src/types/pocketbase.ts'

/** One row of the audit log: who did what to which record, with what was there before and after. */
export type AuditEntry = Pick<AuditLogRecord, 'actor' | 'actorEmail' | 'action' | 'collection' | 'target' | 'before' | 'after'>

/** Writes an audit row (auditLog is append-only for the functions' superuser). */
export async function writeAudit(pb: TypedPocketBase, entry: AuditEntry): Promise<void> {
  await pb.collection('auditLog').create(entry)
}

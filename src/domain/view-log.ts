/** What a moderator's read of one record API collection or view reveals, and whose data it is. */
export interface PersonalRecordSource {
  /** The personal fields a row shows (the view log's `after.fields`). */
  fields: readonly string[]
  /** The field holding the attendee's user id (`id` when the row is the person). */
  owner: string
}

/**
 * Ley 21.719 accountability (pb_hooks/lib/view-log.js): the collections and views a moderator may
 * read through PocketBase's record API that hold an attendee's personal data. A list or view of them
 * leaves a `view` row per person; a realtime delivery of them to a moderator carries the record's id
 * and nothing else (a signal to read again, through the logged list), so it needs no row. One list:
 * the hooks register on these names and the integration tests walk them (tests/integration/view-log*).
 */
export const PERSONAL_RECORD_SOURCES = {
  userCompleteLegal: { fields: ['email', 'username', 'nombreEnDocumento', 'bdate', 'state'], owner: 'id' },
  UserCompleteEntradasPedidas: { fields: ['email', 'username', 'nombreEnDocumento', 'bdate', 'state'], owner: 'userid' },
  legalCorrections: { fields: ['motivo'], owner: 'user' },
  EntradasEntregadas: { fields: ['nombre', 'orderID', 'estado'], owner: 'user' },
  userStatusPaws: { fields: ['state'], owner: 'user' },
} as const satisfies Record<string, PersonalRecordSource>

export type PersonalRecordCollection = keyof typeof PERSONAL_RECORD_SOURCES

export const PERSONAL_RECORD_COLLECTIONS = Object.keys(PERSONAL_RECORD_SOURCES) as PersonalRecordCollection[]

/** The keys a moderator's realtime delivery of a personal record keeps (PocketBase adds the last two to every record). */
export const MODERATOR_REALTIME_KEYS = ['id', 'collectionId', 'collectionName'] as const

import { pb } from './pocketbase'

/** One record of the export: field name → value, as PocketBase stored it. */
export type ExportRecord = Record<string, unknown>

/** Everything the site holds about the signed-in attendee (GET /api/mi/my-data, pb_hooks/my-data.pb.js). */
export interface MyDataExport {
  generatedAt: string
  account: ExportRecord
  personal: ExportRecord | null
  legal: ExportRecord | null
  health: ExportRecord | null
  status: ExportRecord | null
  requests: ExportRecord[]
  tickets: ExportRecord[]
  badge: ExportRecord | null
  payments: ExportRecord[]
  corrections: ExportRecord[]
  audit: ExportRecord[]
  mails: ExportRecord[]
  /** Rights requests and legal corrections with their due dates (pb_hooks/lib/privacy-rights.js). */
  rights: ExportRecord[]
  /** Who viewed the attendee's data on the moderator screens (pb_hooks/lib/view-log.js). */
  views: ExportRecord[]
  /** Ticket transfers asked for and received (pb_hooks/lib/transfer-views.js). */
  transfers: ExportRecord[]
}

/** When health data is erased after the event (GET /api/mi/retention, public). */
export interface RetentionSchedule {
  eventEndDate: string
  retentionDays: number
  /** ISO instant after which the job erases. */
  eraseAt: string
  /** The Chile calendar day (YYYY-MM-DD) the nightly job erases. */
  eraseOn: string
}

export const myDataApi = {
  get: () => pb.send<MyDataExport>('/api/mi/my-data', { requestKey: null }),
  retention: () => pb.send<RetentionSchedule>('/api/mi/retention', { requestKey: null }),
}

/** What a deletion did (POST /api/mi/delete-account, pb_hooks/account.pb.js); no personal data. */
export interface AccountDeletion {
  deleted: true
  mailed: boolean
  ticketsKept: number
  ticketsReleased: number
  forfeited: number
  banKept: boolean
}

export const accountDeletionApi = {
  /**
   * Deletes the signed-in account. Answers 400 with a `password` field error for a wrong password,
   * and 409 `{ code: 'forfeit_required', orders }` until `forfeit` confirms giving up paid tickets.
   */
  delete: (password: string, forfeit: boolean) =>
    pb.send<AccountDeletion>('/api/mi/delete-account', { method: 'POST', body: { password, forfeit }, requestKey: null }),
}

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
}

export const myDataApi = {
  get: () => pb.send<MyDataExport>('/api/mi/my-data', { requestKey: null }),
}

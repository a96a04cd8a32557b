import { pb } from './pocketbase'

export type ReportKind = 'asistentes' | 'merch' | 'puerta'

export interface ReportSummary {
  types: { id: string; tipo: string; level: string; nombre: string; nombreIngles: string; sold: number; approvedUnpaid: number; inQueue: number; remaining: number | null }[]
  /** CLP kept: paid tickets and tickets retired by an upgrade. */
  revenue: number
  /** Counts per UTC hour ("2025-08-29 14"). */
  requestsPerHour: { hour: string; count: number }[]
  checkinsPerHour: { hour: string; count: number }[]
  /** The order prefix of the edition the figures are about. */
  edicion: string
  /** Whether it is the edition on sale: only its stock is "remaining". */
  current: boolean
}

/** `?edicion=` for an edition's order prefix; none for the current edition. */
const editionQuery = (edicion: string) => (edicion ? `?${new URLSearchParams({ edicion }).toString()}` : '')

/**
 * Exports and the sales dashboard (moderator-only routes in pb_hooks/reports.pb.js), each about one
 * edition: `edicion` is its order prefix, '' the current edition.
 */
export const reportsApi = {
  summary: (edicion: string) => pb.send<ReportSummary>(`/api/mi/report-summary${editionQuery(edicion)}`, { method: 'GET', requestKey: null }),
  /** The CSV file as the server wrote it (BOM included) and its file name. */
  async download(kind: ReportKind, edicion: string): Promise<{ blob: Blob; fileName: string }> {
    const res = await fetch(`${pb.baseURL.replace(/\/$/, '')}/api/mi/report/${kind}${editionQuery(edicion)}`, { headers: { authorization: pb.authStore.token } })
    if (!res.ok) throw new Error(`The ${kind} report failed with HTTP ${res.status}`)
    const fileName = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `${kind}.csv`
    return { blob: await res.blob(), fileName }
  },
}

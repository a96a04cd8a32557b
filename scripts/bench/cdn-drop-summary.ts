import { SNAPSHOT_CDN_MAX_AGE_SECONDS } from '../../src/domain/public-snapshot.ts'

/** What one cdn-drop.ts run measured, written with `--json FILE` for `npm run bench -- --only cdn-drop`. */
export interface CdnDropSummary {
  pages: number
  signedIn: number
  buyers: number
  windowS: number
  pollsPerSecond: number
  /** Snapshot renders by the functions (each a CDN miss, each a few PocketBase reads) per second. */
  rendersPerSecond: number
  purges: number
  rush: { errors: number; p95: number }
  /** Approval → the requester's own page (realtime). */
  ownFanOut: { p95: number; missing: number; approvals: number }
  /** Public pages seeing each moderator write: worst p95 and max over the writes, pages that never did. */
  publicSeen: { p95: number; max: number; never: number }
  /** With every realtime page open: PocketBase CPU per ticket request and per raw create (ms). */
  cpuPerTicketRequest: number
  cpuPerRawCreate: number
  loadAverage: { before: number[]; after: number[] }
}

export interface TargetRow {
  target: string
  wanted: string
  measured: string
  pass: boolean
}

/** Issue #30's targets, from a run with few public pages and one with many (the same realtime pages and buyers). */
export function cdnDropTargets(few: CdnDropSummary, many: CdnDropSummary): TargetRow[] {
  const boundMs = (SNAPSHOT_CDN_MAX_AGE_SECONDS + 1) * 1000
  const ratio = many.rendersPerSecond / few.rendersPerSecond
  const cpuRatio = many.cpuPerTicketRequest / many.cpuPerRawCreate
  return [
    {
      target: `PocketBase work (snapshot renders/s), ${many.pages.toLocaleString('en')} / ${few.pages.toLocaleString('en')} public pages`,
      wanted: 'independent of the pages (0.8–1.25)',
      measured: `${ratio.toFixed(2)} (${many.rendersPerSecond.toFixed(2)} / ${few.rendersPerSecond.toFixed(2)} per s)`,
      pass: ratio >= 0.8 && ratio <= 1.25,
    },
    {
      target: `public pages see a change (p95, ${many.pages.toLocaleString('en')} pages)`,
      wanted: `≤ ${boundMs} ms (max-age + 1 s)`,
      measured: `${many.publicSeen.p95.toFixed(0)} ms (max ${many.publicSeen.max.toFixed(0)}; never ${many.publicSeen.never})`,
      pass: many.publicSeen.p95 <= boundMs && many.publicSeen.never === 0,
    },
    { target: 'rush errors', wanted: '0', measured: `${many.rush.errors}`, pass: many.rush.errors === 0 },
    { target: 'rush p95', wanted: '≤ 300 ms', measured: `${many.rush.p95.toFixed(0)} ms`, pass: many.rush.p95 <= 300 },
    {
      target: `fan-out to signed-in pages (approval → own page, p95, ${many.signedIn.toLocaleString('en')} realtime pages)`,
      wanted: '≤ 1000 ms, none missing',
      measured: `${many.ownFanOut.p95.toFixed(0)} ms over ${many.ownFanOut.approvals} approvals, ${many.ownFanOut.missing} missing`,
      pass: many.ownFanOut.p95 <= 1000 && many.ownFanOut.missing === 0 && many.ownFanOut.approvals > 0,
    },
    {
      target: 'PocketBase CPU per ticket request / per raw create (realtime pages open)',
      wanted: '≤ 2.0',
      measured: `${cpuRatio.toFixed(2)} (${many.cpuPerTicketRequest.toFixed(2)} / ${many.cpuPerRawCreate.toFixed(2)} ms)`,
      pass: cpuRatio <= 2,
    },
  ]
}

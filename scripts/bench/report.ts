import { FIRST_LOAD_BUDGET_BYTES } from '../lib/first-load-budget.ts'
import type { ApprovalResult } from './approvals.ts'
import type { ConfirmResult } from './confirm.ts'
import type { DropResult } from './drop.ts'
import { PUBLIC_TOPICS, SIGNED_IN_TOPICS } from './drop.ts'
import type { LimiterResult } from './limits.ts'
import type { BundleResult } from './frontend.ts'
import type { LighthouseResult } from './lighthouse.ts'
import { lighthouseChecks, lighthouseMarkdown } from './lighthouse-report.ts'
import type { LatencySummary } from './load.ts'
import { round } from './load.ts'
import type { Machine } from './machine.ts'
import type { RushResult } from './rush.ts'

export interface BenchResults {
  command: string
  machine: Machine
  setup: { users: number; ms: number }
  rush?: RushResult
  limits?: LimiterResult
  approvals?: ApprovalResult
  drop?: DropResult
  confirm?: ConfirmResult
  bundle?: BundleResult
  lighthouse?: LighthouseResult
  skipped: string[]
  totalMs: number
}

export interface TargetCheck {
  name: string
  target: string
  actual: string
  pass: boolean
}

const ms = (value: number) => `${round(value)} ms`
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`

export function checkTargets(r: BenchResults): TargetCheck[] {
  const checks: TargetCheck[] = []
  if (r.rush) {
    const { rush, raw } = r.rush
    checks.push(
      { name: 'rush: errors (non-200)', target: '0', actual: String(rush.errors), pass: rush.errors === 0 },
      {
        name: 'rush: open requests per user',
        target: 'exactly 1',
        actual: `${r.rush.duplicates} users with >1, ${r.rush.missing} with 0`,
        pass: r.rush.duplicates === 0 && r.rush.missing === 0,
      },
      { name: 'rush: p95 latency', target: '≤ 300 ms', actual: ms(rush.p95), pass: rush.p95 <= 300 },
      {
        name: 'rush rate / raw create rate',
        target: '≥ 0.50',
        actual: `${round(r.rush.ratio, 2)} (${round(rush.perSecond)} / ${round(raw.perSecond)} per s)`,
        pass: r.rush.ratio >= 0.5,
      },
    )
  }
  if (r.rush) {
    const c = r.rush.cpuPerRequest
    const ratio = (c.rush.pocketbase ?? 0) / (c.raw.pocketbase ?? Number.NaN)
    checks.push({
      name: 'PocketBase CPU per ticket request / per raw create',
      target: '≤ 2.0',
      actual: `${round(ratio, 2)} (${(c.rush.pocketbase ?? 0).toFixed(2)} / ${(c.raw.pocketbase ?? 0).toFixed(2)} ms)`,
      pass: ratio <= 2,
    })
  }
  if (r.limits) {
    const l = r.limits
    checks.push(
      { name: 'rate limiter: 429s in the rush of distinct users', target: '0', actual: `${l.rush429} of ${l.rushUsers} in ${round(l.rushWallMs / 1000, 1)} s`, pass: l.rush429 === 0 },
      { name: 'rate limiter: one hammering account limited', target: '> 0 × 429', actual: `${l.account.limited} of ${l.account.attempts}`, pass: l.account.limited > 0 },
      { name: 'rate limiter: one hammering address limited', target: '> 0 × 429', actual: `${l.address.limited} of ${l.address.attempts}`, pass: l.address.limited > 0 },
    )
  }
  if (r.drop) checks.push(...dropChecks(r.drop))
  if (r.approvals) {
    const a = r.approvals
    checks.push(
      { name: 'approvals: granted', target: `${a.units} of ${a.attempts}`, actual: String(a.granted), pass: a.granted === a.units },
      { name: 'approvals: oversell', target: '0', actual: String(a.oversell), pass: a.oversell === 0 },
      { name: 'approvals: order-id gaps', target: '0', actual: String(a.gaps), pass: a.gaps === 0 },
    )
  }
  if (r.confirm) {
    checks.push({ name: 'confirm: paid answers', target: `${r.confirm.transactions}`, actual: String(r.confirm.transactions - r.confirm.notPaid), pass: r.confirm.notPaid === 0 })
  }
  if (r.bundle) {
    checks.push({
      name: 'first-load JS of / (gzip -9)',
      target: `≤ ${kb(FIRST_LOAD_BUDGET_BYTES)}`,
      actual: `${kb(r.bundle.homeFirstLoadGzip)} (${r.bundle.homeFirstLoadGzip} B)`,
      pass: r.bundle.homeFirstLoadGzip <= FIRST_LOAD_BUDGET_BYTES,
    })
  }
  if (r.lighthouse) checks.push(...lighthouseChecks(r.lighthouse))
  return checks
}

function dropChecks(d: DropResult): TargetCheck[] {
  const worst = (pick: (f: DropResult['fanOut'][number]['summary']) => number) => Math.max(...d.fanOut.map((f) => pick(f.summary)))
  const missing = d.fanOut.reduce((sum, f) => sum + f.summary.missing, 0) + (d.ownEvents.expected - d.ownEvents.received)
  const checks: TargetCheck[] = [
    { name: `drop: realtime connections established (${d.clients})`, target: '100 %', actual: pct(d.connect.subscribed, d.clients), pass: d.connect.subscribed === d.clients },
    { name: 'drop: connections kept through the drop', target: '100 %', actual: `${pct(d.kept, d.clients)} (${d.dropped} dropped)`, pass: d.kept === d.clients && d.dropped === 0 },
    { name: 'drop: fan-out p95 (worst write)', target: '≤ 1000 ms', actual: ms(worst((f) => f.p95)), pass: worst((f) => f.p95) <= 1000 },
    { name: 'drop: fan-out max (worst write)', target: '≤ 2000 ms', actual: ms(worst((f) => f.max)), pass: worst((f) => f.max) <= 2000 },
    { name: 'drop: clients missing an event', target: '0', actual: String(missing), pass: missing === 0 },
    { name: 'drop: rush errors', target: '0', actual: `${d.rush.errors} of ${d.rush.count}`, pass: d.rush.errors === 0 },
    { name: 'drop: rush p95 latency', target: '≤ 300 ms', actual: ms(d.rush.p95), pass: d.rush.p95 <= 300 },
  ]
  if (d.reconnect) {
    const x = d.reconnect
    checks.push(
      { name: 'reconnect: 99 % subscribed again after restart', target: 'reported', actual: x.to99FromUpMs === null ? 'never' : `${ms(x.to99FromUpMs)} after it answered`, pass: x.to99FromUpMs !== null },
      { name: 'reconnect: pages showing a stale final state', target: '0', actual: `banner ${x.staleBanner}, level ${x.staleLevel}`, pass: x.staleBanner === 0 && x.staleLevel === 0 },
    )
  }
  return checks
}

const pct = (part: number, whole: number) => `${round((100 * part) / whole, 1)} % (${part} of ${whole})`

function table(head: string[], rows: string[][]): string {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n')
}

const latencyRow = (name: string, s: LatencySummary) => [
  name,
  String(s.count),
  `${round(s.wallMs / 1000, 2)} s`,
  String(round(s.perSecond)),
  ms(s.p50),
  ms(s.p95),
  ms(s.p99),
  ms(s.max),
  String(s.errors),
]
const LATENCY_HEAD = ['', 'requests', 'wall time', 'per second', 'p50', 'p95', 'p99', 'max', 'errors']

const cpuText = (cpu: Record<string, number>) =>
  Object.entries(cpu)
    .map(([name, value]) => `${name} ${value.toFixed(2)}`)
    .join(', ')

/** Other work was running: the 1-minute load average above half the cores. */
export const busy = (m: Machine) => Number(m.loadAverage.split(',')[0]) > Number(m.nproc) / 2

/** The console summary: the targets with PASS/MISS. */
export function consoleSummary(r: BenchResults, checks: TargetCheck[]): string {
  const lines: string[] = []
  if (r.rush) {
    lines.push(`\n(a) ticket-request rush, ${r.rush.users} users, ${r.rush.concurrency} in flight`)
    lines.push(table(LATENCY_HEAD, [latencyRow('pideentrada (HTTP)', r.rush.rush), latencyRow('raw PB create', r.rush.raw)]))
    lines.push(`CPU ms per request: rush ${cpuText(r.rush.cpuPerRequest.rush)}; raw ${cpuText(r.rush.cpuPerRequest.raw)}`)
    if (r.rush.errorSamples.length) lines.push(`errors: ${r.rush.errorSamples.join(' | ')}`)
  }
  if (r.limits) {
    const l = r.limits
    lines.push(`\nrate limiter on: rush ${l.rush429} × 429 of ${l.rushUsers}; one account ${l.account.limited}/${l.account.attempts} limited; one address ${l.address.limited}/${l.address.attempts} limited`)
  }
  if (r.drop) {
    const d = r.drop
    lines.push(`\n(e) drop: ${d.connect.subscribed}/${d.clients} subscribed in ${ms(d.connect.ms)}, kept ${d.kept}, dropped ${d.dropped}; PocketBase peak RSS ${round(d.pocketbasePeak.peakRssMb)} MB, ${d.pocketbasePeak.peakFds} fds`)
    for (const f of d.fanOut) lines.push(`  fan-out ${f.name}: p50 ${ms(f.summary.p50)}, p95 ${ms(f.summary.p95)}, max ${ms(f.summary.max)}, missing ${f.summary.missing}`)
    lines.push(table(LATENCY_HEAD, [latencyRow('pideentrada during the drop', d.rush)]))
    lines.push(`CPU ms per rush request during the drop: ${cpuText(d.cpuPerRequest)}`)
    if (d.reconnect) {
      const x = d.reconnect
      lines.push(`  reconnect: 99 % after ${x.to99FromUpMs ?? '–'} ms from up (${x.to99FromStopMs ?? '–'} from stop), all after ${x.to100FromUpMs ?? '–'} ms; stale banner ${x.staleBanner}, level ${x.staleLevel}`)
    }
  }
  if (r.approvals) {
    const a = r.approvals
    lines.push(`\n(b) ${a.attempts} parallel approvals for ${a.units} units: granted ${a.granted}, oversell ${a.oversell}, gaps ${a.gaps}, ${ms(a.wallMs)}, statuses ${JSON.stringify(a.statuses)}`)
  }
  if (r.confirm) lines.push(`\n(c) confirm vs stand-in: p50 ${ms(r.confirm.confirm.p50)}, p95 ${ms(r.confirm.confirm.p95)} over ${r.confirm.transactions}`)
  if (r.bundle) lines.push(`\n(d) first-load JS of /: ${kb(r.bundle.homeFirstLoadGzip)} gzip (entry ${kb(r.bundle.entryGzip)})`)
  lines.push('\nTargets')
  lines.push(table(['target', 'wanted', 'measured', ''], checks.map((c) => [c.name, c.target, c.actual, c.pass ? 'PASS' : 'MISS'])))
  if (r.skipped.length) lines.push(`\nskipped: ${r.skipped.join(', ')}`)
  if (busy(r.machine)) lines.push(`\nnote: load average ${r.machine.loadAverage} at start; run again on a quiet machine for the figures to keep`)
  return lines.join('\n')
}

/** BENCHMARKS.md: latest figures, the machine, the command, and why a target is missed. */
export function markdown(r: BenchResults, checks: TargetCheck[], analysis: string): string {
  const m = r.machine
  const out: string[] = [
    '# Benchmarks',
    '',
    `Latest run: ${m.date} · total ${round(r.totalMs / 1000)} s · written by \`scripts/bench/run.ts\`, do not edit by hand.`,
    '',
    '```sh',
    r.command,
    '```',
    '',
    'Flags: `--users N` (default 2000), `--drop-clients N` (5000 realtime pages in e), `--drop-users N` (2000 requesters in e), `--skip-drop` (no e), `--skip-reconnect` (e without the restart), `--drop-refetch event|reconnect` (pages re-read on every event, or only after reconnecting), `--hooks-pool N` (PocketBase\'s `--hooksPool`, default as deploy/entrypoint.sh), `--drop-own-topics wildcard|record` (signed-in pages on collection-wide topics, or only their own records), `--rate-limits` (the limiter is always on; accepted for the command of issue #13), `--concurrency N` (50), `--confirms N` (50), `--skip-load` (no a–c), `--skip-frontend` (no d), `--skip-lighthouse`, `--only lighthouse` (build and Lighthouse only; replaces just the Lighthouse section and rows of the file), `--only cdn-drop` (the drop behind a real caching proxy with 5,000 and 50,000 public pages; prints issue #30\'s targets, recorded in the Analysis; needs Debian\'s varnish), `--runs N` (Lighthouse runs per route, default 3), `--routes /a,/b` (a subset of the Lighthouse routes), `--baseline REF` (also measure the build of git ref REF, run by run alternating with the current one), `--out FILE`, `--reports DIR` (keep the Lighthouse JSON reports), `--strict` (exit 1 when a target is missed).',
    'The bench starts its own PocketBase (temp dir), SMTP sink, Webpay stand-in and functions server on free ports of 127.0.0.1 and removes them at the end.',
    '',
    '## Machine',
    '',
    table(
      ['', ''],
      [
        ['CPU', `${m.cpuModel} × ${m.nproc} (nproc)`],
        ['OS', m.os],
        ['Node', m.node],
        ['PocketBase', m.pocketbase],
        ['Chromium', m.chromium],
        ['load average at start', m.loadAverage],
      ],
    ),
    '',
    '```text',
    `$ free -h\n${m.memory}`,
    '```',
    ...(busy(m) ? ['', `**The machine was busy when this run started (load average ${m.loadAverage} on ${m.nproc} cores): throughput, latency and Lighthouse performance are lower than on a quiet machine. CPU per request is not affected.**`] : []),
    '',
    '## Targets',
    '',
    table(['target', 'wanted', 'measured', 'result'], checks.map((c) => [c.name, c.target, c.actual, c.pass ? 'PASS' : '**MISS**'])),
  ]
  if (r.skipped.length) out.push('', `Skipped in this run: ${r.skipped.join(', ')}.`)
  if (r.rush) {
    out.push(
      '',
      `## (a) Ticket-request rush`,
      '',
      `${r.rush.users} distinct verified users with legal records (created beforehand in ${round(r.setup.ms / 1000, 1)} s) each call \`pideentrada\` once over HTTP, ${r.rush.concurrency} calls in flight. ` +
        `Then the same number of superuser record creates go straight to PocketBase (\`auditLog\` rows, deleted afterwards) with the same concurrency. ` +
        `PocketBase runs with the production rate limiter (scripts/lib/pocketbase-settings.ts) and each user calls from an address of its own, as buyers do; a 429 counts as an error.`,
      '',
      table(LATENCY_HEAD, [latencyRow('pideentrada (function over HTTP)', r.rush.rush), latencyRow('raw PocketBase create', r.rush.raw)]),
      '',
      table(
        ['CPU per request (ms)', ...Object.keys(r.rush.cpuPerRequest.rush), 'total'],
        (['rush', 'raw'] as const).map((k) => {
          const cpu = r.rush?.cpuPerRequest[k] ?? {}
          return [k === 'rush' ? 'pideentrada' : 'raw create', ...Object.values(cpu).map((v) => v.toFixed(2)), Object.values(cpu).reduce((a, b) => a + b, 0).toFixed(2)]
        }),
      ),
      '',
      `Rush rate / raw rate: **${round(r.rush.ratio, 2)}**. Status codes: ${JSON.stringify(r.rush.rush.statuses)}. Duplicates (users with more than one open request, counted in PocketBase): ${r.rush.duplicates}; users without one: ${r.rush.missing}.`,
    )
    if (r.rush.errorSamples.length) out.push('', `Error samples: ${r.rush.errorSamples.map((e) => `\`${e}\``).join(', ')}`)
  }
  if (r.limits) out.push('', ...limitsMarkdown(r.limits))
  if (r.drop) out.push('', ...dropMarkdown(r.drop, r.machine, r.rush?.rush))
  if (r.approvals) {
    const a = r.approvals
    out.push(
      '',
      '## (b) Parallel approvals',
      '',
      `${a.attempts} \`POST /api/mi/approve/{id}\` as the demo moderator, all at once, on different open requests of a type with ${a.units} units left.`,
      '',
      table(
        ['granted', 'refused', 'oversell', 'remaining after', 'order-id gaps', 'order ids', 'total time'],
        [[String(a.granted), String(a.refused), String(a.oversell), String(a.remainingAfter), String(a.gaps), `${a.firstOrderId} … ${a.lastOrderId}`, ms(a.wallMs)]],
      ),
      '',
      `Status codes: ${JSON.stringify(a.statuses)}.`,
    )
  }
  if (r.confirm) {
    out.push(
      '',
      '## (c) Confirm latency against the Webpay stand-in',
      '',
      `${r.confirm.transactions} granted tickets, each paid with the VISA test card through the stand-in's pages (updatetokenentregada, card form, bank step); then \`confirm\` (which commits the transaction with the stand-in) is timed, one call at a time.`,
      '',
      table(LATENCY_HEAD, [latencyRow('confirm', r.confirm.confirm)]),
    )
  }
  if (r.bundle) {
    const b = r.bundle
    out.push(
      '',
      '## (d) JavaScript and Lighthouse',
      '',
      `\`vite build --manifest\` into a temp dir; sizes are gzip level 9. First load of \`/\` = the entry chunk, its static imports and the home route chunk with its static imports: **${kb(b.homeFirstLoadGzip)}** (${b.homeFirstLoadGzip} B; entry alone ${kb(b.entryGzip)}).`,
      '',
      '<details><summary>Files of the first load of /</summary>',
      '',
      ...b.homeFiles.map((f) => `- ${f}`),
      '',
      '</details>',
      '',
      table(['route module', 'own JS (gzip)', 'first load (gzip)'], b.routes.map((x) => [x.route, kb(x.ownGzip), kb(x.firstLoadGzip)])),
    )
  }
  if (r.lighthouse) out.push('', lighthouseMarkdown(r.lighthouse, r.command))
  out.push('', '## Analysis', '', analysis.trim(), '')
  return out.join('\n')
}

function limitsMarkdown(l: LimiterResult): string[] {
  return [
    '## Rate limiter on (`--rate-limits`)',
    '',
    'The bench always runs PocketBase with the production limiter (`RATE_LIMIT_RULES` in scripts/lib/pocketbase-settings.ts, `trustedProxy` X-Forwarded-For) and the functions\' per-account and per-address budgets (pb_hooks/lib/client-limits.js); `--rate-limits` names that explicitly and changes nothing.',
    '',
    table(
      ['who', 'calls', '429 answers'],
      [
        [`(a) rush: ${l.rushUsers} distinct users, each from their own address, in ${round(l.rushWallMs / 1000, 1)} s`, String(l.rushUsers), String(l.rush429)],
        ['one account hammering `pideentrada` from one address, all at once', String(l.account.attempts), String(l.account.limited)],
        ['one address hammering PocketBase (`GET /api/collections/Entradas/records`), 30 in flight', String(l.address.attempts), String(l.address.limited)],
      ],
    ),
    '',
    `The limited account is told: \`${l.account.message}\``,
  ]
}

function dropMarkdown(d: DropResult, m: Machine, baseline?: LatencySummary): string[] {
  const out = [
    '## (e) The drop: realtime pages, the moderator\'s switch and the rush together',
    '',
    `${d.clients} PocketBase realtime clients (raw SSE in a separate Node process with its file-descriptor limit raised, one X-Forwarded-For each) subscribe as a /buy page does: ${PUBLIC_TOPICS.map((t) => `\`${t}\``).join(', ')}; the first ${d.signedIn} are signed in${d.narrowOwnTopics ? ' (with `--drop-own-topics record` they add no collection-wide topic)' : ` and add ${SIGNED_IN_TOPICS.map((t) => `\`${t}\``).join(', ')}`}. ` +
      'Pages re-read their banner status and catalogue after a reconnect, and also on every event unless `--drop-refetch reconnect`. Then the moderator turns the banner to "Ok" and level B2 to `disponible`; ' +
      `the ${d.signedIn} signed-in users ask for B2 through \`pideentrada\`, arrivals spread evenly over 10 s; midway level SS1 is set to \`agotada\`. Fan-out latency runs from just before the moderator's write to each page receiving the event.`,
    '',
    table(
      ['', ''],
      [
        ['subscribed', `${pct(d.connect.subscribed, d.clients)} in ${round(d.connect.ms / 1000, 1)} s (100 connecting at a time)`],
        ['kept to the end', `${pct(d.kept, d.clients)}; streams that ended: ${d.dropped}`],
        ['own request event received', `${d.ownEvents.received} of ${d.ownEvents.expected} successful requesters`],
        ['re-reads by the pages', `${d.reads} (${d.readErrors} failed)`],
        ['PocketBase `--hooksPool`', String(d.hooksPool)],
        ['signed-in pages subscribe to', d.narrowOwnTopics ? 'the public topics only; their own records by record topic (`--drop-own-topics record`, the SPA now)' : `${SIGNED_IN_TOPICS.join(', ')} as well (\`--drop-own-topics wildcard\`, the SPA before issue #17)`],
        ['pages re-read on', d.refetchOnEvent ? 'every event (`--drop-refetch event`, the SPA before issue #17)' : 'reconnect only; events carry the state (`--drop-refetch reconnect`, the SPA now)'],
        ['PocketBase at peak', `${round(d.pocketbasePeak.peakRssMb)} MB resident (VmHWM), ${d.pocketbasePeak.peakFds} open file descriptors`],
      ],
    ),
    '',
    table(
      ['write', 'pages', 'received', 'missing', 'p50', 'p95', 'max'],
      d.fanOut.map((f) => [f.name, String(f.summary.clients), String(f.summary.received), String(f.summary.missing), ms(f.summary.p50), ms(f.summary.p95), ms(f.summary.max)]),
    ),
    '',
    table(LATENCY_HEAD, [latencyRow('pideentrada during the drop', d.rush), ...(baseline ? [latencyRow('pideentrada in (a), no pages (baseline)', baseline)] : [])]),
    ...(baseline ? ['', `Rush p95 during the drop / p95 of (a) in this run: **${round(d.rush.p95 / baseline.p95, 1)}×**.`] : []),
    '',
    table(
      ['CPU during the drop', ...Object.keys(d.cpu)],
      [
        ['total (ms)', ...Object.values(d.cpu).map((v) => v.toFixed(0))],
        ['per rush request (ms)', ...Object.values(d.cpuPerRequest).map((v) => v.toFixed(2))],
      ],
    ),
    '',
    `Window: ${round(d.rushWindowMs / 1000, 1)} s of rush plus the wait for the last events; load average at the start of the run ${m.loadAverage}. "realtime clients" is the load generator of the pages; "load generator" the one of the rush and the writes.`,
  ]
  if (d.rushErrorSamples.length) out.push('', `Rush error samples: ${d.rushErrorSamples.map((e) => `\`${e}\``).join(', ')}`)
  if (d.loadGeneratorErrors.length) out.push('', `Realtime client errors seen (first ${d.loadGeneratorErrors.length}): ${d.loadGeneratorErrors.map((e) => `\`${e}\``).join(', ')}`)
  if (d.reconnect) {
    const x = d.reconnect
    out.push(
      '',
      '### Reconnect after a PocketBase restart',
      '',
      `PocketBase is stopped (SIGTERM) under the ${x.clients} pages and started again on the same port and data. Right after it answers, the moderator sets the banner to "Warn" and B2 to \`agotada\`. Pages reconnect with SPEC's steps (200, 300, 500, 1000, 1200, 1500, 2000 ms) jittered into [step/2, step], subscribe again and re-read what they show.`,
      '',
      table(
        ['stop took', 'start took', '99 % subscribed (from up)', '99 % (from stop)', '100 % (from up)', 'subscribed after', 'stale banner', 'stale level', 'PocketBase peak'],
        [[ms(x.stoppedMs), ms(x.startedMs), x.to99FromUpMs === null ? 'never' : ms(x.to99FromUpMs), x.to99FromStopMs === null ? 'never' : ms(x.to99FromStopMs), x.to100FromUpMs === null ? 'never' : ms(x.to100FromUpMs), String(x.subscribedAfter), String(x.staleBanner), String(x.staleLevel), `${round(x.pocketbasePeak.peakRssMb)} MB, ${x.pocketbasePeak.peakFds} fds`]],
      ),
      '',
      `CPU after the restart (ms): ${cpuText(x.cpu)}.`,
    )
  }
  return out
}

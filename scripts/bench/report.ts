import type { ApprovalResult } from './approvals.ts'
import type { ConfirmResult } from './confirm.ts'
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
  approvals?: ApprovalResult
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

/** The issue's budget for a first load of `/`, in bytes of gzip -9 (1 KB = 1,000 bytes, the stricter reading). */
export const FIRST_LOAD_BUDGET = 110_000

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
      target: `≤ ${kb(FIRST_LOAD_BUDGET)}`,
      actual: `${kb(r.bundle.homeFirstLoadGzip)} (${r.bundle.homeFirstLoadGzip} B)`,
      pass: r.bundle.homeFirstLoadGzip <= FIRST_LOAD_BUDGET,
    })
  }
  if (r.lighthouse) checks.push(...lighthouseChecks(r.lighthouse))
  return checks
}

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
    'Flags: `--users N` (default 2000), `--concurrency N` (50), `--confirms N` (50), `--skip-load` (no a–c), `--skip-frontend` (no d), `--skip-lighthouse`, `--only lighthouse` (build and Lighthouse only; replaces just the Lighthouse section and rows of the file), `--runs N` (Lighthouse runs per route, default 3), `--routes /a,/b` (a subset of the Lighthouse routes), `--baseline REF` (also measure the build of git ref REF, run by run alternating with the current one), `--out FILE`, `--reports DIR` (keep the Lighthouse JSON reports), `--strict` (exit 1 when a target is missed).',
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

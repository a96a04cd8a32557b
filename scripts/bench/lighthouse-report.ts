import type { LighthouseResult, LighthouseRun } from './lighthouse.ts'

export interface LighthouseCheck {
  name: string
  target: string
  actual: string
  pass: boolean
}

const LIGHTHOUSE_TARGET_TEXT = 'perf ≥ 95, a11y/BP/SEO 100, LCP ≤ 2.5 s, CLS 0'
const seconds = (ms: number | undefined) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(2)} s`)
const millis = (ms: number | undefined) => (ms === undefined ? '–' : `${Math.round(ms)} ms`)
const clsText = (cls: number | undefined) => (cls === undefined ? '–' : cls === 0 ? '0' : cls.toFixed(3))
const scoreText = (m: LighthouseRun) =>
  [m.scores.performance, m.scores.accessibility, m.scores['best-practices'], m.scores.seo].map((s) => (s === undefined ? '–' : String(s))).join('/')

/** One target row per route: the median of its runs against every Lighthouse target of the issue. */
export function lighthouseChecks(result: LighthouseResult): LighthouseCheck[] {
  return result.routes.map((route) => ({
    name: `Lighthouse ${route.page}${route.signedIn ? ' (signed in)' : ''}`,
    target: LIGHTHOUSE_TARGET_TEXT,
    actual: `${scoreText(route.median)}, LCP ${seconds(route.median.lcpMs)}, CLS ${clsText(route.median.cls)}${route.misses.length ? ` (${route.misses.join('; ')})` : ''}`,
    pass: route.pass,
  }))
}

export const LIGHTHOUSE_SECTION_START = '<!-- lighthouse:start -->'
export const LIGHTHOUSE_SECTION_END = '<!-- lighthouse:end -->'

function table(head: string[], rows: string[][]): string {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n')
}

/** BENCHMARKS.md's Lighthouse section, between markers so `--only lighthouse` can replace it alone. */
export function lighthouseMarkdown(result: LighthouseResult, command: string): string {
  const out: string[] = [
    LIGHTHOUSE_SECTION_START,
    '',
    '### Lighthouse',
    '',
    `Measured ${result.date} with \`${command}\`: Lighthouse ${result.version} (devDependency, \`node_modules/.bin/lighthouse\`), mobile preset with its default simulated throttling, ` +
      `Debian's Chromium headless, a fresh browser profile per run (cold cache). The production build is served by \`scripts/lib/netlify-server.ts\` as Netlify serves it ` +
      `(netlify.toml, the build's \`_headers\` with the CSP, SPA fallback), PocketBase of the bench stack running. /buy and /profile are measured signed in ` +
      `(a verified buyer with legal data; the session is written to localStorage as a login leaves it, then \`--disable-storage-reset\`). ` +
      `Each route ${result.runsPerRoute} times, rounds interleaved; the table shows the median per category and metric. ` +
      `Load average (1, 5, 15 min) before: ${result.loadBefore}; after: ${result.loadAfter}. Simulated throttling scales the CPU time each task took here: with the cores shared by other work (a low benchmarkIndex) TBT, FCP and LCP come out longer and performance lower than on a quiet machine; compare routes and builds within one run.`,
    '',
    table(
      ['route', 'performance', 'accessibility', 'best practices', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'performance per run', 'benchmarkIndex', 'result'],
      result.routes.map((r) => [
        `${r.page}${r.signedIn ? ' (signed in)' : ''}`,
        String(r.median.scores.performance ?? '–'),
        String(r.median.scores.accessibility ?? '–'),
        String(r.median.scores['best-practices'] ?? '–'),
        String(r.median.scores.seo ?? '–'),
        seconds(r.median.fcpMs),
        seconds(r.median.lcpMs),
        millis(r.median.tbtMs),
        clsText(r.median.cls),
        seconds(r.median.speedIndexMs),
        r.runs.map((run) => run.scores.performance ?? '–').join(', '),
        r.median.benchmarkIndex === undefined ? '–' : String(Math.round(r.median.benchmarkIndex)),
        r.pass ? 'PASS' : `**MISS** (${r.misses.join('; ')})`,
      ]),
    ),
  ]
  if (result.baselineRef) {
    const withBaseline = result.routes.filter((r) => r.baseline)
    out.push(
      '',
      `Baseline \`${result.baselineRef}\` (the same routes built from that commit, served and measured the same way, each of its runs right before the current build's run of that route, so both see the same machine load); medians:`,
      '',
      table(
        ['route', 'performance before → after', 'LCP before → after', 'TBT before → after', 'CLS before → after', 'benchmarkIndex before / after'],
        withBaseline.map((r) => {
          const b = r.baseline?.median
          return [
            r.page,
            `${b?.scores.performance ?? '–'} → ${r.median.scores.performance ?? '–'}`,
            `${seconds(b?.lcpMs)} → ${seconds(r.median.lcpMs)}`,
            `${millis(b?.tbtMs)} → ${millis(r.median.tbtMs)}`,
            `${clsText(b?.cls)} → ${clsText(r.median.cls)}`,
            `${b?.benchmarkIndex === undefined ? '–' : Math.round(b.benchmarkIndex)} / ${r.median.benchmarkIndex === undefined ? '–' : Math.round(r.median.benchmarkIndex)}`,
          ]
        }),
      ),
    )
  }
  const elements = result.routes.filter((r) => r.median.lcpElement).map((r) => `- ${r.page}: \`${r.median.lcpElement}\``)
  if (elements.length) out.push('', 'LCP element (median-performance run):', '', ...elements)
  const failing = result.routes.flatMap((r) => [...(r.median.error ? [`${r.page}: ${r.median.error}`] : []), ...r.median.failing.map((f) => `${r.page} ${f}`)])
  if (failing.length) out.push('', 'Audits that cost points (any run for accessibility, best practices and SEO; the median run for performance):', '', ...failing.map((f) => `- ${f}`))
  out.push('', LIGHTHOUSE_SECTION_END)
  return out.join('\n')
}

/**
 * `--only lighthouse`: the file of the last full run with its Lighthouse section and Lighthouse target
 * rows replaced by this run's; everything else (other scenarios, their machine load) stays as it was.
 */
export function spliceLighthouse(previous: string, result: LighthouseResult, command: string): string {
  const start = previous.indexOf(LIGHTHOUSE_SECTION_START)
  const end = previous.indexOf(LIGHTHOUSE_SECTION_END)
  const section = lighthouseMarkdown(result, command)
  let text = start >= 0 && end > start ? previous.slice(0, start) + section + previous.slice(end + LIGHTHOUSE_SECTION_END.length) : `${previous.trimEnd()}\n\n${section}\n`
  const rows = lighthouseChecks(result).map((c) => `| ${c.name} | ${c.target} | ${c.actual} | ${c.pass ? 'PASS' : '**MISS**'} |`)
  const lines = text.split('\n')
  const first = lines.findIndex((line) => line.startsWith('| Lighthouse '))
  if (first >= 0) {
    const kept = lines.filter((line) => !line.startsWith('| Lighthouse '))
    kept.splice(first, 0, ...rows)
    text = kept.join('\n')
  }
  return text
}

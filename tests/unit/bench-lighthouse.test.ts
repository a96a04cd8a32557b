import { describe, expect, it } from 'vitest'
import { medianRun, readReport, routeMisses, type LighthouseResult, type LighthouseRun } from '../../scripts/bench/lighthouse.ts'
import { LIGHTHOUSE_SECTION_END, LIGHTHOUSE_SECTION_START, spliceLighthouse } from '../../scripts/bench/lighthouse-report.ts'

const run = (performance: number, lcpMs: number, cls = 0, extra: Partial<LighthouseRun> = {}): LighthouseRun => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs,
  cls,
  tbtMs: 100,
  failing: [],
  ...extra,
})

describe('bench Lighthouse figures', () => {
  it('reports the median of three runs per category and metric, not the best or the last', () => {
    const m = medianRun([run(97, 2100), run(80, 3900), run(95, 2400)])
    expect(m.scores.performance).toBe(95)
    expect(m.lcpMs).toBe(2400)
  })

  it('passes a route only when performance ≥ 95, the other categories 100, LCP ≤ 2.5 s and CLS 0', () => {
    expect(routeMisses(run(95, 2500))).toEqual([])
    expect(routeMisses(run(94, 2500))).toEqual(['performance 94 < 95'])
    expect(routeMisses(run(99, 2600))).toEqual(['LCP 2.6 s > 2.5 s'])
    expect(routeMisses(run(99, 2000, 0.01))).toEqual(['CLS 0.01 > 0'])
    expect(routeMisses({ ...run(99, 2000), scores: { performance: 99, accessibility: 98, 'best-practices': 100, seo: 100 } })).toEqual(['accessibility 98 < 100'])
  })

  it('reads scores, metrics, the benchmark index and the audits that cost points from a Lighthouse report', () => {
    const report = {
      categories: {
        performance: { score: 0.93, auditRefs: [{ id: 'largest-contentful-paint', weight: 25 }] },
        accessibility: { score: 1, auditRefs: [] },
        'best-practices': { score: 1, auditRefs: [] },
        seo: { score: 1, auditRefs: [] },
      },
      audits: {
        'largest-contentful-paint': { title: 'Largest Contentful Paint', score: 0.8, displayValue: '2.8 s', numericValue: 2800 },
        'cumulative-layout-shift': { numericValue: 0 },
      },
      environment: { benchmarkIndex: 812 },
    }
    const parsed = readReport(report)
    expect(parsed.scores).toEqual({ performance: 93, accessibility: 100, 'best-practices': 100, seo: 100 })
    expect(parsed).toMatchObject({ lcpMs: 2800, cls: 0, benchmarkIndex: 812 })
    expect(parsed.failing).toEqual(['performance: largest-contentful-paint (Largest Contentful Paint, 2.8 s)'])
  })

  it('--only lighthouse replaces the Lighthouse section and target rows of BENCHMARKS.md and keeps everything else', () => {
    const previous = [
      '# Benchmarks',
      '| target | wanted | measured | result |',
      '|---|---|---|---|',
      '| rush: p95 latency | ≤ 300 ms | 171 ms | PASS |',
      '| Lighthouse / performance | ≥ 95 | 97 | PASS |',
      '| Lighthouse /buy performance | ≥ 95 | 92 | **MISS** |',
      '## (a) Ticket-request rush',
      'rush table',
      LIGHTHOUSE_SECTION_START,
      'old lighthouse table',
      LIGHTHOUSE_SECTION_END,
      '## Analysis',
    ].join('\n')
    const median = run(96, 2200)
    const result: LighthouseResult = {
      version: '13.5.0',
      runsPerRoute: 3,
      loadBefore: '1.00, 1.00, 1.00',
      loadAfter: '1.00, 1.00, 1.00',
      date: '2026-11-22T22:00:00.000Z',
      routes: [{ page: '/buy', signedIn: true, runs: [median, median, median], median, pass: true, misses: [] }],
    }
    const text = spliceLighthouse(previous, result, 'npm run bench -- --only lighthouse')
    expect(text).toContain('| rush: p95 latency | ≤ 300 ms | 171 ms | PASS |')
    expect(text).toContain('rush table')
    expect(text).not.toContain('old lighthouse table')
    expect(text).not.toContain('| Lighthouse / performance |')
    expect(text).toMatch(/\| Lighthouse \/buy \(signed in\) \| .* \| 96\/100\/100\/100, LCP 2\.20 s, CLS 0 \| PASS \|/)
    expect(text.indexOf('## Analysis')).toBeGreaterThan(text.indexOf(LIGHTHOUSE_SECTION_END))
  })
})

import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { repoRoot } from './lib/paths.ts'

// One closing line for the whole `npm test` run, summed from the Vitest and Playwright JSON reports.
interface VitestReport {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
}

const read = <T>(file: string): T | null => {
  const full = path.join(repoRoot, 'test-results', file)
  return existsSync(full) ? (JSON.parse(readFileSync(full, 'utf8')) as T) : null
}

const vitest = read<VitestReport>('vitest.json')
const playwright = read<PlaywrightReport>('playwright.json')
if (!vitest || !playwright) {
  console.error('test summary: a report is missing (test-results/vitest.json, test-results/playwright.json)')
  process.exit(1)
}
const passed = vitest.numPassedTests + playwright.stats.expected + playwright.stats.flaky
const failed = vitest.numFailedTests + playwright.stats.unexpected
const skipped = vitest.numPendingTests + playwright.stats.skipped
console.log(`vitest ${vitest.numPassedTests} passed, playwright ${playwright.stats.expected + playwright.stats.flaky} passed`)
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed === 0 && passed > 0 ? 0 : 1)

/**
 * The main thread's long tasks after the first contentful paint in a Lighthouse trace saved with
 * BENCH_LIGHTHOUSE_TRACES=1, and the functions V8 sampled in each: what Lighthouse's Total Blocking
 * Time is made of (under its simulated 4× CPU slowdown a task of more than 12.5 ms here blocks).
 *
 *   npx tsx scripts/bench/long-tasks.ts REPORT_DIR/lighthouse-buy-1-0.trace.json [min ms, default 12.5]
 *
 * Build with BENCH_NO_MINIFY=1 to read function names instead of minified ones.
 */
import { readFileSync } from 'node:fs'

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  id?: string
  args?: { name?: string; data?: TraceData }
}

interface TraceData {
  url?: string
  startTime?: number
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }
  timeDeltas?: number[]
}

interface ProfileNode {
  id: number
  parent?: number
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number }
}

const [file, minArg] = process.argv.slice(2)
if (!file) throw new Error('usage: long-tasks.ts TRACE.json [min ms]')
const minMs = Number(minArg ?? 12.5)
const events = (JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents

// The page's main thread: the renderer main thread that ran the most tasks.
const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
const taskCount = (t: TraceEvent) => events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask').length
const main = mains.reduce((best, t) => (taskCount(t) > taskCount(best) ? t : best))
const onMain = (e: TraceEvent) => e.pid === main.pid && e.tid === main.tid
const at = (name: string) => events.find((e) => e.pid === main.pid && e.name === name)?.ts ?? 0
const navigation = at('navigationStart')
const fcp = at('firstContentfulPaint')
const ms = (us: number) => (us / 1000).toFixed(1)

// V8's samples: each ProfileChunk adds nodes and (sample, time delta) pairs after the Profile's start.
const nodes = new Map<number, ProfileNode>()
const samples: { ts: number; node: number }[] = []
let clock = events.find((e) => e.pid === main.pid && e.name === 'Profile')?.args?.data?.startTime ?? 0
for (const e of events) {
  if (e.pid !== main.pid || e.name !== 'ProfileChunk') continue
  const data = e.args?.data
  for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node)
  const ids = data?.cpuProfile?.samples ?? []
  ids.forEach((node, i) => {
    clock += data?.timeDeltas?.[i] ?? 0
    samples.push({ ts: clock, node })
  })
}
const frame = (node: ProfileNode) => {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame
  return `${functionName || '(anonymous)'} ${(url ?? '').split('/').pop() ?? ''}:${lineNumber ?? 0}:${columnNumber ?? 0}`
}
const IDLE = new Set(['(idle)', '(program)', '(root)'])

const tasks = events.filter((e) => onMain(e) && e.name === 'RunTask' && e.ph === 'X' && e.ts > fcp && (e.dur ?? 0) > minMs * 1000)
console.log(`${file}: first contentful paint at ${ms(fcp - navigation)} ms; ${tasks.length} tasks over ${minMs} ms after it`)
for (const task of tasks) {
  const end = task.ts + (task.dur ?? 0)
  const within = samples.filter((s) => s.ts >= task.ts && s.ts < end)
  const self = new Map<string, number>()
  const inclusive = new Map<string, number>()
  for (const sample of within) {
    let node = nodes.get(sample.node)
    if (!node || IDLE.has(node.callFrame.functionName)) continue
    self.set(frame(node), (self.get(frame(node)) ?? 0) + 1)
    const seen = new Set<string>()
    while (node) {
      const name = frame(node)
      if (!seen.has(name) && !IDLE.has(node.callFrame.functionName)) inclusive.set(name, (inclusive.get(name) ?? 0) + 1)
      seen.add(name)
      node = node.parent === undefined ? undefined : nodes.get(node.parent)
    }
  }
  const top = (counts: Map<string, number>, n: number) =>
    [...counts.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, count]) => `      ${String(count).padStart(4)}  ${name}`)
      .join('\n')
  console.log(`\n${ms(task.ts - navigation)} ms: a task of ${ms(task.dur ?? 0)} ms, ${within.length} samples`)
  console.log(`    most samples (self):\n${top(self, 8)}\n    most samples (with callees):\n${top(inclusive, 12)}`)
}

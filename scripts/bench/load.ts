import http from 'node:http'

/** Small load-testing helpers: a bounded worker pool, timed HTTP calls and percentiles. */

export interface Sample {
  ok: boolean
  status: number
  ms: number
}

/**
 * Runs `task(i)` for i in [0, count) with at most `concurrency` in flight. Stops starting new tasks
 * once `deadlineMs` has passed (the remaining ones are reported as not started).
 */
export async function pool<T>(
  count: number,
  concurrency: number,
  task: (i: number) => Promise<T>,
  deadlineMs = 120_000,
): Promise<{ results: T[]; started: number; wallMs: number }> {
  const results: T[] = []
  const start = performance.now()
  let next = 0
  const worker = async () => {
    while (next < count && performance.now() - start < deadlineMs) {
      const i = next++
      results[i] = await task(i)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, count)) }, worker))
  return { results, started: next, wallMs: performance.now() - start }
}

// node:http with kept-alive connections: Node's fetch spends about 0.5 ms more CPU per call, and the
// load generator shares this machine's cores with what it measures.
const agent = new http.Agent({ keepAlive: true })

interface Call {
  method: string
  headers?: Record<string, string>
  body?: string
}

/** One HTTP call to 127.0.0.1, timed from send to the end of the body. Network errors become status 0. */
export function timedFetch(url: string, call: Call, timeoutMs = 30_000): Promise<Sample & { body: string }> {
  const t0 = performance.now()
  return new Promise((resolve) => {
    const done = (status: number, body: string) => resolve({ ok: status >= 200 && status < 300, status, ms: performance.now() - t0, body })
    const payload = call.body ?? ''
    const request = http.request(
      url,
      { method: call.method, agent, timeout: timeoutMs, headers: { ...call.headers, ...(call.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(payload)) }) } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => done(res.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')))
        res.on('error', (err) => done(0, err.message))
      },
    )
    request.on('timeout', () => request.destroy(new Error(`timed out after ${timeoutMs} ms`)))
    request.on('error', (err) => done(0, err.message))
    request.end(payload)
  })
}

/** `clientIp`: the buyer's address as Netlify passes it to functions (each simulated buyer has their own). */
export const postJson = (url: string, body: unknown, token?: string, clientIp?: string) =>
  timedFetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(clientIp ? { 'x-nf-client-connection-ip': clientIp } : {}),
    },
    body: JSON.stringify(body),
  })

/** Nearest-rank percentile (p in 0..100) of already-collected latencies. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)))
  return sorted[rank - 1] ?? Number.NaN
}

export interface LatencySummary {
  count: number
  errors: number
  wallMs: number
  perSecond: number
  p50: number
  p95: number
  p99: number
  max: number
  statuses: Record<string, number>
}

export function summarise(samples: readonly Sample[], wallMs: number): LatencySummary {
  const ms = samples.map((s) => s.ms)
  const statuses: Record<string, number> = {}
  for (const s of samples) statuses[String(s.status)] = (statuses[String(s.status)] ?? 0) + 1
  return {
    count: samples.length,
    errors: samples.filter((s) => !s.ok).length,
    wallMs,
    perSecond: samples.length / (wallMs / 1000),
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
    max: ms.length ? Math.max(...ms) : Number.NaN,
    statuses,
  }
}

export const round = (value: number, digits = 0) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : Number.NaN)

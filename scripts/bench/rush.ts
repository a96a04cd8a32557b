import { writeFileSync } from 'node:fs'
import path from 'node:path'
import type PocketBase from 'pocketbase'
import { withCpu } from './cpu.ts'
import type { BenchUser } from './fixtures.ts'
import { pool, postJson, summarise, timedFetch, type LatencySummary } from './load.ts'

export interface RushResult {
  users: number
  concurrency: number
  rush: LatencySummary
  raw: LatencySummary
  /** Rush requests per second divided by raw record creates per second. */
  ratio: number
  /** CPU milliseconds per request spent by each process (load-independent cost). */
  cpuPerRequest: { rush: Record<string, number>; raw: Record<string, number> }
  /** Users with more than one open request for the type (counted in PocketBase). */
  duplicates: number
  /** Users left without an open request. */
  missing: number
  errorSamples: string[]
}

/**
 * BENCH_PPROF_URL=http://127.0.0.1:PORT (a PocketBase built with net/http/pprof, see BENCHMARKS.md) and
 * BENCH_PROFILE_DIR: a Go CPU profile of PocketBase over each burst, written as pb-<name>.pprof.
 */
export function pprofDuring<T>(name: string, work: () => Promise<T>): Promise<T> {
  const base = process.env.BENCH_PPROF_URL
  const dir = process.env.BENCH_PROFILE_DIR
  if (!base || !dir) return work()
  const profile = fetch(`${base}/debug/pprof/profile?seconds=20`).then(async (res) => writeFileSync(path.join(dir, `pb-${name}.pprof`), Buffer.from(await res.arrayBuffer())))
  return work().then(async (result) => {
    await profile
    return result
  })
}

async function openRequestsByUser(admin: PocketBase, entradaId: string): Promise<Map<string, number>> {
  const rows = await admin
    .collection('EntradasPedidas')
    .getFullList({ filter: admin.filter("tipo = {:t} && estado = 'creada'", { t: entradaId }), fields: 'user', batch: 1000 })
  const byUser = new Map<string, number>()
  for (const row of rows) byUser.set(String(row.user), (byUser.get(String(row.user)) ?? 0) + 1)
  return byUser
}

/**
 * (a) Every user asks for a ticket once, through the pideentrada function over HTTP, with at most
 * `concurrency` calls in flight; then the same number of plain superuser record creates straight
 * into PocketBase (auditLog rows, deleted afterwards) with the same concurrency, as the yardstick.
 */
export async function ticketRush(options: {
  admin: PocketBase
  functionsUrl: string
  pids: Record<string, number | undefined>
  users: readonly BenchUser[]
  warmUser: BenchUser
  entradaId: string
  warmEntradaId: string
  concurrency: number
  log: (line: string) => void
}): Promise<RushResult> {
  const { admin, functionsUrl, users, concurrency, log } = options
  const url = `${functionsUrl}/.netlify/functions/pideentrada`

  // A warm instance: the module is loaded and its connections open, as on a Netlify instance that
  // has served a request before.
  const warm = await postJson(url, { userid: options.warmUser.id, entradaid: options.warmEntradaId }, options.warmUser.token)
  if (warm.status !== 200) throw new Error(`warm-up pideentrada answered ${warm.status}: ${warm.body}`)

  log(`rush: ${users.length} users → pideentrada, ${concurrency} in flight`)
  const { result: rushRun, cpu: rushCpu } = await pprofDuring('rush', () => withCpu(options.pids, () =>
    pool(users.length, concurrency, (i) => {
      const user = users[i] as BenchUser
      return postJson(url, { userid: user.id, entradaid: options.entradaId }, user.token, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`)
    }),
  ))
  const rush = summarise(rushRun.results, rushRun.wallMs)
  const errorSamples = [...new Set(rushRun.results.filter((s) => !s.ok).map((s) => `${s.status} ${s.body.slice(0, 200)}`))].slice(0, 5)

  const byUser = await openRequestsByUser(admin, options.entradaId)
  const duplicates = users.filter((u) => (byUser.get(u.id) ?? 0) > 1).length
  const missing = users.filter((u) => (byUser.get(u.id) ?? 0) === 0).length

  log(`raw: ${users.length} superuser creates → PocketBase auditLog, ${concurrency} in flight`)
  const marker = `bench-raw-${Date.now().toString(36)}`
  const createUrl = `${admin.baseURL}/api/collections/auditLog/records`
  const headers = { 'content-type': 'application/json', authorization: admin.authStore.token }
  const { result: rawRun, cpu: rawCpu } = await pprofDuring('raw', () => withCpu(options.pids, () =>
    pool(users.length, concurrency, (i) =>
      timedFetch(createUrl, { method: 'POST', headers, body: JSON.stringify({ action: marker, target: String(i), collection: 'bench' }) }),
    ),
  ))
  const raw = summarise(rawRun.results, rawRun.wallMs)
  const rows = await admin.collection('auditLog').getFullList({ filter: admin.filter('action = {:m}', { m: marker }), fields: 'id', batch: 1000 })
  await pool(rows.length, 16, (i) => admin.collection('auditLog').delete((rows[i] as { id: string }).id))
  const left = await admin.collection('auditLog').getList(1, 1, { filter: admin.filter('action = {:m}', { m: marker }) })
  if (left.totalItems !== 0) throw new Error(`${left.totalItems} raw-burst rows were not cleaned up`)

  const perRequest = (cpu: Record<string, number>) => Object.fromEntries(Object.entries(cpu).map(([name, ms]) => [name, ms / users.length]))
  return {
    users: users.length,
    concurrency,
    rush,
    raw,
    ratio: rush.perSecond / raw.perSecond,
    cpuPerRequest: { rush: perRequest(rushCpu), raw: perRequest(rawCpu) },
    duplicates,
    missing,
    errorSamples,
  }
}

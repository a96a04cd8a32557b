import { TICKET_TYPE_FIELDS } from '../../src/domain/query-allowlist.ts'
import type { BenchUser } from './fixtures.ts'
import { pool, postJson, timedFetch, type LatencySummary } from './load.ts'
import type { BenchStack } from './stack.ts'

/** The production rate limiter during the rush (issue #13): buyers are never limited, a hammering client is. */
export interface LimiterResult {
  /** The rush of (a): distinct users, each from their own address, and how many got 429. */
  rushUsers: number
  rushWallMs: number
  rush429: number
  /** One account calling pideentrada `attempts` times at once from one address. */
  account: { attempts: number; limited: number; message: string }
  /** One address sending `attempts` reads straight to PocketBase at once. */
  address: { attempts: number; limited: number }
}

const HAMMER_IP = '10.250.0.1'

export async function limiterChecks(options: { stack: BenchStack; user: BenchUser; entradaId: string; rush: LatencySummary }): Promise<LimiterResult> {
  const { stack, user } = options
  const url = `${stack.functionsUrl}/.netlify/functions/pideentrada`
  const accountRun = await pool(30, 30, () => postJson(url, { userid: user.id, entradaid: options.entradaId }, user.token, HAMMER_IP))
  const limitedCalls = accountRun.results.filter((s) => s.status === 429)
  let message: string
  try {
    message = String((JSON.parse(limitedCalls[0]?.body ?? '{}') as { message?: unknown }).message ?? '')
  } catch {
    message = ''
  }
  // The catalogue read every page sends (src/api/entradas.ts): a shape the query allowlist lets through.
  const reads = `${stack.pbServer.url}/api/collections/Entradas/records?page=1&perPage=200&skipTotal=1&sort=ValorCLP&fields=${encodeURIComponent(TICKET_TYPE_FIELDS)}`
  const addressRun = await pool(360, 30, () => timedFetch(reads, { method: 'GET', headers: { 'X-Forwarded-For': '10.250.0.2' } }))
  const other = addressRun.results.find((s) => s.status !== 200 && s.status !== 429)
  if (other) throw new Error(`the hammering address's read answered ${other.status}: ${other.body.slice(0, 160)}`)
  return {
    rushUsers: options.rush.count,
    rushWallMs: options.rush.wallMs,
    rush429: options.rush.statuses['429'] ?? 0,
    account: { attempts: accountRun.results.length, limited: limitedCalls.length, message },
    address: { attempts: addressRun.results.length, limited: addressRun.results.filter((s) => s.status === 429).length },
  }
}

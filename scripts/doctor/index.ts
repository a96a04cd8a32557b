import { functionsEnv } from './functions-env.ts'
import { pocketbaseSecrets } from './pocketbase-secrets.ts'
import { pocketbaseService } from './pocketbase-service.ts'
import { pocketbaseSettings } from './pocketbase-settings.ts'
import { siteCsp } from './site-csp.ts'
import { smtp } from './smtp.ts'
import { ticketQuantities } from './ticket-quantities.ts'
import type { DoctorCheck } from './types.ts'
import { webpayCredentials } from './webpay.ts'

export type { DoctorCheck } from './types.ts'

/** The checks, in order. Other checks (e.g. launch readiness) plug in as further DoctorCheck modules. */
export const CHECKS: readonly DoctorCheck[] = [functionsEnv, pocketbaseService, pocketbaseSecrets, pocketbaseSettings, ticketQuantities, smtp, webpayCredentials, siteCsp]

export interface DoctorReport {
  ok: boolean
  results: { name: string; problems: string[] }[]
}

export async function runDoctor(env: NodeJS.ProcessEnv, checks: readonly DoctorCheck[] = CHECKS): Promise<DoctorReport> {
  const results = []
  for (const check of checks) results.push({ name: check.name, problems: await check.run(env) })
  return { ok: results.every((r) => r.problems.length === 0), results }
}

export function formatReport(report: DoctorReport): string {
  const lines = report.results.flatMap((r) => [`${r.problems.length === 0 ? '✓' : '✗'} ${r.name}`, ...r.problems.map((p) => `    - ${p}`)])
  lines.push(report.ok ? '\nEverything checked is configured as expected.' : '\nSome checks failed: see above.')
  return lines.join('\n')
}

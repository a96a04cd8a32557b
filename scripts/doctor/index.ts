import { cdnPurge } from './cdn-purge.ts'
import { functionsEnv } from './functions-env.ts'
import { pocketbaseSecrets } from './pocketbase-secrets.ts'
import { pocketbaseService } from './pocketbase-service.ts'
import { pocketbaseSettings } from './pocketbase-settings.ts'
import { siteCsp } from './site-csp.ts'
import { smtp } from './smtp.ts'
import { ticketKeys } from './ticket-keys.ts'
import { ticketQuantities } from './ticket-quantities.ts'
import type { DeployContext } from '../../functions/_shared/netlify-runtime.ts'
import type { DoctorCheck } from './types.ts'
import { webpayCredentials } from './webpay.ts'

export type { DoctorCheck } from './types.ts'

/** The checks, in order. Other checks (e.g. launch readiness) plug in as further DoctorCheck modules. */
export const CHECKS: readonly DoctorCheck[] = [functionsEnv, ticketKeys, pocketbaseService, pocketbaseSecrets, pocketbaseSettings, ticketQuantities, smtp, webpayCredentials, siteCsp, cdnPurge]

export interface DoctorReport {
  ok: boolean
  results: { name: string; problems: string[] }[]
}

export interface DoctorOptions {
  /** The Netlify deploy context whose configuration is checked (`npm run doctor -- --context …`). */
  deployContext?: DeployContext
  checks?: readonly DoctorCheck[]
}

export async function runDoctor(env: NodeJS.ProcessEnv, { deployContext = 'production', checks = CHECKS }: DoctorOptions = {}): Promise<DoctorReport> {
  const results = []
  for (const check of checks) results.push({ name: check.name, problems: await check.run(env, deployContext) })
  return { ok: results.every((r) => r.problems.length === 0), results }
}

export function formatReport(report: DoctorReport): string {
  const lines = report.results.flatMap((r) => [`${r.problems.length === 0 ? '✓' : '✗'} ${r.name}`, ...r.problems.map((p) => `    - ${p}`)])
  lines.push(report.ok ? '\nEverything checked is configured as expected.' : '\nSome checks failed: see above.')
  return lines.join('\n')
}

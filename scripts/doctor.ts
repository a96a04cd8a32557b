import { existsSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type { DeployContext } from '../functions/_shared/netlify-runtime.ts'
import { formatReport, runDoctor } from './doctor/index.ts'
import { repoRoot } from './lib/paths.ts'

/**
 * `npm run doctor [-- --context production|deploy-preview|branch-deploy|dev]`: checks a deployment's
 * configuration (the variables in the environment) end to end, under the rules the functions apply on
 * that Netlify deploy context (production unless told).
 */
const CONTEXTS: readonly DeployContext[] = ['production', 'deploy-preview', 'branch-deploy', 'dev']
const { values } = parseArgs({ options: { context: { type: 'string', default: 'production' } } })
const deployContext = CONTEXTS.find((name) => name === values.context)
if (!deployContext) {
  console.error(`--context must be one of ${CONTEXTS.join(', ')}, got "${values.context}"`)
  process.exit(2)
}
const envFile = path.join(repoRoot, '.env')
if (existsSync(envFile) && process.env.MI_IGNORE_DOTENV !== 'true') process.loadEnvFile(envFile)
console.log(`Checking the ${deployContext} deploy's configuration.\n`)
const report = await runDoctor(process.env, { deployContext })
console.log(formatReport(report))
process.exit(report.ok ? 0 : 1)

import { existsSync } from 'node:fs'
import path from 'node:path'
import { formatReport, runDoctor } from './doctor/index.ts'
import { repoRoot } from './lib/paths.ts'

/** `npm run doctor`: checks a deployment's configuration (the variables in the environment) end to end. */
const envFile = path.join(repoRoot, '.env')
if (existsSync(envFile) && process.env.MI_IGNORE_DOTENV !== 'true') process.loadEnvFile(envFile)
const report = await runDoctor(process.env)
console.log(formatReport(report))
process.exit(report.ok ? 0 : 1)

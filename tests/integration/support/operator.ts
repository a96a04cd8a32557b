import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { repoRoot } from '../../../scripts/lib/paths.ts'

const run = promisify(execFile)
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx')

/**
 * One of the operator's npm commands (scripts/<file>) as its own process, as `npm run` runs it, with
 * only PATH, HOME and the given variables (never this machine's .env): its exit code and output.
 */
export async function operatorCommand(file: string, env: Record<string, string>, args: string[] = []): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(tsx, [path.join(repoRoot, 'scripts', file), ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, MI_IGNORE_DOTENV: 'true', ...env },
    })
    return { code: 0, out: stdout + stderr }
  } catch (err) {
    const failed = err as { code?: number; stdout?: string; stderr?: string }
    return { code: failed.code ?? 1, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}` }
  }
}

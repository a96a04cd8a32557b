import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { repoRoot } from '../../../scripts/lib/paths.ts'
import { freePort } from '../../../scripts/lib/ports.ts'

export interface NpmStart {
  baseUrl: string
  stop(): Promise<void>
}

/**
 * `npm start` as a newcomer runs it (scripts/dev.ts under the Vite dev server, React's development
 * build and StrictMode), with nothing of this machine's environment but PATH and HOME, on free ports
 * and a data folder of its own so it never touches a developer's .dev/.
 */
export async function startNpmStart(): Promise<NpmStart> {
  const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'mi-npm-start-'))
  const spaPort = await freePort()
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    SPA_PORT: String(spaPort),
    PB_PORT: String(await freePort()),
    SMTP_PORT: String(await freePort()),
    WEBPAY_PORT: String(await freePort()),
    MI_DEV_DATA_DIR: dataRoot,
  }
  const child: ChildProcess = spawn(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), [path.join(repoRoot, 'scripts', 'dev.ts')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not come up within 120 s:\n${output}`)), 120_000)
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-32 * 1024)
      if (output.includes('Monster Invasion is running')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout?.on('data', collect)
    child.stderr?.on('data', collect)
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`npm start exited (${code}):\n${output}`))
    })
  })
  return {
    baseUrl: `http://localhost:${spaPort}`,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGINT')
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
        await exited
        clearTimeout(timer)
      }
      rmSync(dataRoot, { recursive: true, force: true })
    },
  }
}

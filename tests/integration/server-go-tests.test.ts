import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { goEnv, serverDir } from '../../scripts/lib/pocketbase-binary.ts'

// The Go server's own tests (server/**/_test.go), e.g. topicindex's answers against PocketBase's
// client, run with the toolchain and flags the server is built with.
describe('the PocketBase server’s Go packages', () => {
  it('pass their Go tests (go test ./... in server/)', async () => {
    const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
      const child = spawn('go', ['test', './...'], { cwd: serverDir, env: goEnv() })
      let text = ''
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()))
      child.on('error', reject)
      child.on('exit', (exitCode) => resolve({ code: exitCode, output: text }))
    })
    expect(code, output).toBe(0)
    expect(output).toMatch(/^ok\s+monsterinvasion\/server\/topicindex/m)
  }, 240_000)
})

import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { build } from 'vite'
import { repoRoot } from '../../scripts/lib/paths.ts'
import { newTicketKeyPair } from '../../scripts/lib/ticket-key-pair.ts'
import { DEV_TICKET_KEYS } from '../../src/domain/ticket-keys.ts'

const outDir = mkdtempSync(path.join(os.tmpdir(), 'mi-build-'))

/** `vite build` of the real config into a temp dir, with these build variables (and no .env files). */
async function buildWith(env: Record<string, string>) {
  // Stubbed env vars are put back after each test (unstubEnvs in vite.config.ts).
  const keys = { VITE_POCKETBASE_URL: '', WEBPAY_BASE_URL: '', CONTEXT: '', VITE_TICKET_PUBLIC_KEY: (await newTicketKeyPair()).VITE_TICKET_PUBLIC_KEY }
  for (const [key, value] of Object.entries({ ...keys, ...env })) vi.stubEnv(key, value)
  await build({ root: repoRoot, envDir: outDir, logLevel: 'silent', mode: 'production', build: { outDir, emptyOutDir: true } })
}

describe('vite build (production)', () => {
  afterAll(() => {
    rmSync(outDir, { recursive: true, force: true })
  })

  it('fails without VITE_POCKETBASE_URL instead of shipping a site that cannot reach PocketBase', async () => {
    await expect(buildWith({})).rejects.toThrow(/VITE_POCKETBASE_URL is not set/)
  }, 60_000)

  it.each([
    ['without VITE_TICKET_PUBLIC_KEY', '', /VITE_TICKET_PUBLIC_KEY is not set/],
    ['with the published development key', DEV_TICKET_KEYS.publicKey, /published development key/],
  ])('fails %s instead of shipping a door that trusts QR codes anyone can sign', async (_label, key, message) => {
    await expect(buildWith({ VITE_POCKETBASE_URL: 'https://api.staging.example', VITE_TICKET_PUBLIC_KEY: key })).rejects.toThrow(message)
  }, 60_000)

  it('writes dist/_headers whose CSP names the PocketBase of the build and only the production Webpay host', async () => {
    await buildWith({ VITE_POCKETBASE_URL: 'https://api.staging.example' })
    const headers = readFileSync(path.join(outDir, '_headers'), 'utf8')
    expect(headers).toMatch(/^\/\*$/m)
    expect(headers).toContain("connect-src 'self' https://api.staging.example;")
    expect(headers).toContain("form-action 'self' https://webpay3g.transbank.cl;")
    expect(headers).not.toContain('webpay3gint')
  }, 60_000)
})

import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { pinnedVersion } from '../../scripts/lib/pocketbase-binary.ts'
import { PRODUCTION_HOOKS_POOL, PRODUCTION_QUERY_TIMEOUT_SECONDS } from '../../scripts/lib/pocketbase-server.ts'

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')

describe('the PocketBase host files (deploy/)', () => {
  it('the image builds the server from server/, whose go.mod requires the pinned PocketBase, with the migrations and hooks', () => {
    const dockerfile = read('deploy/Dockerfile')
    expect(/ARG PB_VERSION=(\S+)/.exec(dockerfile)?.[1]).toBe(pinnedVersion())
    expect(dockerfile).toContain('COPY server/ ./')
    expect(/^\s*github\.com\/pocketbase\/pocketbase v(\S+)$/m.exec(read('server/go.mod'))?.[1]).toBe(pinnedVersion())
    expect(dockerfile).toContain('COPY pb_migrations /pb/pb_migrations')
    expect(dockerfile).toContain('COPY pb_hooks /pb/pb_hooks')
  })

  it('serves with the same flags as every test run, and encrypted settings', () => {
    const entrypoint = read('deploy/entrypoint.sh')
    for (const flag of ['ROOT="${PB_ROOT:-/pb}"', '--automigrate=false', '--hooksWatch=false', '--encryptionEnv=PB_ENCRYPTION_KEY', '--migrationsDir="$ROOT/pb_migrations"', '--hooksDir="$ROOT/pb_hooks"']) {
      expect(entrypoint).toContain(flag)
    }
  })

  it('hands PocketBase both data keys, required, and marks it deployed so the public local keys are refused', () => {
    const compose = read('deploy/compose.yaml')
    expect(compose).toMatch(/PB_DOCUMENT_HASH_KEY: \$\{PB_DOCUMENT_HASH_KEY:\?/)
    expect(compose).toMatch(/PB_HEALTH_KEY: \$\{PB_HEALTH_KEY:\?/)
    expect(read('deploy/entrypoint.sh')).toContain('export MI_DEPLOYED=true')
  })

  it('runs the service superuser upsert with the settings key too, so a restart can read the encrypted settings', () => {
    const upsert = read('deploy/entrypoint.sh').split('\n').find((line) => line.includes('superuser upsert'))
    expect(upsert).toContain('--encryptionEnv=PB_ENCRYPTION_KEY')
  })

  it('limits every record query to the time the tests run with (PB_QUERY_TIMEOUT, default PRODUCTION_QUERY_TIMEOUT_SECONDS)', () => {
    expect(/--queryTimeout="\$\{PB_QUERY_TIMEOUT:-(\d+)\}"/.exec(read('deploy/entrypoint.sh'))?.[1]).toBe(String(PRODUCTION_QUERY_TIMEOUT_SECONDS))
  })

  it('prewarms as many JS VMs as the bench measures with (PB_HOOKS_POOL, default PRODUCTION_HOOKS_POOL)', () => {
    const entrypoint = read('deploy/entrypoint.sh')
    expect(/--hooksPool="\$\{PB_HOOKS_POOL:-(\d+)\}"/.exec(entrypoint)?.[1]).toBe(String(PRODUCTION_HOOKS_POOL))
    expect(/PB_HOOKS_POOL: \$\{PB_HOOKS_POOL:-(\d+)\}/.exec(read('deploy/compose.yaml'))?.[1]).toBe(String(PRODUCTION_HOOKS_POOL))
  })

  it('Caddy keeps every token-carrying header the hooks read out of its access log', () => {
    const hooks = readdirSync(new URL('../../pb_hooks', import.meta.url), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'))
    const tokenHeaders = new Set(hooks.flatMap((file) => [...read(`pb_hooks/${file}`).matchAll(/header\.get\('(X-MI-[\w-]*Token)'\)/gi)].map((m) => m[1] ?? '')))
    expect([...tokenHeaders].sort()).toEqual(['X-MI-Service-Token', 'X-MI-User-Token'])
    const caddyfile = read('deploy/Caddyfile')
    for (const header of tokenHeaders) {
      // Caddy logs headers under Go's canonical names (X-Mi-Service-Token).
      const canonical = header.toLowerCase().replace(/(^|-)(\w)/g, (_, dash: string, letter: string) => dash + letter.toUpperCase())
      expect(caddyfile, header).toContain(`request>headers>${canonical} delete`)
    }
  })

  it('Caddy keeps realtime unbuffered and forwards the client address PocketBase trusts', () => {
    const caddyfile = read('deploy/Caddyfile')
    expect(caddyfile).toMatch(/flush_interval -1/)
    expect(caddyfile).toMatch(/header_up X-Forwarded-For \{remote_host\}/)
  })
})

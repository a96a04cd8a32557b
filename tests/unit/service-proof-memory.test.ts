import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadHookLib } from '../shared/pb-hook-module.ts'

// How long pb_hooks/lib/service-auth.js trusts a service token it has checked, on a clock the test
// moves. What PocketBase's own check answers is covered against a real PocketBase in
// tests/integration/service-proof.test.ts; here PocketBase's token check is a stand-in that accepts
// the tokens the test has not revoked and that have not expired, as findAuthRecordByToken does.

interface HookEvent {
  request: { header: { get(name: string): string } }
  realIP(): string
  app: FakeApp
}
type FakeApp = ReturnType<typeof fakeApp>
interface ServiceAuth {
  serviceProof(e: HookEvent): 'ok' | 'refused' | 'rateLimited'
}

const T0 = Date.parse('2026-08-29T12:00:00Z')
const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp: number; id: string }
const security = { parseUnverifiedJWT: payloadOf }
const serviceAuth = loadHookLib('service-auth.js', { $security: security }) as ServiceAuth

const tokenFor = (id: string, expiresAt: number) =>
  ['e30', Buffer.from(JSON.stringify({ id, exp: Math.floor(expiresAt / 1000), type: 'auth' })).toString('base64url'), 'sig'].join('.')

function fakeApp() {
  const store = new Map<string, unknown>()
  const live = new Set<string>()
  const checks = { count: 0 }
  const serviceAccount = { isSuperuser: () => true, email: () => 'functions@monster-invasion.invalid' }
  return {
    live,
    checks,
    store: () => ({
      get: (key: string) => store.get(key) ?? null,
      set: (key: string, value: unknown) => void store.set(key, value),
      setFunc: (key: string, update: (old: unknown) => unknown) => void store.set(key, update(store.get(key) ?? null)),
      remove: (key: string) => void store.delete(key),
      getAll: () => Object.fromEntries(store),
    }),
    findAuthRecordByToken(token: string) {
      checks.count += 1
      if (!live.has(token) || payloadOf(token).exp * 1000 <= Date.now()) throw new Error('invalid token')
      return serviceAccount
    },
  }
}

const call = (app: FakeApp, token: string): HookEvent => ({
  app,
  realIP: () => '203.0.113.7',
  request: { header: { get: (name: string) => (name === 'X-MI-Service-Token' ? token : '') } },
})

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(T0)
})
afterEach(() => vi.useRealTimers())

describe('the rush route remembers a checked service token', () => {
  it('checks a token in full once, then answers from memory for the minute that follows', () => {
    const app = fakeApp()
    const token = tokenFor('svc', T0 + 3600_000)
    app.live.add(token)
    for (let i = 0; i < 100; i += 1) expect(serviceAuth.serviceProof(call(app, token))).toBe('ok')
    expect(app.checks.count).toBe(1)
  })

  it('still accepts a revoked token until its minute is over, and refuses it from then on', () => {
    const app = fakeApp()
    const token = tokenFor('svc', T0 + 3600_000)
    app.live.add(token)
    expect(serviceAuth.serviceProof(call(app, token))).toBe('ok')
    // The service password changes: PocketBase refuses the old token from now on.
    app.live.delete(token)
    vi.setSystemTime(T0 + 59_999)
    expect(serviceAuth.serviceProof(call(app, token))).toBe('ok')
    vi.setSystemTime(T0 + 60_000)
    expect(serviceAuth.serviceProof(call(app, token))).toBe('refused')
  })

  it('never trusts a token past its own expiry, even within the minute', () => {
    const app = fakeApp()
    const token = tokenFor('svc', T0 + 20_000)
    app.live.add(token)
    expect(serviceAuth.serviceProof(call(app, token))).toBe('ok')
    vi.setSystemTime(T0 + 20_000)
    expect(serviceAuth.serviceProof(call(app, token))).toBe('refused')
  })
})

import { describe, expect, it } from 'vitest'
import { createModerator, createUser, statusOf, superuser } from './support/pocketbase.ts'

interface PoolStats {
  maxOpen: number
  open: number
  idle: number
  closedForIdleLimit: number
}

describe('PocketBase data.db connection pool in a burst', () => {
  it('bursts of concurrent reads leave every connection they opened idle and open, none closed for the idle limit', async () => {
    const admin = await superuser()
    const stats = () => admin.send<PoolStats>('/api/mi/ops/db-pool', {})
    const before = await stats()
    // How many connections a burst needs depends on scheduling: burst until one needed more than
    // PocketBase's default 15 idle (kept open with the hook, closed without it).
    let after = before
    for (let round = 0; round < 10 && after.open <= 15 && after.closedForIdleLimit === before.closedForIdleLimit; round++) {
      await Promise.all(
        Array.from({ length: 300 }, () => admin.collection('users').getList(1, 200, { requestKey: null, sort: '-created' })),
      )
      after = await stats()
    }
    expect(after.closedForIdleLimit, 'connections closed because more than the idle limit were open').toBe(before.closedForIdleLimit)
    expect(after.open, 'a burst needed more connections than the default idle limit').toBeGreaterThan(15)
    expect(after.idle).toBe(after.open)
    expect(after.maxOpen).toBe(120)
  })

  it('the pool figures are for superusers only: a visitor gets 401, a user and a moderator 403', async () => {
    const read = (pb: { send: (path: string, options: object) => Promise<unknown> }) => statusOf(pb.send('/api/mi/ops/db-pool', {}))
    const anonymous = await fetch(`${(await superuser()).baseURL}/api/mi/ops/db-pool`)
    expect(anonymous.status).toBe(401)
    expect(await read((await createUser()).pb)).toBe(403)
    expect(await read((await createModerator()).pb)).toBe(403)
  })
})

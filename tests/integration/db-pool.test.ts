import { describe, expect, it } from 'vitest'
import { superuser } from './support/pocketbase.ts'

interface PoolStats {
  maxOpen: number
  open: number
  idle: number
  closedForIdleLimit: number
}

describe('PocketBase data.db connection pool in a burst', () => {
  it('a burst of 150 concurrent reads closes no connection for the idle limit: the next rush reuses them', async () => {
    const admin = await superuser()
    const stats = () => admin.send<PoolStats>('/api/mi/ops/db-pool', {})
    const before = await stats()
    await Promise.all(
      Array.from({ length: 150 }, () => admin.collection('Entradas').getList(1, 50, { requestKey: null, sort: '-created' })),
    )
    const after = await stats()
    expect(after.maxOpen).toBe(120)
    expect(after.open).toBeGreaterThan(15)
    expect(after.idle).toBe(after.open)
    expect(after.closedForIdleLimit).toBe(before.closedForIdleLimit)
  })

  it('the pool figures are for superusers only', async () => {
    const res = await fetch(`${(await superuser()).baseURL}/api/mi/ops/db-pool`)
    expect(res.status).toBe(401)
  })
})

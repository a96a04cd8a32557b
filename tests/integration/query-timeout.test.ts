import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cheapPasswordHashing } from '../../scripts/bench/fixtures.ts'
import { OwnPocketBase } from './support/own-pocketbase.ts'

// PocketBase's --queryTimeout bounds every record query, whoever causes it (docs/security.md §1):
// production and every test server run with 5 s; this server with 1 s, so the test stays short.

const server = new OwnPocketBase()

beforeAll(async () => {
  await server.start({ MI_DEADLINE_CRON: 'off' }, { queryTimeoutSeconds: 1 })
  const admin = await server.superuser()
  await cheapPasswordHashing(admin)
  for (let i = 0; i < 40; i++) {
    await admin.collection('users').create({ email: `timeout-${i}@tests.local`, password: 'Password123', passwordConfirm: 'Password123' })
  }
}, 60_000)
afterAll(() => server.remove())

/** Four more copies of `users` joined to it: 40⁵ rows when `match` lets every row through. */
const crossJoin = (match: (alias: string) => string) => ['a', 'b', 'c', 'd'].map((alias) => `@collection.users:${alias}.email ${match(alias)}`).join(' && ')

const outcome = async (filter: string) => {
  const admin = await server.superuser()
  return admin
    .collection('users')
    .getList(1, 1, { filter })
    .then(
      () => 'answered',
      (err: unknown) => `refused with ${(err as { status?: number }).status}`,
    )
}

describe('the query timeout', () => {
  it('the same join over one row per copy answers at once (the filter is valid)', async () => {
    expect(await outcome(`email = 'timeout-1@tests.local' && ${crossJoin(() => "= 'timeout-1@tests.local'")}`)).toBe('answered')
  })

  it('cuts the join over every row (minutes of work) at the limit: an error, never a result', async () => {
    // Without the limit this request would not answer within the test's own 5 s timeout.
    expect(await outcome(`email != '' && ${crossJoin(() => "!= ''")}`)).toBe('refused with 400')
  })
})

import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  admin,
  createActors,
  ensureTicketType,
  quickUser,
  readMatrix,
  rowFixtures,
  type Actors,
  type Cell,
  type RowFixture,
  type Target,
} from './permissions-fixtures.ts'
import { statusOf, type TestAccount } from './support/pocketbase.ts'

const MATRIX = readMatrix()

/** Every collection and view of the data model (pb_migrations), each with its rows in docs/permissions.md. */
const DATA_MODEL = [
  'users', 'moderators', 'Amigos', 'AlertBanner', 'userPersonalInfoPaws', 'userLegalInfoPaws', 'userHealthInfoPaws',
  'userStatusPaws', 'Entradas', 'EntradasQuedan', 'EntradasPedidas', 'EntradasEntregadas', 'EntradasUsuario',
  'counters', 'bannedDocuments', 'auditLog', 'userCompleteLegal', 'UserCompleteEntradasPedidas', 'legalCorrections',
]

let actors: Actors
let fixtures: Record<string, RowFixture>

beforeAll(async () => {
  actors = await createActors()
  fixtures = rowFixtures(actors)
})

afterAll(async () => {
  // Leave the test-only ticket types hidden from buyers for the files that run after this one.
  await ensureTicketType(await admin(), 'MEGA1', 'creada')
  await ensureTicketType(await admin(), 'MEGA2', 'creada')
})

function fixture(row: string): RowFixture {
  const found = fixtures[row]
  if (!found) throw new Error(`no fixture for matrix row "${row}"`)
  return found
}

/** The client acting as `role` on `target`; `account` is null for the visitor. */
function actorFor(role: Cell['role'], target: Target): { pb: PocketBase; account: TestAccount | null } {
  switch (role) {
    case 'visitor':
      return { pb: actors.visitor, account: null }
    case 'owner':
      return { pb: target.owner.pb, account: target.owner }
    case 'other user':
      return { pb: actors.other.pb, account: actors.other }
    case 'moderator': {
      const moderator = target.self ?? actors.moderator
      return { pb: moderator.pb, account: moderator }
    }
  }
}

async function reread(target: Target) {
  // Health fields are ciphertext for superusers (docs/security.md §6): their owner reads them in clear.
  if (target.collection === 'userHealthInfoPaws') return target.owner.pb.collection(target.collection).getOne(target.id)
  return (await admin()).collection(target.collection).getOne(target.id)
}

async function count(collection: string, filter: string) {
  return (await (await admin()).collection(collection).getList(1, 1, { filter })).totalItems
}

/**
 * Reads and denied writes share one target per row (a denied write that changed it fails its own
 * assertion); a write that is allowed gets a fresh target so it cannot disturb the other cells.
 */
const sharedTargets = new Map<string, Promise<Target>>()
function targetFor(cell: Cell, row: RowFixture): Promise<Target> {
  const mutates = cell.outcome === 'ok' && (cell.operation === 'update' || cell.operation === 'delete')
  if (mutates) return row.make()
  let target = sharedTargets.get(cell.row)
  if (!target) {
    target = row.make()
    sharedTargets.set(cell.row, target)
  }
  return target
}

async function checkList(cell: Cell, target: Target) {
  const { pb } = actorFor(cell.role, target)
  // A list as the SPA sends it (no filter: only src/domain/query-allowlist.ts's shapes are accepted),
  // searched for the target.
  const call = pb.collection(target.collection).getFullList({ batch: 1000 })
  if (typeof cell.outcome === 'number') {
    expect(await statusOf(call)).toBe(cell.outcome)
    return
  }
  const items = await call
  if (cell.outcome === 'ok') {
    expect(items.map((r) => r.id)).toContain(target.id)
  } else {
    // Of a person's records, nothing of anybody else: at most the actor's own (public rows may show).
    const self = actorFor(cell.role, target).account?.id ?? null
    expect(items.map((r) => r.id)).not.toContain(target.id)
    const personal = (row: Record<string, unknown>) => row['user'] !== undefined || ['users', 'moderators'].includes(target.collection)
    for (const row of items.filter(personal)) expect([row.id, row['user']], `${target.collection} row ${row.id}`).toContain(self)
  }
}

async function checkView(cell: Cell, target: Target) {
  const { pb } = actorFor(cell.role, target)
  const call = pb.collection(target.collection).getOne(target.id)
  if (cell.outcome === 'ok') {
    expect((await call).id).toBe(target.id)
  } else {
    expect(await statusOf(call)).toBe(cell.outcome)
  }
}

async function checkCreate(cell: Cell, row: RowFixture, sample: Target) {
  // Acting as owner on a create means "for themselves": a fresh verified user with no records yet.
  const account = cell.role === 'owner' ? await quickUser({ verified: true }) : actorFor(cell.role, sample).account
  const pb = cell.role === 'visitor' ? actors.visitor : (account?.pb ?? actors.visitor)
  const attempt = await row.create(cell.role, account)
  const before = await count(attempt.collection, attempt.filter)
  if (cell.outcome === 'ok') {
    const created = await pb.collection(attempt.collection).create(attempt.data)
    expect(await count(attempt.collection, attempt.filter)).toBe(before + 1)
    expect((await (await admin()).collection(attempt.collection).getOne(created.id)).id).toBe(created.id)
  } else {
    expect(await statusOf(pb.collection(attempt.collection).create(attempt.data))).toBe(cell.outcome)
    expect(await count(attempt.collection, attempt.filter)).toBe(before)
  }
}

async function checkUpdate(cell: Cell, row: RowFixture, target: Target) {
  const { pb } = actorFor(cell.role, target)
  const before = await reread(target)
  const call = pb.collection(target.collection).update(target.id, row.update)
  if (cell.outcome === 'ok') {
    await call
    expect(await reread(target)).toMatchObject(row.update)
  } else {
    expect(await statusOf(call)).toBe(cell.outcome)
    expect(await reread(target)).toEqual(before)
  }
}

async function checkDelete(cell: Cell, target: Target) {
  const { pb } = actorFor(cell.role, target)
  const before = await reread(target)
  const call = pb.collection(target.collection).delete(target.id)
  if (cell.outcome === 'ok') {
    await call
    expect(await statusOf(reread(target))).toBe(404)
  } else {
    expect(await statusOf(call)).toBe(cell.outcome)
    expect(await reread(target)).toEqual(before)
  }
}

describe('docs/permissions.md', () => {
  it('has a row for every role of every collection and view of the data model', () => {
    const rows = new Set(MATRIX.map((c) => c.row))
    expect([...rows].filter((r) => r !== 'Entradas in estado creada').sort()).toEqual([...DATA_MODEL].sort())
    for (const row of rows) {
      const cells = MATRIX.filter((c) => c.row === row)
      const expected = row === 'Entradas in estado creada' ? 8 : 20
      expect(cells, row).toHaveLength(expected)
    }
  })

  it('lists every collection PocketBase has from these migrations', async () => {
    const names = (await (await admin()).collections.getFullList()).map((c) => c.name)
    expect(names).toEqual(expect.arrayContaining(DATA_MODEL))
  })
})

describe.each([...new Set(MATRIX.map((c) => c.row))])('%s', (row) => {
  it.each(MATRIX.filter((c) => c.row === row).map((c) => [`${c.role} × ${c.operation}: ${c.text}`, c] as const))(
    '%s',
    async (_name, cell) => {
      const rowFixture = fixture(cell.row)
      const target = await targetFor(cell, rowFixture)
      switch (cell.operation) {
        case 'list':
          return checkList(cell, target)
        case 'view':
          return checkView(cell, target)
        case 'create':
          return checkCreate(cell, rowFixture, target)
        case 'update':
          return checkUpdate(cell, rowFixture, target)
        case 'delete':
          return checkDelete(cell, target)
      }
    },
  )
})

import type PocketBase from 'pocketbase'
import { ClientResponseError } from 'pocketbase'
import { uniqueRut } from '../lib/fixture-documents.ts'
import { pool } from './load.ts'

export interface BenchUser {
  id: string
  token: string
}

/**
 * Password hashing dominates creating thousands of accounts (about 70 ms each at bcrypt's default
 * cost on this machine). The bench's throwaway PocketBase hashes at the minimum cost: no password is
 * checked on any measured path (callers use impersonation tokens), so no figure changes.
 */
export async function cheapPasswordHashing(admin: PocketBase): Promise<void> {
  const users = await admin.collections.getOne('users')
  const fields = users.fields.map((field) => (field.name === 'password' ? { ...field, cost: 4 } : field))
  await admin.collections.update('users', { fields })
}

const legal = (user: string) => ({
  user,
  numDocumento: uniqueRut(),
  tipoDocumento: 'DNI',
  paisDocumento: 'Chile',
  nombreEnDocumento: 'Persona de Prueba',
  bdate: '1995-05-05 00:00:00.000Z',
})

/** Runs `call`, and when PocketBase refuses it, fails with the step, the status and PocketBase's whole answer. */
async function withDetails<T>(step: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error
    throw new Error(`${step}: ${error.status} ${JSON.stringify(error.response)}`, { cause: error })
  }
}

/**
 * `count` verified users with their legal name and birth date, each with a token from impersonation
 * (a superuser-issued auth token: no password login per user).
 */
export async function createVerifiedUsers(admin: PocketBase, count: number, concurrency = 16): Promise<BenchUser[]> {
  const run = Date.now().toString(36)
  const { results } = await pool(
    count,
    concurrency,
    async (i) => {
      const email = `bench-${run}-${i}@bench.local`
      const record = await withDetails(`creating ${email}`, () =>
        admin.collection('users').create({ email, password: 'BenchUser123', passwordConfirm: 'BenchUser123', verified: true }),
      )
      await withDetails(`saving ${email}'s legal data`, () => admin.collection('userLegalInfoPaws').create(legal(record.id)))
      const asUser = await withDetails(`impersonating ${email}`, () => admin.collection('users').impersonate(record.id, 3600))
      return { id: record.id, token: asUser.authStore.token }
    },
    600_000,
  )
  if (results.length !== count || results.some((u) => !u)) throw new Error(`created only ${results.filter(Boolean).length} of ${count} users`)
  return results
}

/** The id of a demo ticket type by its code (seeded by seedDemoData). */
export async function typeId(admin: PocketBase, tipo: string): Promise<string> {
  return (await admin.collection('Entradas').getFirstListItem(admin.filter('Tipo = {:tipo}', { tipo }))).id
}

export async function setRemaining(admin: PocketBase, entradaId: string, CantidadQuedan: number): Promise<void> {
  const row = await admin.collection('EntradasQuedan').getFirstListItem(admin.filter('EntradasID = {:id}', { id: entradaId }))
  await admin.collection('EntradasQuedan').update(row.id, { CantidadQuedan })
}

/** Deletes the users' open requests (the rush's), so that they can ask again in another scenario. */
export async function withoutOpenRequests(admin: PocketBase, users: readonly BenchUser[]): Promise<void> {
  const ids = new Set(users.map((u) => u.id))
  const open = await admin.collection('EntradasPedidas').getFullList({ filter: "estado = 'creada'", fields: 'id,user', batch: 1000 })
  const mine = open.filter((row) => ids.has(String(row.user)))
  await pool(mine.length, 32, (i) => admin.collection('EntradasPedidas').delete((mine[i] as { id: string }).id))
}

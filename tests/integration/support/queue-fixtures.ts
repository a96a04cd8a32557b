import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import { ClientResponseError } from 'pocketbase'
import pideentrada from '../../../functions/pideentrada.mts'
import { createUser, superuser, type TestAccount } from './pocketbase.ts'
import { uniqueRut } from '../../../scripts/lib/fixture-documents.ts'
import { invokeFunction } from '../../../scripts/lib/netlify-functions-runtime.ts'

/** Ticket types are unique by code: tests upsert the one they need with the state and stock they need. */
export async function ensureType(
  admin: PocketBase,
  options: { tipo: string; price: number; estado?: string; quedan?: number | null },
): Promise<RecordModel> {
  const fields = {
    Tipo: options.tipo,
    ValorCLP: options.price,
    Estado: options.estado ?? 'disponible',
    Nombre: `Entrada ${options.tipo}`,
    NombreIngles: `Ticket ${options.tipo}`,
  }
  let type: RecordModel
  try {
    const existing = await admin.collection('Entradas').getFirstListItem(admin.filter('Tipo = {:t}', { t: options.tipo }))
    type = await admin.collection('Entradas').update(existing.id, fields)
  } catch (err) {
    if (!(err instanceof ClientResponseError && err.status === 404)) throw err
    type = await admin.collection('Entradas').create(fields)
  }
  const stock = await admin.collection('EntradasQuedan').getFullList({ filter: admin.filter('EntradasID = {:id}', { id: type.id }) })
  if (options.quedan === undefined || options.quedan === null) {
    // Another file may remove the same row at the same moment: gone is what this asks for.
    for (const row of stock) await admin.collection('EntradasQuedan').delete(row.id).catch((err: unknown) => {
      if (!(err instanceof ClientResponseError && err.status === 404)) throw err
    })
  } else if (stock[0]) {
    await admin.collection('EntradasQuedan').update(stock[0].id, { CantidadQuedan: options.quedan })
  } else {
    await admin.collection('EntradasQuedan').create({ EntradasID: type.id, CantidadQuedan: options.quedan })
  }
  return type
}

export interface Buyer extends TestAccount {
  token: string
}

/** A user with (by default) a verified account and legal name and birth date. */
export async function createBuyer(
  options: { verified?: boolean; legal?: boolean; state?: number; badge?: { typeId: string; paid: number } } = {},
): Promise<Buyer> {
  const admin = await superuser()
  const account = await createUser({ verified: options.verified ?? true })
  if (options.legal ?? true) {
    await admin.collection('userLegalInfoPaws').create({
      user: account.id,
      numDocumento: uniqueRut(),
      tipoDocumento: 'DNI',
      paisDocumento: 'Chile',
      nombreEnDocumento: 'Ana Pérez',
      bdate: '1995-05-05 00:00:00.000Z',
    })
  }
  if (options.state !== undefined) await admin.collection('userStatusPaws').create({ user: account.id, state: options.state })
  if (options.badge) {
    await admin.collection('EntradasUsuario').create({ user: account.id, TipoBadge: options.badge.typeId, MontoTotalPagado: options.badge.paid })
  }
  return { ...account, token: account.pb.authStore.token }
}

/** Calls the pideentrada function as the browser does. */
export async function pide(body: unknown, token?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await invokeFunction(pideentrada,
    new Request('http://localhost/.netlify/functions/pideentrada', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

export async function openRequests(admin: PocketBase, userId: string) {
  return admin.collection('EntradasPedidas').getFullList({ filter: admin.filter("user = {:u} && estado = 'creada'", { u: userId }) })
}

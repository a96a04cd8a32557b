import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type PocketBase from 'pocketbase'
import { ClientResponseError, type RecordModel } from 'pocketbase'
import { client, createModerator, editionPrefix, onDevice, superuser, uniqueEmail, type TestAccount } from './support/pocketbase.ts'
import { uniqueRut } from '../../scripts/lib/fixture-documents.ts'
import { NOTICE_VERSION } from '../../src/domain/privacy-notice.ts'

export const ROLES = ['visitor', 'owner', 'other user', 'moderator'] as const
export type Role = (typeof ROLES)[number]
export const OPERATIONS = ['list', 'view', 'create', 'update', 'delete'] as const
export type Operation = (typeof OPERATIONS)[number]
/** 'ok' = allowed; 'empty' = 200 with nothing; a number = the expected error status. */
export type Outcome = 'ok' | 'empty' | 400 | 403 | 404

export interface Cell {
  row: string
  role: Role
  operation: Operation
  outcome: Outcome
  text: string
}

function parseCell(text: string): Outcome | null {
  if (text === '') return null
  if (text.startsWith('✓')) return 'ok'
  const denied = /^✗ (empty|400|403|404)\b/.exec(text)
  if (!denied?.[1]) throw new Error(`unreadable permission cell "${text}"`)
  return denied[1] === 'empty' ? 'empty' : (Number(denied[1]) as 400 | 403 | 404)
}

/** Every cell of the matrix in docs/permissions.md. */
export function readMatrix(file = path.resolve(import.meta.dirname, '../../docs/permissions.md')): Cell[] {
  const text = readFileSync(file, 'utf8')
  const section = text.split('## Matrix')[1]?.split('\n## ')[0] ?? ''
  const cells: Cell[] = []
  for (const line of section.split('\n')) {
    if (!line.startsWith('| ') || line.startsWith('| Collection') || line.startsWith('|---')) continue
    const columns = line.split('|').slice(1, -1).map((c) => c.trim())
    const [row, role, ...ops] = columns
    if (!row || !ROLES.includes(role as Role)) throw new Error(`bad matrix line: ${line}`)
    OPERATIONS.forEach((operation, i) => {
      const cellText = ops[i] ?? ''
      const outcome = parseCell(cellText)
      if (outcome !== null) cells.push({ row, role: role as Role, operation, outcome, text: cellText })
    })
  }
  return cells
}

export interface Actors {
  visitor: PocketBase
  owner: TestAccount
  other: TestAccount
  moderator: TestAccount
}

export async function createActors(): Promise<Actors> {
  return {
    visitor: client(),
    owner: await quickUser(),
    other: await quickUser(),
    moderator: await createModerator(),
  }
}

export interface Target {
  collection: string
  id: string
  /** The account that owns the target (for collections without an owner: the shared logged-in user). */
  owner: TestAccount
  /** For the moderators row: the target is the acting moderator's own account. */
  self?: TestAccount
}

export interface CreateCase {
  /** The collection the create is sent to. */
  collection: string
  data: Record<string, unknown>
  /** Finds what the create would have written (counted before and after as a superuser). */
  filter: string
}

export interface RowFixture {
  /** A fresh record to read, change or delete. */
  make(): Promise<Target>
  /** What `actor` (acting as `role`) submits to create a record. */
  create(role: Role, actor: TestAccount | null): Promise<CreateCase>
  update: Record<string, unknown>
}

let adminClient: Promise<PocketBase> | null = null
/** One superuser client for the whole file (each login costs a password hash on the server). */
export const admin = (): Promise<PocketBase> => (adminClient ??= superuser())

/**
 * A user with a client logged in as them, like createUser() but cheaper: one shared superuser login
 * and an impersonation token instead of two more password checks per account.
 */
export async function quickUser(options: { verified?: boolean; username?: string } = {}): Promise<TestAccount> {
  const email = uniqueEmail()
  const password = 'Password123'
  const pb = await admin()
  const record = await pb.collection('users').create({
    email,
    password,
    passwordConfirm: password,
    verified: options.verified ?? true,
    ...(options.username ? { username: options.username } : {}),
  })
  // The user's own device: PocketBase runs with the production rate limiter, keyed on the address.
  const asUser = onDevice(await pb.collection('users').impersonate(record.id, 3600))
  return { pb: asUser, id: record.id, email, password }
}

/** A verified user who is only ever the subject of a record (never logs in). */
export async function blankUser(): Promise<string> {
  const email = uniqueEmail('subject')
  const record = await (await admin()).collection('users').create({ email, password: 'Password123', passwordConfirm: 'Password123', verified: true })
  return record.id
}

let sequence = 0
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`
/** A valid order id of the edition on sale, far above the approval counter's range: prefix + '9…' (20 digits). */
export const testOrderId = () =>
  `${editionPrefix()}9${String(Date.now()).padStart(13, '0')}${String(sequence++ % 1_000_000).padStart(6, '0')}`

/** Ticket types are unique by code: upsert the one a test needs (MEGA1/MEGA2 are used only here). */
export async function ensureTicketType(admin: PocketBase, tipo: string, Estado: string): Promise<RecordModel> {
  const fields = { Tipo: tipo, ValorCLP: 250000, Estado, Nombre: `Prueba ${tipo}`, NombreIngles: `Test ${tipo}` }
  try {
    const found = await admin.collection('Entradas').getFirstListItem(admin.filter('Tipo = {:t}', { t: tipo }))
    return await admin.collection('Entradas').update(found.id, fields)
  } catch (err) {
    if (!(err instanceof ClientResponseError && err.status === 404)) throw err
    return admin.collection('Entradas').create(fields)
  }
}

/** The remaining-quantity row of a ticket type, created or reset to `CantidadQuedan`. */
export async function ensureQuedan(pb: PocketBase, typeId: string, CantidadQuedan: number): Promise<RecordModel> {
  const found = await pb.collection('EntradasQuedan').getList(1, 1, { filter: pb.filter('EntradasID = {:id}', { id: typeId }) })
  const row = found.items[0]
  if (row) return pb.collection('EntradasQuedan').update(row.id, { CantidadQuedan })
  return pb.collection('EntradasQuedan').create({ EntradasID: typeId, CantidadQuedan })
}

export const legalData = (user: string) => ({
  user,
  numDocumento: uniqueRut(),
  tipoDocumento: 'DNI',
  paisDocumento: 'Chile',
  nombreEnDocumento: 'Ana Pérez',
  bdate: '1995-05-05 00:00:00.000Z',
})

export function issuedData(user: string, tipo: string, extra: Record<string, unknown> = {}) {
  return {
    user,
    tipo,
    nombre: 'Ana Pérez',
    token: '1',
    orderID: testOrderId(),
    monto: 45000,
    estado: 'creada',
    correoEnviado: 'no',
    correoEnviado2: 'no',
    ...extra,
  }
}

/** Fixtures for every row of the matrix; `actors.owner` is the shared "logged-in user" of unowned rows. */
export function rowFixtures(actors: Actors): Record<string, RowFixture> {
  const freshOwner = () => quickUser()
  const byUser = (id: string) => `user = "${id}"`
  /** The subject of an owned create: the actor themselves when acting as owner, else a fresh user. */
  const subjectFor = async (role: Role, actor: TestAccount | null) => (role === 'owner' && actor ? actor.id : blankUser())
  const type = async (estado = 'disponible') => ensureTicketType(await admin(), 'MEGA2', estado)
  const shared = (collection: string, id: string): Target => ({ collection, id, owner: actors.owner })

  const ownedProfile = (collection: string, data: (user: string) => Record<string, unknown>, update: Record<string, unknown>): RowFixture => ({
    async make() {
      const owner = await freshOwner()
      const record = await (await admin()).collection(collection).create(data(owner.id))
      return { collection, id: record.id, owner }
    },
    async create(role, actor) {
      const user = await subjectFor(role, actor)
      return { collection, data: data(user), filter: byUser(user) }
    },
    update,
  })

  return {
    users: {
      async make() {
        const owner = await freshOwner()
        return { collection: 'users', id: owner.id, owner }
      },
      async create() {
        const email = uniqueEmail('signup')
        return { collection: 'users', data: { email, password: 'Password123', passwordConfirm: 'Password123' }, filter: `email = "${email}"` }
      },
      update: { name: 'Nombre Cambiado' },
    },
    moderators: {
      async make() {
        const self = await createModerator()
        return { collection: 'moderators', id: self.id, owner: actors.owner, self }
      },
      async create() {
        const email = uniqueEmail('newmod')
        return { collection: 'moderators', data: { email, password: 'Moderator123', passwordConfirm: 'Moderator123' }, filter: `email = "${email}"` }
      },
      update: { name: 'Renamed' },
    },
    Amigos: {
      async make() {
        const record = await (await admin()).collection('Amigos').create({ Nombre: `Amigo ${unique()}`, Url: 'https://example.org/amigo' })
        return shared('Amigos', record.id)
      },
      async create() {
        const name = `Nuevo ${unique()}`
        return { collection: 'Amigos', data: { Nombre: name, Url: 'https://example.org/nuevo' }, filter: `Nombre = "${name}"` }
      },
      update: { Nombre: 'Cambiado' },
    },
    AlertBanner: {
      async make() {
        const record = await (await admin()).collection('AlertBanner').create({ status: 'Ok' })
        return shared('AlertBanner', record.id)
      },
      async create() {
        return { collection: 'AlertBanner', data: { status: 'Warn' }, filter: 'id != ""' }
      },
      update: { status: 'Wait' },
    },
    userPersonalInfoPaws: ownedProfile('userPersonalInfoPaws', (user) => ({ user, Badge: 'Lobo Azul', Polera: 'M' }), { Badge: 'Otro Nombre' }),
    userLegalInfoPaws: ownedProfile('userLegalInfoPaws', legalData, { nombreEnDocumento: 'Otra Persona' }),
    userHealthInfoPaws: ownedProfile('userHealthInfoPaws', (user) => ({ user, consentimientoVersion: NOTICE_VERSION, ContactoEmergencia: '+56912345678' }), { CondicionMedica: 'Asma' }),
    userStatusPaws: ownedProfile('userStatusPaws', (user) => ({ user, state: 0 }), { state: 1 }),
    Entradas: {
      async make() {
        return shared('Entradas', (await type()).id)
      },
      async create() {
        const name = `Nueva ${unique()}`
        return { collection: 'Entradas', data: { Tipo: 'B', ValorCLP: 1000, Estado: 'disponible', Nombre: name, NombreIngles: name }, filter: `Nombre = "${name}"` }
      },
      update: { Estado: 'agotada' },
    },
    'Entradas in estado creada': {
      async make() {
        return shared('Entradas', (await ensureTicketType(await admin(), 'MEGA1', 'creada')).id)
      },
      create: () => Promise.reject(new Error('no create cell for this row')),
      update: {},
    },
    EntradasQuedan: {
      async make() {
        const record = await ensureQuedan(await admin(), (await type()).id, 10)
        return shared('EntradasQuedan', record.id)
      },
      async create() {
        const entrada = await type()
        return { collection: 'EntradasQuedan', data: { EntradasID: entrada.id, CantidadQuedan: 5 }, filter: `EntradasID = "${entrada.id}"` }
      },
      update: { CantidadQuedan: 9 },
    },
    EntradasPedidas: {
      async make() {
        const owner = await freshOwner()
        const record = await (await admin()).collection('EntradasPedidas').create({ user: owner.id, tipo: (await type()).id, estado: 'creada' })
        return { collection: 'EntradasPedidas', id: record.id, owner }
      },
      async create(role, actor) {
        const user = await subjectFor(role, actor)
        return { collection: 'EntradasPedidas', data: { user, tipo: (await type()).id, estado: 'creada' }, filter: byUser(user) }
      },
      update: { estado: 'agotada' },
    },
    EntradasEntregadas: {
      async make() {
        const owner = await freshOwner()
        const record = await (await admin()).collection('EntradasEntregadas').create(issuedData(owner.id, (await type()).id))
        return { collection: 'EntradasEntregadas', id: record.id, owner }
      },
      async create(role, actor) {
        const user = await subjectFor(role, actor)
        return { collection: 'EntradasEntregadas', data: issuedData(user, (await type()).id), filter: byUser(user) }
      },
      update: { correoEnviado: 'si' },
    },
    EntradasUsuario: {
      async make() {
        const owner = await freshOwner()
        const record = await (await admin())
          .collection('EntradasUsuario')
          .create({ user: owner.id, TipoBadge: (await type()).id, MontoTotalPagado: 45000 })
        return { collection: 'EntradasUsuario', id: record.id, owner }
      },
      async create(role, actor) {
        const user = await subjectFor(role, actor)
        return { collection: 'EntradasUsuario', data: { user, TipoBadge: (await type()).id, MontoTotalPagado: 0 }, filter: byUser(user) }
      },
      update: { MontoTotalPagado: 999999 },
    },
    counters: {
      async make() {
        return shared('counters', (await (await admin()).collection('counters').create({ name: `test-${unique()}`, value: 1 })).id)
      },
      async create() {
        const name = `new-${unique()}`
        return { collection: 'counters', data: { name, value: 0 }, filter: `name = "${name}"` }
      },
      update: { value: 2 },
    },
    bannedDocuments: {
      async make() {
        const documentHash = createHash('sha256').update(`make-${unique()}`).digest('hex')
        return shared('bannedDocuments', (await (await admin()).collection('bannedDocuments').create({ documentHash, reason: 'test' })).id)
      },
      async create() {
        const documentHash = createHash('sha256').update(`new-${unique()}`).digest('hex')
        return { collection: 'bannedDocuments', data: { documentHash }, filter: `documentHash = "${documentHash}"` }
      },
      update: { reason: 'changed' },
    },
    legalCorrections: {
      async make() {
        const owner = await freshOwner()
        await (await admin()).collection('userLegalInfoPaws').create(legalData(owner.id))
        const record = await (await admin()).collection('legalCorrections').create({ user: owner.id, motivo: 'Mi pasaporte tiene un error.', estado: 'pendiente' })
        return { collection: 'legalCorrections', id: record.id, owner }
      },
      async create(role, actor) {
        // Only someone with legal data may ask to correct it: the owner's own request gets some first.
        const user = role === 'owner' && actor ? actor.id : await blankUser()
        await (await admin()).collection('userLegalInfoPaws').create(legalData(user))
        return { collection: 'legalCorrections', data: { user, motivo: 'Mi nombre está mal escrito.' }, filter: byUser(user) }
      },
      update: { estado: 'resuelta' },
    },
    auditLog: {
      async make() {
        return shared('auditLog', (await (await admin()).collection('auditLog').create({ action: `test-${unique()}` })).id)
      },
      async create() {
        const action = `forged-${unique()}`
        return { collection: 'auditLog', data: { action }, filter: `action = "${action}"` }
      },
      update: { action: 'tampered' },
    },
    userCompleteLegal: {
      async make() {
        const owner = await freshOwner()
        await (await admin()).collection('userLegalInfoPaws').create(legalData(owner.id))
        return { collection: 'userCompleteLegal', id: owner.id, owner }
      },
      async create(role, actor) {
        const user = await subjectFor(role, actor)
        return { collection: 'userCompleteLegal', data: { usersID: user, username: 'forged' }, filter: `usersID = "${user}" && username = "forged"` }
      },
      update: { state: 0 },
    },
    UserCompleteEntradasPedidas: {
      async make() {
        const owner = await freshOwner()
        const request = await (await admin()).collection('EntradasPedidas').create({ user: owner.id, tipo: (await type()).id, estado: 'creada' })
        return { collection: 'UserCompleteEntradasPedidas', id: request.id, owner }
      },
      async create(role, actor) {
        const user = await subjectFor(role, actor)
        return { collection: 'UserCompleteEntradasPedidas', data: { userid: user, estado: 'creada' }, filter: `userid = "${user}"` }
      },
      update: { estado: 'aprobada' },
    },
  }
}

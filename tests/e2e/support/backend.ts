import { SUPERUSER } from './stack.ts'
import { uniqueRut } from '../../../scripts/lib/fixture-documents.ts'
import { NOTICE_VERSION } from '../../../src/domain/privacy-notice.ts'
import { todayInChile } from '../../../src/domain/chile-time.ts'
import { type Edition } from '../../../src/domain/edition.ts'
import { seededCurrentEdition } from '../../support/current-edition.ts'

/** Direct REST calls to the test stack's PocketBase: for setup, moderator actions and checks. */
export const pbUrl = () => {
  const url = process.env.E2E_POCKETBASE_URL
  if (!url) throw new Error('E2E_POCKETBASE_URL is not set (the stack sets it in global setup)')
  return url
}

let device = Math.floor(Math.random() * 2 ** 24)
/** A distinct client address (X-Forwarded-For): PocketBase runs with the production rate limiter. */
export const nextClientIp = () => {
  device = (device + 1) % 2 ** 24
  return `10.${(device >> 16) & 255}.${(device >> 8) & 255}.${device & 255}`
}

/** A REST call from a device of its own (the helpers stand for many people and the organisers). */
export async function rest<T>(token: string, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${pbUrl()}${url}`, {
    method,
    headers: { ...(token ? { authorization: token } : {}), 'content-type': 'application/json', 'x-forwarded-for': nextClientIp() },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

/**
 * The edition the stack sells today (tests/e2e/support/stack.ts seeds npm start's demo editions): its
 * order prefix names every ticket issued now, and its age cut-off is the one the site shows.
 */
export async function sellingEdition(): Promise<Edition> {
  const list = await rest<{ items: Edition[] }>('', 'GET', '/api/collections/Ediciones/records?perPage=200&sort=inicio')
  return seededCurrentEdition(list.items, todayInChile(new Date()))
}

export interface AuthRecord {
  id: string
  email: string
  username?: string
  verified?: boolean
  avatar?: string
  collectionName: string
  [key: string]: unknown
}

export interface Auth {
  token: string
  record: AuthRecord
}

export const authWithPassword = (collection: string, identity: string, password: string) =>
  rest<Auth>('', 'POST', `/api/collections/${collection}/auth-with-password`, { identity, password })

export async function superuserToken(): Promise<string> {
  return (await authWithPassword('_superusers', SUPERUSER.email, SUPERUSER.password)).token
}

/**
 * A moderator session without the e-mailed code: a superuser impersonation token, for setting up a
 * test (moderatorPage signs in through /adminlogin with password and code, as a person does).
 */
export async function moderatorAuth(moderator: { id: string }): Promise<Auth> {
  return rest<Auth>(await superuserToken(), 'POST', `/api/collections/moderators/impersonate/${moderator.id}`, { duration: 3600 })
}

let sequence = 0
/** A unique address per call and per run. */
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(sequence++).toString(36)}@e2e.local`

export interface TestAccount {
  id: string
  email: string
  password: string
}

/** A user created by the superuser; `legal` adds the minimum legal data (name and an adult birthday). */
export async function createUser(options: { verified: boolean; legal?: boolean; prefix?: string }): Promise<TestAccount> {
  const admin = await superuserToken()
  const email = uniqueEmail(options.prefix ?? 'user')
  const password = 'TestUser123'
  const user = await rest<{ id: string }>(admin, 'POST', '/api/collections/users/records', {
    email,
    password,
    passwordConfirm: password,
    verified: options.verified,
    name: '',
  })
  if (options.legal) {
    await rest(admin, 'POST', '/api/collections/userLegalInfoPaws/records', {
      user: user.id,
      numDocumento: uniqueRut(),
      tipoDocumento: 'DNI',
      paisDocumento: 'Chile',
      nombreEnDocumento: 'Camila Rojas',
      bdate: '1994-02-11 00:00:00.000Z',
    })
  }
  return { id: user.id, email, password }
}

/** A moderator account of its own, so tests never share or change the demo moderator. */
/** A moderator seat made by the superuser; `organiser` gives it organiser rights (/adminconsole). */
export async function createModerator(options: { organiser?: boolean } = {}): Promise<TestAccount> {
  const admin = await superuserToken()
  const email = uniqueEmail('moderator')
  const password = 'Moderator123'
  const mod = await rest<{ id: string }>(admin, 'POST', '/api/collections/moderators/records', {
    email,
    password,
    passwordConfirm: password,
    name: 'E2E Moderator',
    organizador: options.organiser === true,
  })
  return { id: mod.id, email, password }
}

export interface TicketType {
  id: string
  Tipo: string
  ValorCLP: number
  Estado: string
}

export async function ticketType(code: string): Promise<TicketType> {
  const admin = await superuserToken()
  const list = await rest<{ items: TicketType[] }>(admin, 'GET', `/api/collections/Entradas/records?filter=${encodeURIComponent(`Tipo='${code}'`)}`)
  const type = list.items[0]
  if (!type) throw new Error(`seeded ticket type ${code} missing`)
  return type
}

/** The user's open request (estado creada), if any. */
export async function openRequestOf(userId: string): Promise<{ id: string; tipo: string } | undefined> {
  const admin = await superuserToken()
  const filter = encodeURIComponent(`user='${userId}' && estado='creada'`)
  const list = await rest<{ items: { id: string; tipo: string }[] }>(admin, 'GET', `/api/collections/EntradasPedidas/records?filter=${filter}`)
  return list.items[0]
}

/** "Cobrar" through the moderators' PocketBase route, as the given moderator. */
export async function approveAsModerator(moderator: TestAccount, requestId: string) {
  const { token } = await moderatorAuth(moderator)
  return rest<{ id: string; orderID: string; monto: number }>(token, 'POST', `/api/mi/approve/${requestId}`)
}

/** The user's badge summary (EntradasUsuario), read as superuser. */
export async function badgeSummaryOf(userId: string): Promise<{ TipoBadge: string; MontoTotalPagado: number } | undefined> {
  const admin = await superuserToken()
  const filter = encodeURIComponent(`user='${userId}'`)
  const list = await rest<{ items: { TipoBadge: string; MontoTotalPagado: number }[] }>(
    admin,
    'GET',
    `/api/collections/EntradasUsuario/records?filter=${filter}`,
  )
  return list.items[0]
}

/** Joins the queue through the real `pideentrada` function, as the user. */
export async function requestTicket(account: TestAccount, code: string): Promise<{ requestId: string }> {
  const [{ token }, type] = await Promise.all([authWithPassword('users', account.email, account.password), ticketType(code)])
  const res = await fetch(`${process.env.E2E_BASE_URL}/.netlify/functions/pideentrada`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ userid: account.id, entradaid: type.id }),
  })
  if (!res.ok) throw new Error(`pideentrada: ${res.status} ${await res.text()}`)
  const request = await openRequestOf(account.id)
  if (!request) throw new Error(`no open request for ${account.email} after pideentrada`)
  return { requestId: request.id }
}

/** Basic and health information, as a user who filled every profile section would have. */
export async function fillProfile(userId: string) {
  const admin = await superuserToken()
  await rest(admin, 'POST', '/api/collections/userPersonalInfoPaws/records', {
    user: userId,
    Badge: 'Nube Azul',
    Pronombres: 'they/them',
    EspecieFur: 'Dragón',
    Polera: 'L',
    Fursuit: true,
  })
  await rest(admin, 'POST', '/api/collections/userHealthInfoPaws/records', {
    user: userId,
    consentimientoVersion: NOTICE_VERSION,
    CondicionMedica: 'Asma leve',
    RestriccionAlimentaria: 'Vegetariana',
    ContactoEmergenciaNombre: 'Marta Rojas',
    ContactoEmergencia: '+56987654321',
    OtraCondicion: '',
  })
}

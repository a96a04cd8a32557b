import { randomBytes } from 'node:crypto'
import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import { uniqueRut } from '../../../scripts/lib/fixture-documents.ts'
import { createUser, superuser, type TestAccount } from './pocketbase.ts'
import { ensureType } from './queue-fixtures.ts'
import { testOrderId } from './payments.ts'
import { NOTICE_VERSION } from '../../../src/domain/privacy-notice.ts'
import { todayInChile } from '../../../src/domain/chile-time.ts'
import { type Edition } from '../../../src/domain/edition.ts'
import { seededCurrentEdition } from '../../support/current-edition.ts'

/** The order prefix of the edition `admin`'s server follows today. */
export async function currentPrefixOf(admin: PocketBase): Promise<string> {
  const editions = await admin.collection('Ediciones').getFullList<RecordModel & Edition>({ sort: 'inicio' })
  return seededCurrentEdition(editions, todayInChile(new Date())).prefijoOrden
}

/** Letters only (the name fields' pattern), unique enough to find in a scan of the whole database. */
const marker = () =>
  Array.from(randomBytes(10), (b) => String.fromCharCode(97 + (b % 26)))
    .join('')
    .replace(/^./, (c) => c.toUpperCase())

export interface Person extends TestAccount {
  /** A word that appears in the person's name fields and nowhere else. */
  marker: string
  rut: string
  /** The person's own birthday (YYYY-MM-DD), unlike anyone else's in the run. */
  bdate: string
  ids: Record<'personal' | 'legal' | 'health' | 'status' | 'request' | 'ticket' | 'payment' | 'badge' | 'audit', string>
  ticket: RecordModel
}

/** Where the person is created: the shared test server by default, or a test's own. */
export interface PersonServer {
  superuser(): Promise<PocketBase>
  user(): Promise<TestAccount>
}

/** An attendee with one record of every kind the site keeps: profile, legal, health, a paid ticket and its trail. */
export async function createPerson(
  options: { state?: number; eventTypeTipo?: string } = {},
  server: PersonServer = { superuser, user: () => createUser() },
): Promise<Person> {
  const admin = await server.superuser()
  const account = await server.user()
  const mark = marker()
  const rut = uniqueRut()
  const [y, m, d] = Array.from(randomBytes(3))
  const bdate = `${1940 + (y! % 60)}-${String(1 + (m! % 12)).padStart(2, '0')}-${String(1 + (d! % 28)).padStart(2, '0')}`
  const type = await ensureType(admin, { tipo: options.eventTypeTipo ?? 'S2', price: 60000, quedan: null })
  await admin.collection('users').update(account.id, { name: `Ana ${mark}` })
  const personal = await account.pb.collection('userPersonalInfoPaws').create({ user: account.id, Badge: `Badge ${mark}`.slice(0, 20), NombreFur: `Fur ${mark}` })
  const legal = await account.pb.collection('userLegalInfoPaws').create({
    user: account.id,
    numDocumento: rut,
    tipoDocumento: 'DNI',
    paisDocumento: 'Chile',
    nombreEnDocumento: `Ana ${mark}`,
    bdate: `${bdate} 00:00:00.000Z`,
  })
  const health = await account.pb.collection('userHealthInfoPaws').create({
    user: account.id,
    consentimientoVersion: NOTICE_VERSION,
    CondicionMedica: `Asma ${mark}`,
    ContactoEmergenciaNombre: `Marta ${mark}`,
    ContactoEmergencia: '+56987654321',
  })
  const status = await admin.collection('userStatusPaws').create({ user: account.id, state: options.state ?? 0 })
  const request = await admin.collection('EntradasPedidas').create({ user: account.id, tipo: type.id, estado: 'aprobada' })
  const ticket = await admin.collection('EntradasEntregadas').create({
    user: account.id,
    tipo: type.id,
    pedida: request.id,
    nombre: `Ana ${mark}`,
    token: randomBytes(32).toString('hex'),
    // An order id of the edition the given server sells now (a server of a test's own may hold others).
    orderID: `${await currentPrefixOf(admin)}${testOrderId().slice(6)}`,
    monto: 60000,
    estado: 'pagada',
    pagadoEn: new Date().toISOString(),
    correoEnviado: 'si',
    correoEnviado2: 'si',
  })
  const payment = await admin.collection('pagos').create({
    token: ticket['token'],
    ticket: ticket.id,
    user: account.id,
    buyOrder: ticket['orderID'],
    amount: 60000,
    estado: 'finalizada',
    result: { status: 'AUTHORIZED', amount: 60000, authorization_code: '1213', card_detail: { card_number: '6623' }, buy_order: ticket['orderID'] },
  })
  const badge = await admin.collection('EntradasUsuario').create({ user: account.id, TipoBadge: type.id, MontoTotalPagado: 60000 })
  const audit = await admin.collection('auditLog').create({
    actor: 'moderatorid0001',
    actorEmail: 'mod@tests.local',
    action: 'sendmailpagar',
    collection: 'EntradasEntregadas',
    target: ticket.id,
    before: { correoEnviado: 'no' },
    after: { correoEnviado: 'si', to: account.email, monto: 60000 },
  })
  return {
    ...account,
    marker: mark,
    rut,
    bdate,
    ticket,
    ids: { personal: personal.id, legal: legal.id, health: health.id, status: status.id, request: request.id, ticket: ticket.id, payment: payment.id, badge: badge.id, audit: audit.id },
  }
}

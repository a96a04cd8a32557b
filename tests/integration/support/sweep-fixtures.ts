import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import { legalData } from '../permissions-fixtures.ts'
import { uniqueEmail } from './pocketbase.ts'
import { testOrderId, ticketType } from './payments.ts'
import { forge, HEX, ID_ALPHABET, seeded, type Rng } from './sweep.ts'
import type { Caller } from './sweep-bodies.ts'

/** The accounts, tickets, payments and tokens the bad-input sweep aims at. */

export interface Context {
  admin: PocketBase
  /** Where the fixtures' payment pages point (the counting Webpay proxy). */
  webpayUrl: string
  /** Every record created, for the cleanup. */
  created: { collection: string; id: string }[]
}

const track = (ctx: Context, collection: string, record: RecordModel) => {
  ctx.created.push({ collection, id: record.id })
  return record
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export interface Account {
  id: string
  token: string
  caller: Caller
}

/**
 * A: owns an unpaid ticket (tA), a paid one (tApaid), an open Webpay attempt (TA1), a finished payment
 *    (TAF) and locked legal data (LA): the "other user" whose records nobody else may touch. Never a caller.
 * B: verified, complete, already has an open request; owns a paid and a rejected ticket and a rejected
 *    payment (TBR). U: unverified. X: banned, owns an unpaid ticket (tX). N: no legal data. M: moderator.
 */
export interface Fixtures {
  A: Account
  B: Account
  U: Account
  X: Account
  N: Account
  M: Account
  T1: string
  T2: string
  tA: RecordModel
  tApaid: RecordModel
  tX: RecordModel
  tBpaid: RecordModel
  tBrej: RecordModel
  TA1: string
  TAF: string
  TBR: string
  LA: string
  pagoId: string
  pedidaB: string
  /** Valid-shape ids of records that are not what the field asks for. */
  otherIds: string[]
  invalidCallers: Caller[]
  reconcileSecret: string
}

async function makeUser(ctx: Context, label: string, options: { verified?: boolean; legal?: boolean; state?: number } = {}): Promise<Account> {
  const record = track(
    ctx,
    'users',
    await ctx.admin.collection('users').create({
      email: uniqueEmail(`sweep-${label}`),
      password: 'Password123',
      passwordConfirm: 'Password123',
      verified: options.verified ?? true,
    }),
  )
  if (options.legal ?? true) track(ctx, 'userLegalInfoPaws', await ctx.admin.collection('userLegalInfoPaws').create(legalData(record.id)))
  if (options.state !== undefined) track(ctx, 'userStatusPaws', await ctx.admin.collection('userStatusPaws').create({ user: record.id, state: options.state }))
  const token = (await ctx.admin.collection('users').impersonate(record.id, 3600)).authStore.token
  return { id: record.id, token, caller: { label: `user ${label}`, headers: bearer(token), role: 'user' } }
}

async function issued(ctx: Context, user: string, tipo: string, estado: 'creada' | 'pagada' | 'rechazada'): Promise<RecordModel> {
  const paid = estado === 'pagada'
  return track(
    ctx,
    'EntradasEntregadas',
    await ctx.admin.collection('EntradasEntregadas').create({
      user,
      tipo,
      nombre: 'Sweep Buyer',
      token: '1',
      orderID: testOrderId(),
      monto: 45000,
      estado,
      correoEnviado: 'si',
      correoEnviado2: paid ? 'si' : 'no',
      ...(paid ? { pagadoEn: new Date().toISOString() } : {}),
    }),
  )
}

async function payment(ctx: Context, ticket: RecordModel, estado: 'iniciada' | 'finalizada' | 'rechazada', rng: Rng): Promise<RecordModel> {
  const token = rng.string(64, HEX)
  const result = estado === 'iniciada' ? null : { status: estado === 'finalizada' ? 'AUTHORIZED' : 'FAILED', response_code: estado === 'finalizada' ? 0 : -1, amount: 45000 }
  return track(
    ctx,
    'pagos',
    await ctx.admin.collection('pagos').create({
      token,
      ticket: ticket.id,
      user: ticket.user,
      buyOrder: ticket.orderID,
      amount: ticket.monto,
      url: `${ctx.webpayUrl}/webpayserver/initTransaction`,
      estado,
      result,
    }),
  )
}

export async function buildFixtures(ctx: Context, seed: number): Promise<Fixtures> {
  const rng = seeded(seed)
  const T1 = (await ticketType('B1', 45000)).id
  const T2 = (await ticketType('S1', 90000)).id
  const [A, B, U, X, N] = await Promise.all([
    makeUser(ctx, 'A'),
    makeUser(ctx, 'B'),
    makeUser(ctx, 'U', { verified: false }),
    makeUser(ctx, 'X', { state: 3 }),
    makeUser(ctx, 'N', { legal: false }),
  ])
  const modRecord = track(
    ctx,
    'moderators',
    await ctx.admin.collection('moderators').create({ email: uniqueEmail('sweep-mod'), password: 'Moderator123', passwordConfirm: 'Moderator123', name: 'Sweep' }),
  )
  const modToken = (await ctx.admin.collection('moderators').impersonate(modRecord.id, 3600)).authStore.token
  const M: Account = { id: modRecord.id, token: modToken, caller: { label: 'moderator M', headers: bearer(modToken), role: 'moderator' } }

  const tA = await issued(ctx, A.id, T1, 'creada')
  const tApaid = await issued(ctx, A.id, T2, 'pagada')
  const tX = await issued(ctx, X.id, T1, 'creada')
  const tBpaid = await issued(ctx, B.id, T1, 'pagada')
  const tBrej = await issued(ctx, B.id, T1, 'rechazada')
  const TA1 = await payment(ctx, tA, 'iniciada', rng)
  const TAF = await payment(ctx, tApaid, 'finalizada', rng)
  const TBR = await payment(ctx, tBrej, 'rechazada', rng)
  const pedidaB = track(ctx, 'EntradasPedidas', await ctx.admin.collection('EntradasPedidas').create({ user: B.id, tipo: T1, estado: 'creada' }))
  const LA = await ctx.admin.collection('userLegalInfoPaws').getFirstListItem(ctx.admin.filter('user = {:id}', { id: A.id }))

  // Tokens that must all be refused with 401.
  const expiredUser = (await ctx.admin.collection('users').impersonate(B.id, 1)).authStore.token
  const expiredMod = (await ctx.admin.collection('moderators').impersonate(M.id, 1)).authStore.token
  const changedRecord = track(
    ctx,
    'users',
    await ctx.admin.collection('users').create({ email: uniqueEmail('sweep-pw'), password: 'Password123', passwordConfirm: 'Password123', verified: true }),
  )
  const beforePasswordChange = (await ctx.admin.collection('users').impersonate(changedRecord.id, 3600)).authStore.token
  await ctx.admin.collection('users').update(changedRecord.id, { password: 'Password456', passwordConfirm: 'Password456' })
  const goneRecord = await ctx.admin.collection('users').create({ email: uniqueEmail('sweep-gone'), password: 'Password123', passwordConfirm: 'Password123', verified: true })
  const deletedUserToken = (await ctx.admin.collection('users').impersonate(goneRecord.id, 3600)).authStore.token
  await ctx.admin.collection('users').delete(goneRecord.id)
  const asB = await ctx.admin.collection('users').impersonate(B.id, 3600)
  const fileToken = await asB.files.getToken()
  const usersCollection = String(forge.payload(B.token).collectionId)
  const moderatorsCollection = String(forge.payload(M.token).collectionId)
  const farFuture = Math.floor(Date.now() / 1000) + 365 * 86400

  const tokens: [string, string][] = [
    ['flipped signature (user)', forge.flipSignature(B.token, rng)],
    ['flipped signature (moderator)', forge.flipSignature(M.token, rng)],
    ['alg none (user)', forge.algNone(B.token)],
    ['alg none (moderator)', forge.algNone(M.token)],
    ['alg none claiming the moderators collection', forge.algNone(B.token, { collectionId: moderatorsCollection, id: M.id })],
    ["payload re-encoded with another user's id", forge.withPayload(B.token, { id: A.id })],
    ['user token re-encoded as a moderator', forge.withPayload(B.token, { collectionId: moderatorsCollection, id: M.id })],
    ['moderator token re-encoded as a user', forge.withPayload(M.token, { collectionId: usersCollection, id: B.id })],
    ['expiry pushed a year ahead', forge.withPayload(expiredUser, { exp: farFuture })],
    ['re-signed with the key "secret"', forge.signedWith(B.token, 'secret')],
    ['re-signed with an empty key', forge.signedWith(M.token, '', { exp: farFuture })],
    ['header and payload only', B.token.split('.').slice(0, 2).join('.')],
    ['token with a byte appended', `${B.token}x`],
    ['two tokens in one header', `${B.token}, Bearer ${M.token}`],
    ['expired user token', expiredUser],
    ['expired moderator token', expiredMod],
    ['token from before a password change', beforePasswordChange],
    ['token of a deleted account', deletedUserToken],
    ['file token', fileToken],
    ['the word null', 'null'],
    ['the word undefined', 'undefined'],
    ['an object', '[object Object]'],
    ['not a JWT', 'not-a-jwt'],
    ['three empty parts', '..'],
    ['payload that is not JSON', `${B.token.split('.')[0]}.${Buffer.from('{"collectionId":').toString('base64url')}.x`],
    ['payload that is an array', `${B.token.split('.')[0]}.${Buffer.from('[1,2]').toString('base64url')}.x`],
    ['a very long token', `${B.token}${'A'.repeat(3000)}`],
  ]
  const invalidCallers: Caller[] = [
    { label: 'no authorization', headers: {}, role: 'nobody' },
    { label: 'empty bearer', headers: { authorization: 'Bearer ' }, role: 'nobody' },
    { label: 'basic auth', headers: { authorization: `Basic ${Buffer.from('mod@monsterinvasion.local:ModeratorDemo1').toString('base64')}` }, role: 'nobody' },
    ...tokens.map(([label, token]): Caller => ({ label, headers: bearer(token), role: 'nobody' })),
    // A genuine token of an account that is neither an attendee nor a moderator: 401 or 403 both refuse it.
    { label: 'superuser token', headers: bearer(ctx.admin.authStore.token), role: 'nobody', refusedWith: [401, 403] },
  ]

  // Wait until the 1-second tokens are past their expiry (JWT exp has whole seconds).
  const expiry = Math.max(Number(forge.payload(expiredUser).exp), Number(forge.payload(expiredMod).exp))
  await sleep(Math.max(0, expiry * 1000 + 1200 - Date.now()))

  return {
    A,
    B,
    U,
    X,
    N,
    M,
    T1,
    T2,
    tA,
    tApaid,
    tX,
    tBpaid,
    tBrej,
    TA1: String(TA1.token),
    TAF: String(TAF.token),
    TBR: String(TBR.token),
    LA: LA.id,
    pagoId: TA1.id,
    pedidaB: pedidaB.id,
    otherIds: [A.id, B.id, M.id, T1, LA.id, TA1.id, pedidaB.id],
    invalidCallers,
    reconcileSecret: rng.string(32, ID_ALPHABET),
  }
}


/** Deletes what buildFixtures created, dependants first, so later test files start clean. */
export async function removeFixtures(ctx: Context): Promise<void> {
  for (const collection of ['pagos', 'EntradasEntregadas', 'EntradasPedidas', 'userLegalInfoPaws', 'userStatusPaws', 'users', 'moderators']) {
    for (const record of ctx.created.filter((r) => r.collection === collection)) {
      await ctx.admin.collection(collection).delete(record.id).catch((err: unknown) => console.warn(`cleanup ${collection}/${record.id}:`, err))
    }
  }
}

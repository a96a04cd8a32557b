import PocketBase, { ClientResponseError } from 'pocketbase'
import type { ModeratorRecord, UserRecord } from '../../src/types/pocketbase.ts'
import { serverEnv } from './env.ts'
import { HttpError } from './http.ts'
import { decodeJwtPayload } from './pocketbase.ts'

export type Caller = { kind: 'users'; record: UserRecord; token: string } | { kind: 'moderators'; record: ModeratorRecord; token: string }

function bearer(req: Request): string {
  const header = req.headers.get('authorization') ?? ''
  const token = header.replace(/^Bearer\s+/i, '').trim()
  if (!token) throw new HttpError(401, 'Missing authorization token: log in first.')
  if (token.length > 2048) throw new HttpError(401, 'Invalid or expired authorization token.')
  return token
}

/**
 * Verifies the caller's PocketBase token with PocketBase itself (signature, expiry, account still
 * present) and returns the account it belongs to. Never trusts ids sent in the body.
 */
export async function authenticate(req: Request): Promise<Caller> {
  const token = bearer(req)
  const payload = decodeJwtPayload(token)
  const collectionId = typeof payload?.collectionId === 'string' ? payload.collectionId : ''
  if (payload?.type !== 'auth' || !collectionId) throw new HttpError(401, 'Invalid or expired authorization token.')
  const pb = new PocketBase(serverEnv().pocketbaseUrl)
  pb.autoCancellation(false)
  pb.authStore.save(token, null)
  try {
    const auth = await pb.collection(collectionId).authRefresh()
    const kind = auth.record.collectionName
    if (kind === 'users') return { kind, record: auth.record as UserRecord, token }
    if (kind === 'moderators') return { kind, record: auth.record as ModeratorRecord, token }
  } catch (err) {
    if (err instanceof ClientResponseError && err.status >= 400 && err.status < 500) {
      throw new HttpError(401, 'Invalid or expired authorization token.')
    }
    throw err
  }
  throw new HttpError(401, 'Invalid or expired authorization token.')
}

export async function requireUser(req: Request): Promise<UserRecord> {
  const caller = await authenticate(req)
  if (caller.kind !== 'users') throw new HttpError(403, 'This action is for attendee accounts.')
  return caller.record
}

export async function requireModerator(req: Request): Promise<ModeratorRecord> {
  const caller = await authenticate(req)
  if (caller.kind !== 'moderators') throw new HttpError(403, 'This action is for moderators only.')
  return caller.record
}

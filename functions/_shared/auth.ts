import { ClientResponseError } from 'pocketbase'
import type { ModeratorRecord, UserRecord } from '../../src/types/pocketbase.ts'
import { HttpError } from './http.ts'
import { adminClient, decodeJwtPayload } from './pocketbase.ts'
import { clientIpHeader, rateLimited } from './service.ts'

export type Caller = { kind: 'users'; record: UserRecord; token: string } | { kind: 'moderators'; record: ModeratorRecord; token: string }

function bearer(req: Request): string {
  const header = req.headers.get('authorization') ?? ''
  const token = header.replace(/^Bearer\s+/i, '').trim()
  if (!token) throw new HttpError(401, 'Missing authorization token: log in first.')
  if (token.length > 2048) throw new HttpError(401, 'Invalid or expired authorization token.')
  return token
}

interface VerifiedToken {
  record: UserRecord | ModeratorRecord
}

/**
 * Verifies the caller's PocketBase token with PocketBase itself (signature, expiry, account still
 * present) and returns the account it belongs to. Never trusts ids sent in the body. Asked as the
 * service superuser (pb_hooks/service.pb.js), so buyers do not share the functions' IP budget; a spent
 * budget is a 429, never "not logged in".
 */
export async function authenticate(req: Request): Promise<Caller> {
  const token = bearer(req)
  const payload = decodeJwtPayload(token)
  const collectionId = typeof payload?.collectionId === 'string' ? payload.collectionId : ''
  if (payload?.type !== 'auth' || !collectionId) throw new HttpError(401, 'Invalid or expired authorization token.')
  const pb = await adminClient()
  let answer: VerifiedToken
  try {
    answer = await pb.send<VerifiedToken>('/api/mi/service/verify-token', {
      method: 'POST',
      body: { token },
      headers: clientIpHeader(req),
      requestKey: null,
    })
  } catch (err) {
    if (err instanceof ClientResponseError && err.status === 429) rateLimited()
    if (err instanceof ClientResponseError && err.status === 401 && (err.response as { code?: unknown }).code === 'unauthenticated') {
      throw new HttpError(401, 'Invalid or expired authorization token.')
    }
    throw err
  }
  const record = answer.record
  if (record.collectionName === 'users') return { kind: 'users', record, token }
  if (record.collectionName === 'moderators') return { kind: 'moderators', record, token }
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

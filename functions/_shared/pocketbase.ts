import PocketBase, { ClientResponseError, type AuthRecord } from 'pocketbase'
import type { TypedPocketBase } from '../../src/types/pocketbase.ts'
import { serverEnv } from './env.ts'
import { HttpError } from './http.ts'

// Superuser logins hash a password; reuse the token while it is comfortably valid (per warm instance).
let cached: { token: string; record: AuthRecord; url: string } | null = null
let login: Promise<{ token: string; record: AuthRecord; url: string }> | null = null

/** A fresh superuser client for one invocation (rules do not apply to it: check the caller first). */
export async function adminClient(): Promise<TypedPocketBase> {
  const env = serverEnv()
  const pb = new PocketBase(env.pocketbaseUrl) as TypedPocketBase
  pb.autoCancellation(false)
  if (cached && cached.url === env.pocketbaseUrl) {
    pb.authStore.save(cached.token, cached.record)
    if (pb.authStore.isValid && tokenSecondsLeft(cached.token) > 600) return pb
  }
  // One login for all concurrent callers: the superuser login is rate limited (`_superusers:auth`).
  login ??= pb
    .collection('_superusers')
    .authWithPassword(env.superuserEmail, env.superuserPassword)
    .then((auth) => ({ token: auth.token, record: auth.record, url: env.pocketbaseUrl }))
    .finally(() => {
      login = null
    })
  cached = await login
  pb.authStore.save(cached.token, cached.record)
  return pb
}

/** Drops the remembered service token when PocketBase refused it, so the next adminClient logs in. */
export function forgetServiceToken(token: string): void {
  if (cached?.token === token) cached = null
}

function tokenSecondsLeft(token: string): number {
  const payload = decodeJwtPayload(token)
  return typeof payload?.exp === 'number' ? payload.exp - Date.now() / 1000 : 0
}

/** Reads a JWT payload WITHOUT verifying it: only to pick the collection to verify against. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1]
  if (!part) return null
  try {
    const payload: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : null
  } catch {
    return null
  }
}

export const isNotFound = (err: unknown) => err instanceof ClientResponseError && err.status === 404

/** getFirstListItem that answers null instead of throwing when nothing matches. */
export async function findFirst<T>(find: () => Promise<T>): Promise<T | null> {
  try {
    return await find()
  } catch (err) {
    if (isNotFound(err)) return null
    throw err
  }
}

export function notFound(what: string): never {
  throw new HttpError(404, `${what} was not found.`)
}

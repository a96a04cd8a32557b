import type { RecordModel } from 'pocketbase'
import { normalizeIdentity } from '@/domain/account'
import { normalizeEmail } from '@/domain/validation'
import type { UserRecord } from '@/types/pocketbase'
import type { SessionUser } from '@/stores/preferences-slice'

// The SDK loads with the first call, not with the pages that import this module: /login and
// /register paint their forms without it.
const sdk = async () => (await import('./pocketbase')).pb
const users = async () => (await sdk()).collection('users')

/** A PocketBase answer with an HTTP status (the SDK's ClientResponseError), without loading the SDK to ask. */
const statusOf = (err: unknown) => (typeof err === 'object' && err !== null && 'status' in err && typeof err.status === 'number' ? err.status : 0)

/** Account access for the `users` collection; the session itself lives in pb.authStore (local storage). */
export const authApi = {
  /** Logs in with a username or an e-mail (e-mails are compared lowercased). */
  login: async (identity: string, password: string) => (await users()).authWithPassword<UserRecord>(normalizeIdentity(identity), password),

  /**
   * Creates the account (password sent twice, empty name), logs in with the same credentials and asks
   * PocketBase to mail the verification link. A failed mail does not fail the registration: the
   * account exists and is signed in, and the profile offers "resend verification e-mail".
   */
  async register(email: string, password: string) {
    const normalized = normalizeEmail(email)
    const accounts = await users()
    await accounts.create({ email: normalized, password, passwordConfirm: password, name: '' })
    const auth = await accounts.authWithPassword<UserRecord>(normalized, password)
    const mailRequested = await accounts
      .requestVerification(normalized)
      .then(() => true)
      .catch((err: unknown) => {
        console.error(err)
        return false
      })
    return { ...auth, mailRequested }
  },

  /**
   * PocketBase answers 204 whether or not the address has an account, so nobody can probe which
   * e-mails are registered; we keep that on purpose and only report real failures (bad input, limits).
   */
  recover: async (email: string) => (await users()).requestPasswordReset(normalizeEmail(email)),

  requestVerification: async (email: string) => (await users()).requestVerification(normalizeEmail(email)),

  confirmVerification: async (token: string) => (await users()).confirmVerification(token),

  confirmPasswordReset: async (token: string, password: string) => (await users()).confirmPasswordReset(token, password, password),
  /** Mails the new address a link to /emailchange; the address changes only when that link is confirmed. */
  requestEmailChange: async (newEmail: string) => (await users()).requestEmailChange(normalizeEmail(newEmail)),
  /** The link of the e-mail-change mail: the token and the account's current password. */
  confirmEmailChange: async (token: string, password: string) => (await users()).confirmEmailChange(token, password),

  /** Renews the token of whoever is signed in (user or moderator); clears the session when it is rejected. */
  async refresh() {
    const pb = await sdk()
    const collection = pb.authStore.record?.collectionName
    if (!pb.authStore.isValid || (collection !== 'users' && collection !== 'moderators')) {
      pb.authStore.clear()
      return
    }
    try {
      await pb.collection(collection).authRefresh({ requestKey: null })
    } catch (err) {
      // Offline or a server hiccup keeps the still-valid session; a rejected token ends it.
      const status = statusOf(err)
      if (status === 401 || status === 403 || status === 404) {
        pb.authStore.clear()
      }
    }
  },
}

/** The plain copy of the signed-in account kept in the persisted Redux store (never the token). */
export function toSessionUser(record: RecordModel | null, valid: boolean): SessionUser | null {
  if (!record || !valid) return null
  const collectionName = record.collectionName
  if (collectionName !== 'users' && collectionName !== 'moderators') return null
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  return {
    id: record.id,
    email: text(record.email),
    username: text(record.username),
    verified: record.verified === true,
    avatar: text(record.avatar),
    collectionName,
    ...(collectionName === 'moderators' && record.organizador === true ? { organiser: true as const } : {}),
  }
}

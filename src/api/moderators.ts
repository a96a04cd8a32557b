import { ClientResponseError } from 'pocketbase'
import { pb } from './pocketbase'
import type { ModeratorRecord } from '@/types/pocketbase'
import { normalizeEmail } from '@/domain/validation'

/** After the password: signed in, or a one-time code was mailed and must be typed (MFA). */
export type ModeratorLoginStep = { kind: 'done' } | { kind: 'code'; mfaId: string; otpId: string }

function mfaIdOf(err: unknown): string | null {
  if (!(err instanceof ClientResponseError) || err.status !== 401) return null
  const mfaId: unknown = err.response['mfaId']
  return typeof mfaId === 'string' && mfaId !== '' ? mfaId : null
}

/** The moderators auth collection: a separate login for /adminlogin, password plus e-mailed code. */
export const moderatorsApi = {
  async login(email: string, password: string): Promise<ModeratorLoginStep> {
    const identity = normalizeEmail(email)
    try {
      await pb.collection('moderators').authWithPassword<ModeratorRecord>(identity, password)
      return { kind: 'done' }
    } catch (err) {
      const mfaId = mfaIdOf(err)
      if (!mfaId) throw err
      const { otpId } = await pb.collection('moderators').requestOTP(identity)
      return { kind: 'code', mfaId, otpId }
    }
  },
  verifyCode: (step: { mfaId: string; otpId: string }, code: string) =>
    pb.collection('moderators').authWithOTP<ModeratorRecord>(step.otpId, code.trim(), { mfaId: step.mfaId }),
  logout: () => pb.authStore.clear(),
  /** The link of an invitation or password-reset mail (/adminclave): the token and the new password. */
  confirmPassword: (token: string, password: string) => pb.collection('moderators').confirmPasswordReset(token, password, password),
}

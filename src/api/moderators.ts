import { ClientResponseError } from 'pocketbase'
import { pb } from './pocketbase'
import type { ModeratorRecord } from '@/types/pocketbase'
import { normalizeEmail } from '@/domain/validation'

/** A moderator seat as organisers see it (pb_hooks/lib/organiser-console.js). */
export interface ModeratorSeat {
  id: string
  name: string
  email: string
  organizador: boolean
  /** The invitation was not used yet (no password chosen). */
  invitationPending: boolean
}

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
  /** Organisers (/adminconsole): every moderator seat, whether its invitation is still open. */
  seats: () => pb.send<{ items: ModeratorSeat[] }>('/api/mi/organiser/moderators', { requestKey: null }).then((answer) => answer.items),
  /** Organisers: a new seat, its invitation mailed now (502 when the mail server refuses; then no seat). */
  invite: (seat: { name: string; email: string; organizador: boolean }) =>
    pb.send<ModeratorSeat>('/api/mi/organiser/moderators', { method: 'POST', body: { ...seat, email: normalizeEmail(seat.email) } }),
  resendInvitation: (id: string) => pb.send<ModeratorSeat>(`/api/mi/organiser/moderators/${encodeURIComponent(id)}/invitation`, { method: 'POST' }),
  removeSeat: (id: string) => pb.send<void>(`/api/mi/organiser/moderators/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  /** The link of an invitation or password-reset mail (/adminclave): the token and the new password. */
  confirmPassword: (token: string, password: string) => pb.collection('moderators').confirmPasswordReset(token, password, password),
}

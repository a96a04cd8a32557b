import { randomBytes } from 'node:crypto'
import type PocketBase from 'pocketbase'
import { ClientResponseError } from 'pocketbase'
import { parseModeratorSeat, type ModeratorSeat } from '../../src/domain/moderator-invite.ts'

export type { ModeratorSeat }

/** `PB_SETUP_MODERATORS`: "Name <email>, Other Name <other@example.org>" (or bare addresses). */
export function parseModerators(value: string | undefined): ModeratorSeat[] {
  if (!value?.trim()) return []
  return value.split(',').map((entry) => {
    const seat = parseModeratorSeat(entry)
    if (!seat) throw new Error(`PB_SETUP_MODERATORS: "${entry.trim()}" is not "Name <email>" or an address`)
    return seat
  })
}

async function exists(pb: PocketBase, collection: string, email: string): Promise<boolean> {
  try {
    await pb.collection(collection).getFirstListItem(pb.filter('email = {:e}', { e: email }))
    return true
  } catch (err) {
    if (err instanceof ClientResponseError && err.status === 404) return false
    throw err
  }
}

export interface InviteOutcome {
  email: string
  line: string
  /** The mail server refused the invitation: pb:setup fails, and `--resend` sends it again later. */
  failed: boolean
}

/** Mails one moderator their invitation now (pb_hooks/lib/moderator-invite.js) and says how it went. */
export async function inviteModerator(pb: PocketBase, email: string, verb: string): Promise<InviteOutcome> {
  try {
    const { days } = await pb.send<{ days: number }>('/api/mi/ops/moderator-invite', { method: 'POST', body: { email } })
    return { email, line: `moderator ${email}: ${verb}, invitation mailed (its link to /adminclave works ${days} days)`, failed: false }
  } catch (err) {
    const reason = err instanceof ClientResponseError ? String(err.response['message'] ?? err.message) : String(err)
    return { email, line: `moderator ${email}: ${verb}, but the invitation was NOT sent: ${reason}. Fix the mail settings (npm run pb:configure), then: npm run pb:setup -- --resend ${email}`, failed: true }
  }
}

/**
 * Creates the moderators that do not exist yet with a random password nobody knows, and mails each
 * new one an invitation to choose theirs on the site (never printed or stored here). Existing ones are
 * left alone unless named in `resend`, which mails them a fresh invitation.
 */
export async function ensureModerators(pb: PocketBase, seats: readonly ModeratorSeat[], resend: readonly string[] = []): Promise<InviteOutcome[]> {
  const outcomes: InviteOutcome[] = []
  const again = new Set(resend.map((email) => email.trim().toLowerCase()))
  for (const seat of seats) {
    if (await exists(pb, 'moderators', seat.email)) {
      if (again.delete(seat.email)) outcomes.push(await inviteModerator(pb, seat.email, 'exists'))
      else outcomes.push({ email: seat.email, line: `moderator ${seat.email}: exists`, failed: false })
      continue
    }
    again.delete(seat.email)
    const password = randomBytes(24).toString('base64url')
    await pb.collection('moderators').create({ email: seat.email, name: seat.name, password, passwordConfirm: password })
    outcomes.push(await inviteModerator(pb, seat.email, 'created'))
  }
  for (const email of again) {
    if (await exists(pb, 'moderators', email)) outcomes.push(await inviteModerator(pb, email, 'exists'))
    else outcomes.push({ email, line: `moderator ${email}: no such moderator, nothing resent (add it to PB_SETUP_MODERATORS)`, failed: true })
  }
  return outcomes
}

/** How many ticket types there are, and those without their EntradasQuedan row (such a type would sell without limit). */
export async function typesWithoutQuantity(pb: PocketBase): Promise<{ types: number; missing: { id: string; Tipo: string }[] }> {
  const types = await pb.collection('Entradas').getFullList<{ id: string; Tipo: string }>({ fields: 'id,Tipo', batch: 500 })
  const rows = await pb.collection('EntradasQuedan').getFullList<{ EntradasID: string }>({ fields: 'EntradasID', batch: 500 })
  const counted = new Set(rows.map((row) => row.EntradasID))
  return { types: types.length, missing: types.filter((type) => !counted.has(type.id)) }
}

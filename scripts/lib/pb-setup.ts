import { randomBytes } from 'node:crypto'
import type PocketBase from 'pocketbase'
import { ClientResponseError } from 'pocketbase'

export interface ModeratorSeat {
  name: string
  email: string
}

/** `PB_SETUP_MODERATORS`: "Name <email>, Other Name <other@example.org>" (or bare addresses). */
export function parseModerators(value: string | undefined): ModeratorSeat[] {
  if (!value?.trim()) return []
  return value.split(',').map((entry) => {
    const text = entry.trim()
    const match = /^(.*?)\s*<([^<>\s]+@[^<>\s]+)>$/.exec(text)
    const email = (match ? match[2] : text)?.trim().toLowerCase() ?? ''
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new Error(`PB_SETUP_MODERATORS: "${text}" is not "Name <email>" or an address`)
    return { name: match?.[1]?.trim() || email.split('@')[0] || email, email }
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

/**
 * Creates the moderators that do not exist yet with a random password nobody knows, and mails each
 * new one a password-reset link (so their password is chosen by them, never printed or stored).
 */
export async function ensureModerators(pb: PocketBase, seats: readonly ModeratorSeat[]): Promise<string[]> {
  const lines: string[] = []
  for (const seat of seats) {
    if (await exists(pb, 'moderators', seat.email)) {
      lines.push(`moderator ${seat.email}: exists`)
      continue
    }
    const password = randomBytes(24).toString('base64url')
    await pb.collection('moderators').create({ email: seat.email, name: seat.name, password, passwordConfirm: password })
    await pb.collection('moderators').requestPasswordReset(seat.email)
    lines.push(`moderator ${seat.email}: created, password-reset mail sent`)
  }
  return lines
}

/** Ticket types without their EntradasQuedan row: such a type would sell without limit. */
export async function typesWithoutQuantity(pb: PocketBase): Promise<{ id: string; Tipo: string }[]> {
  const types = await pb.collection('Entradas').getFullList<{ id: string; Tipo: string }>({ fields: 'id,Tipo', batch: 500 })
  const rows = await pb.collection('EntradasQuedan').getFullList<{ EntradasID: string }>({ fields: 'EntradasID', batch: 500 })
  const counted = new Set(rows.map((row) => row.EntradasID))
  return types.filter((type) => !counted.has(type.id))
}

import { useSyncExternalStore } from 'react'
import { orderPrefixOf } from '@/domain/order-id'
import { parseTicketCode, type Level } from '@/domain/ticket-levels'
import type { IssuedTicketWithType } from '@/stores/server-queries'

/**
 * What /mientrada shows of the holder's paid ticket, kept on the device so the page still shows it
 * with no network (at the door, in a queue): the signed QR is verified offline by the door
 * (src/domain/ticket-signature.ts), so a saved copy is as good as a fresh one until the ticket changes.
 * Only the holder's own device keeps it, under the account's id; logging out removes it.
 */
export interface TicketPass {
  userId: string
  ticketId: string
  /** The QR text: the signed /entrada address when `signed`, the plain one otherwise. */
  qr: string
  signed: boolean
  level: Level | null
  /** The type's name in each language (Entradas.Nombre / NombreIngles), or its code. */
  typeName: { ESP: string; ENG: string }
  /** The name on the badge (userPersonalInfoPaws.Badge); '' when not chosen. */
  badgeName: string
  /** The year of the edition it is for ("2025"). */
  editionYear: string
  /** The order prefix of that edition ('Paw25a'); '' on a copy saved before editions were a scope. */
  edition: string
  /** When this copy was saved (ms since epoch; 0 until saved). */
  savedAt: number
}

export const TICKET_PASS_KEY = 'mi:ticket-pass'

/**
 * The paid ticket a pass is about: the newest paid one (the list is newest first) of the current
 * edition, whose order prefix is `currentPrefix`; of any edition while the editions load (null), so a
 * holder's ticket does not blink out and back.
 */
export function paidTicketOf(issued: readonly IssuedTicketWithType[], currentPrefix: string | null): IssuedTicketWithType | null {
  return issued.find((ticket) => ticket.estado === 'pagada' && (currentPrefix === null || orderPrefixOf(ticket.orderID) === currentPrefix)) ?? null
}

/** Whether a pass may be shown: one of another edition is not a pass (a copy of unknown edition only while the editions load). */
export const passIsCurrent = (pass: TicketPass, currentPrefix: string | null) => currentPrefix === null || pass.edition === currentPrefix

/** The pass of a paid ticket, from the live reads. */
export function passOf(input: {
  userId: string
  ticket: IssuedTicketWithType
  qr: string
  signed: boolean
  badgeName: string
  editionYear: string
}): TicketPass {
  const type = input.ticket.expand?.tipo
  const code = type?.Tipo ?? ''
  return {
    userId: input.userId,
    ticketId: input.ticket.id,
    qr: input.qr,
    signed: input.signed,
    level: parseTicketCode(code)?.level ?? null,
    typeName: { ESP: type?.Nombre || code, ENG: type?.NombreIngles || type?.Nombre || code },
    badgeName: input.badgeName,
    editionYear: input.editionYear,
    edition: orderPrefixOf(input.ticket.orderID),
    savedAt: 0,
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const LEVEL_NAMES: readonly string[] = ['general', 'sponsor', 'superSponsor', 'mega']

/** A stored pass as written by saveTicketPass; null for anything else (an older shape, a hand edit). */
export function parseTicketPass(raw: string | null): TicketPass | null {
  if (!raw) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (!isRecord(value) || !isRecord(value.typeName)) return null
  const { userId, ticketId, qr, signed, level, typeName, badgeName, editionYear, savedAt } = value
  // A copy saved before editions were a scope has no edition: kept for the door, shown only while the editions are unknown.
  const edition = value.edition ?? ''
  const texts = [userId, ticketId, qr, typeName.ESP, typeName.ENG, badgeName, editionYear, edition]
  if (!texts.every((text) => typeof text === 'string') || typeof signed !== 'boolean' || typeof savedAt !== 'number') return null
  if (level !== null && !(typeof level === 'string' && LEVEL_NAMES.includes(level))) return null
  return { ...value, edition } as unknown as TicketPass
}

const listeners = new Set<() => void>()
let lastRaw: string | null | undefined
let lastPass: TicketPass | null = null

function readRaw(): string | null {
  try {
    return localStorage.getItem(TICKET_PASS_KEY)
  } catch {
    return null // storage blocked (private mode settings): the page works online only
  }
}

/** The saved pass, the same object while the stored text is unchanged. */
function snapshot(): TicketPass | null {
  const raw = readRaw()
  if (raw !== lastRaw) {
    lastRaw = raw
    lastPass = parseTicketPass(raw)
  }
  return lastPass
}

const notify = () => {
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab of the same site saved or removed it.
  const onStorage = (event: StorageEvent) => event.key === TICKET_PASS_KEY && listener()
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The pass saved on this device for `userId`, if any. */
export function storedTicketPass(userId: string): TicketPass | null {
  const pass = snapshot()
  return pass?.userId === userId ? pass : null
}

/** storedTicketPass, following saves and removals (this tab's and other tabs'). */
export function useStoredTicketPass(userId: string): TicketPass | null {
  const pass = useSyncExternalStore(subscribe, snapshot, () => null)
  return pass?.userId === userId ? pass : null
}

/** Saves `pass` on this device, stamped with the time of saving. */
export function saveTicketPass(pass: TicketPass): void {
  try {
    localStorage.setItem(TICKET_PASS_KEY, JSON.stringify({ ...pass, savedAt: Date.now() }))
  } catch (err) {
    console.warn('The ticket could not be saved for offline use.', err)
  }
  notify()
}

export function clearTicketPass(): void {
  try {
    localStorage.removeItem(TICKET_PASS_KEY)
  } catch {
    // nothing was stored
  }
  notify()
}

/** Whether two passes show the same thing (the save time aside): an unchanged pass is not written again. */
export const samePass = (a: TicketPass | null, b: TicketPass) =>
  a !== null && JSON.stringify({ ...a, savedAt: 0 }) === JSON.stringify({ ...b, savedAt: 0 })

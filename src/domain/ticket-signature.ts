import * as ed from '@noble/ed25519'
import { isRecordId } from './ids'
import { isHexKey } from './ticket-keys'
import { TICKET_CODE_PATTERN } from './ticket-levels'

/**
 * The signed part of a ticket QR, checked by the door scanner with no network. The QR address stays
 * `/entrada?id=<id>` (old QR codes keep working online) and gains `t=<type code>&s=<signature>`:
 * an Ed25519 signature (base64url, 86 characters) of `MI1|<id>|<type code>`. Only the server holds
 * the private key, and it signs paid tickets only, so a valid signature means "this ticket was paid";
 * what happened since (replaced, refunded, banned) comes from the synced list. Since editions are a
 * scope (issue #38) a QR also names its edition, `e=<order prefix>`, signed as
 * `MI2|<id>|<type code>|<order prefix>`: a phone offline refuses another edition's ticket by itself.
 */
const VERSION = 'MI1'
const EDITION_VERSION = 'MI2'
const ORDER_PREFIX = /^Paw[0-9]{2}[a-z]$/
const SIGNATURE = /^[A-Za-z0-9_-]{86}$/

export interface SignedTicket {
  id: string
  tipo: string
  signature: string
  /** The order prefix of the ticket's edition; absent on QR codes made before editions were a scope. */
  edicion?: string
}

const message = (id: string, tipo: string, edicion?: string) =>
  new TextEncoder().encode(edicion === undefined ? `${VERSION}|${id}|${tipo}` : `${EDITION_VERSION}|${id}|${tipo}|${edicion}`)

const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (byte) => parseInt(byte, 16))

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

/** The signature of a ticket (server side: the private key is a 32-byte seed in hex). */
export async function signTicket(privateKeyHex: string, id: string, tipo: string, edicion?: string): Promise<string> {
  if (!isHexKey(privateKeyHex)) throw new Error('The ticket signing key must be 64 hexadecimal characters.')
  if (edicion !== undefined && !ORDER_PREFIX.test(edicion)) throw new Error('A ticket is signed with its edition’s order prefix.')
  return toBase64Url(await ed.signAsync(message(id, tipo, edicion), hexBytes(privateKeyHex)))
}

/** The public key (hex) that verifies what `privateKeyHex` signs. */
export async function publicKeyOf(privateKeyHex: string): Promise<string> {
  const key = await ed.getPublicKeyAsync(hexBytes(privateKeyHex))
  return Array.from(key, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** True only for a well-formed ticket whose signature the public key accepts. */
export async function verifyTicket(publicKeyHex: string, ticket: SignedTicket): Promise<boolean> {
  if (!isHexKey(publicKeyHex) || !isRecordId(ticket.id) || !TICKET_CODE_PATTERN.test(ticket.tipo) || !SIGNATURE.test(ticket.signature)) return false
  if (ticket.edicion !== undefined && !ORDER_PREFIX.test(ticket.edicion)) return false
  try {
    return await ed.verifyAsync(fromBase64Url(ticket.signature), message(ticket.id, ticket.tipo, ticket.edicion), hexBytes(publicKeyHex))
  } catch {
    return false
  }
}

/** The query of a signed QR address: `id=…&t=…&e=…&s=…` (`e`, its edition, on QR codes made since editions are a scope). */
export const signedQuery = (ticket: SignedTicket) =>
  `id=${encodeURIComponent(ticket.id)}&t=${encodeURIComponent(ticket.tipo)}` +
  (ticket.edicion === undefined ? '' : `&e=${encodeURIComponent(ticket.edicion)}`) +
  `&s=${encodeURIComponent(ticket.signature)}`

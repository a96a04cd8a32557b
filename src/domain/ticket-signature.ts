import * as ed from '@noble/ed25519'
import { isRecordId } from './ids'
import { isHexKey } from './ticket-keys'
import { TICKET_CODE_PATTERN } from './ticket-levels'

/**
 * The signed part of a ticket QR, checked by the door scanner with no network. The QR address stays
 * `/entrada?id=<id>` (old QR codes keep working online) and gains `t=<type code>&s=<signature>`:
 * an Ed25519 signature (base64url, 86 characters) of `MI1|<id>|<type code>`. Only the server holds
 * the private key, and it signs paid tickets only, so a valid signature means "this ticket was paid";
 * what happened since (replaced, refunded, banned) comes from the synced list.
 */
const VERSION = 'MI1'
const SIGNATURE = /^[A-Za-z0-9_-]{86}$/

export interface SignedTicket {
  id: string
  tipo: string
  signature: string
}

const message = (id: string, tipo: string) => new TextEncoder().encode(`${VERSION}|${id}|${tipo}`)

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
export async function signTicket(privateKeyHex: string, id: string, tipo: string): Promise<string> {
  if (!isHexKey(privateKeyHex)) throw new Error('The ticket signing key must be 64 hexadecimal characters.')
  return toBase64Url(await ed.signAsync(message(id, tipo), hexBytes(privateKeyHex)))
}

/** The public key (hex) that verifies what `privateKeyHex` signs. */
export async function publicKeyOf(privateKeyHex: string): Promise<string> {
  const key = await ed.getPublicKeyAsync(hexBytes(privateKeyHex))
  return Array.from(key, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** True only for a well-formed ticket whose signature the public key accepts. */
export async function verifyTicket(publicKeyHex: string, ticket: SignedTicket): Promise<boolean> {
  if (!isHexKey(publicKeyHex) || !isRecordId(ticket.id) || !TICKET_CODE_PATTERN.test(ticket.tipo) || !SIGNATURE.test(ticket.signature)) return false
  try {
    return await ed.verifyAsync(fromBase64Url(ticket.signature), message(ticket.id, ticket.tipo), hexBytes(publicKeyHex))
  } catch {
    return false
  }
}

/** The query of a signed QR address: `id=…&t=…&s=…`. */
export const signedQuery = (ticket: SignedTicket) =>
  `id=${encodeURIComponent(ticket.id)}&t=${encodeURIComponent(ticket.tipo)}&s=${encodeURIComponent(ticket.signature)}`

import { DEV_TICKET_KEYS, isHexKey } from '../../src/domain/ticket-keys.ts'
import { entradaUrl } from '../../src/domain/entrada-url.ts'
import { signedQuery, signTicket } from '../../src/domain/ticket-signature.ts'
import { ConfigError } from './env.ts'

/**
 * TICKET_SIGNING_KEY: the Ed25519 private key (32-byte seed, hex) that signs ticket QR codes. Required
 * everywhere but a local stack (MI_LOCAL_STACK=true, set by the stacks of `npm start`, `preview` and the
 * tests), and never the development key outside one. Fail closed: Netlify hands functions no deploy
 * context in their environment (CONTEXT is a build variable; docs.netlify.com, "Environment variables
 * and functions"), so "not local" is the only production test that cannot be fooled by its absence.
 */
export function ticketSigningKey(source: NodeJS.ProcessEnv = process.env): string {
  const key = source.TICKET_SIGNING_KEY?.trim().toLowerCase() ?? ''
  const local = source.MI_LOCAL_STACK === 'true'
  if (!key) {
    if (!local) throw new ConfigError('Missing environment variable TICKET_SIGNING_KEY (see .env.example)')
    return DEV_TICKET_KEYS.privateKey
  }
  if (!isHexKey(key)) throw new ConfigError('TICKET_SIGNING_KEY must be 64 hexadecimal characters (see .env.example)')
  if (!local && key === DEV_TICKET_KEYS.privateKey) throw new ConfigError('TICKET_SIGNING_KEY is the public development key: set a production key')
  return key
}

/** The QR address of a paid ticket: `/entrada?id=…` plus its type code and signature. */
export async function signedEntradaUrl(appUrl: string, ticketId: string, typeCode: string): Promise<string> {
  const signature = await signTicket(ticketSigningKey(), ticketId, typeCode)
  return entradaUrl(appUrl, signedQuery({ id: ticketId, tipo: typeCode, signature }))
}

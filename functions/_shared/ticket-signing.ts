import { DEV_TICKET_KEYS, isHexKey } from '../../src/domain/ticket-keys.ts'
import { entradaUrl } from '../../src/domain/entrada-url.ts'
import { signedQuery, signTicket } from '../../src/domain/ticket-signature.ts'
import { ConfigError } from './env.ts'

/**
 * TICKET_SIGNING_KEY: the Ed25519 private key (32-byte seed, hex) that signs ticket QR codes. Unset
 * outside production, the public development key pair is used; a production deploy (Netlify sets
 * CONTEXT=production) must set its own, and never the development one.
 */
export function ticketSigningKey(source: NodeJS.ProcessEnv = process.env): string {
  const key = source.TICKET_SIGNING_KEY?.trim().toLowerCase() ?? ''
  const production = source.CONTEXT === 'production'
  if (!key) {
    if (production) throw new ConfigError('Missing environment variable TICKET_SIGNING_KEY (see .env.example)')
    return DEV_TICKET_KEYS.privateKey
  }
  if (!isHexKey(key)) throw new ConfigError('TICKET_SIGNING_KEY must be 64 hexadecimal characters (see .env.example)')
  if (production && key === DEV_TICKET_KEYS.privateKey) throw new ConfigError('TICKET_SIGNING_KEY is the public development key: set a production key')
  return key
}

/** The QR address of a paid ticket: `/entrada?id=…` plus its type code and signature. */
export async function signedEntradaUrl(appUrl: string, ticketId: string, typeCode: string): Promise<string> {
  const signature = await signTicket(ticketSigningKey(), ticketId, typeCode)
  return entradaUrl(appUrl, signedQuery({ id: ticketId, tipo: typeCode, signature }))
}

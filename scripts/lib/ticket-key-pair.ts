import { randomBytes } from 'node:crypto'
import { publicKeyOf } from '../../src/domain/ticket-signature.ts'

/**
 * A fresh ticket key pair for a stack that builds the site for production (the e2e stack, the bench):
 * TICKET_SIGNING_KEY for the functions, VITE_TICKET_PUBLIC_KEY for the build, never the published
 * development pair, which a production build refuses (scripts/lib/site-headers.ts).
 */
export async function newTicketKeyPair(): Promise<{ TICKET_SIGNING_KEY: string; VITE_TICKET_PUBLIC_KEY: string }> {
  const privateKey = randomBytes(32).toString('hex')
  return { TICKET_SIGNING_KEY: privateKey, VITE_TICKET_PUBLIC_KEY: await publicKeyOf(privateKey) }
}

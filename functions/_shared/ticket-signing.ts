import { DEV_TICKET_KEYS, isHexKey } from '../../src/domain/ticket-keys.ts'
import { entradaUrl } from '../../src/domain/entrada-url.ts'
import { signedQuery, signTicket } from '../../src/domain/ticket-signature.ts'
import { orderPrefixOf } from '../../src/domain/order-id.ts'
import { ConfigError } from './env.ts'
import { deployContext, functionEnv, type DeployContext, type FunctionEnv } from './netlify-runtime.ts'

/**
 * TICKET_SIGNING_KEY: the Ed25519 private key (32-byte seed, hex) that signs ticket QR codes. Required
 * on every deploy but `dev` (netlify dev, and the local stacks of `npm start`, preview and the tests,
 * which hand the functions that context), and never the published development key outside it. The
 * context is Netlify's `context.deploy.context`; an unknown or missing one counts as production.
 */
export function ticketSigningKey(source: FunctionEnv, deploy: DeployContext): string {
  const key = source.TICKET_SIGNING_KEY?.trim().toLowerCase() ?? ''
  const local = deploy === 'dev'
  if (!key) {
    if (!local) throw new ConfigError(`Missing environment variable TICKET_SIGNING_KEY on the ${deploy} deploy (see .env.example)`)
    return DEV_TICKET_KEYS.privateKey
  }
  if (!isHexKey(key)) throw new ConfigError('TICKET_SIGNING_KEY must be 64 hexadecimal characters (see .env.example)')
  if (!local && key === DEV_TICKET_KEYS.privateKey) throw new ConfigError(`TICKET_SIGNING_KEY is the published development key: the ${deploy} deploy needs its own key`)
  return key
}

/** The QR address of a paid ticket: `/entrada?id=…` plus its type code, its edition (the order id's prefix) and signature. */
export async function signedEntradaUrl(appUrl: string, ticket: { id: string; orderID: string }, typeCode: string): Promise<string> {
  const edicion = orderPrefixOf(ticket.orderID)
  const signature = await signTicket(ticketSigningKey(functionEnv(), deployContext()), ticket.id, typeCode, edicion)
  return entradaUrl(appUrl, signedQuery({ id: ticket.id, tipo: typeCode, signature, edicion }))
}

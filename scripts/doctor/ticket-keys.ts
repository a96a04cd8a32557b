import { ticketSigningKey } from '../../functions/_shared/ticket-signing.ts'
import { DEV_TICKET_KEYS } from '../../src/domain/ticket-keys.ts'
import { publicKeyOf } from '../../src/domain/ticket-signature.ts'
import { buildTicketPublicKey } from '../lib/site-headers.ts'
import { functionVariables } from '../lib/netlify-functions-runtime.ts'
import { messageOf, type DoctorCheck } from './types.ts'

/**
 * The ticket key pair: TICKET_SIGNING_KEY for the functions and VITE_TICKET_PUBLIC_KEY for the build,
 * each refused as the functions and the build refuse it, and the public key the pair of the private
 * one (otherwise the door scanner refuses every genuine QR offline).
 */
export const ticketKeys: DoctorCheck = {
  name: 'the ticket key pair (private in the functions, public in the build)',
  async run(env, deploy) {
    const problems: string[] = []
    let privateKey = ''
    let publicKey = ''
    try {
      privateKey = ticketSigningKey(functionVariables(env), deploy)
    } catch (err) {
      problems.push(messageOf(err))
    }
    if (deploy === 'dev') publicKey = env.VITE_TICKET_PUBLIC_KEY?.trim().toLowerCase() || DEV_TICKET_KEYS.publicKey
    else {
      try {
        publicKey = buildTicketPublicKey(env)
      } catch (err) {
        problems.push(messageOf(err))
      }
    }
    if (privateKey && publicKey && (await publicKeyOf(privateKey)) !== publicKey) {
      problems.push('VITE_TICKET_PUBLIC_KEY is not the public key of TICKET_SIGNING_KEY: the door would refuse every genuine QR')
    }
    return problems
  },
}

import { buyerTicketCall } from './_shared/calls.ts'
import { serverEnv } from './_shared/env.ts'
import { endpoint, HttpError, json } from './_shared/http.ts'
import { signedEntradaUrl } from './_shared/ticket-signing.ts'
import type { FunctionAnswer } from '../src/domain/function-contracts.ts'
import type { TicketTypeRecord } from '../src/types/pocketbase.ts'

/**
 * POST {EntradasEntregadasID} with the holder's token: the signed QR address of their paid ticket
 * (the profile draws it). Only paid tickets are signed, so a valid signature at the door means the
 * ticket was paid; the private key never leaves the server.
 */
export default endpoint(['POST'], async (req) => {
  const { pb, ticket } = await buyerTicketCall(req, 'qrentrada', 'hidden')
  if (ticket.estado !== 'pagada') throw new HttpError(409, 'Only a paid ticket has a QR code for the door.')
  const type = await pb.collection('Entradas').getOne<TicketTypeRecord>(ticket.tipo)
  return json(200, { url: await signedEntradaUrl(serverEnv().appUrl, ticket, type.Tipo) } satisfies FunctionAnswer<'qrentrada'>)
})

import { requireUser } from './_shared/auth.ts'
import { serverEnv } from './_shared/env.ts'
import { endpoint, HttpError, json, onlyFields, readJsonObject, recordIdField } from './_shared/http.ts'
import { adminClient, isNotFound } from './_shared/pocketbase.ts'
import { signedEntradaUrl } from './_shared/ticket-signing.ts'
import type { IssuedTicketRecord, TicketTypeRecord } from '../src/types/pocketbase.ts'

/**
 * POST {EntradasEntregadasID} with the holder's token: the signed QR address of their paid ticket
 * (the profile draws it). Only paid tickets are signed, so a valid signature at the door means the
 * ticket was paid; the private key never leaves the server.
 */
export default endpoint(['POST'], async (req) => {
  const user = await requireUser(req)
  const body = await readJsonObject(req)
  onlyFields(body, ['EntradasEntregadasID'])
  const ticketId = recordIdField(body, 'EntradasEntregadasID')
  const pb = await adminClient()
  const ticket = await pb.collection('EntradasEntregadas').getOne<IssuedTicketRecord>(ticketId).catch((err: unknown) => {
    if (isNotFound(err)) throw new HttpError(404, 'The issued ticket was not found.')
    throw err
  })
  if (ticket.user !== user.id) throw new HttpError(404, 'The issued ticket was not found.')
  if (ticket.estado !== 'pagada') throw new HttpError(409, 'Only a paid ticket has a QR code for the door.')
  const type = await pb.collection('Entradas').getOne<TicketTypeRecord>(ticket.tipo)
  return json(200, { url: await signedEntradaUrl(serverEnv().appUrl, ticket.id, type.Tipo) })
})

import type { Context } from '@netlify/functions'
import { json, SECURITY_HEADERS } from './_shared/http.ts'
import { withDeployContext } from './_shared/netlify-runtime.ts'
import { adminClient, isNotFound } from './_shared/pocketbase.ts'

import type { PublicTicket, PublicTicketType } from '../src/domain/function-contracts.ts'
import { isRecordId } from '../src/domain/ids.ts'

type TypeFields = { Tipo?: string; Nombre?: string; NombreIngles?: string }
const typeView = (type: TypeFields | undefined): PublicTicketType => ({ tipo: type?.Tipo ?? '', nombreTipo: type?.Nombre ?? '', nombreTipoIngles: type?.NombreIngles ?? '' })

/**
 * GET ?id=<issued ticket id>: the public face of a ticket QR (/entrada). Reveals only the ticket
 * type and its state (paid, or `reemplazada` with the level that replaced it, or `reembolsada`);
 * the 15-character random id is the only key, and nothing personal (name, e-mail, order, amount)
 * leaves the server.
 */
async function publicTicket(req: Request): Promise<Response> {
  if (req.method !== 'GET') return json(405, { error: `Method ${req.method} is not allowed; use GET.` }, { Allow: 'GET' })
  const id = new URL(req.url).searchParams.get('id') ?? ''
  if (!isRecordId(id)) return json(400, { error: 'The parameter "id" must be a ticket id.' })
  const pb = await adminClient()
  try {
    const fields = 'estado,reemplazadaPor,expand.tipo.Tipo,expand.tipo.Nombre,expand.tipo.NombreIngles'
    const ticket = await pb.collection('EntradasEntregadas').getOne(id, { expand: 'tipo', fields })
    const type = (ticket.expand as { tipo?: TypeFields } | undefined)?.tipo
    let reemplazadaPor: PublicTicketType | null = null
    if (ticket.estado === 'reemplazada' && isRecordId(ticket.reemplazadaPor)) {
      const newer = await pb.collection('EntradasEntregadas').getOne(ticket.reemplazadaPor, { expand: 'tipo', fields: 'expand.tipo.Tipo,expand.tipo.Nombre,expand.tipo.NombreIngles' })
      reemplazadaPor = typeView((newer.expand as { tipo?: TypeFields } | undefined)?.tipo)
    }
    return json(200, { estado: ticket.estado, ...typeView(type), reemplazadaPor } satisfies PublicTicket)
  } catch (err) {
    if (isNotFound(err)) return new Response(JSON.stringify({ error: 'The ticket was not found.' }), { status: 404, headers: { 'content-type': 'application/json; charset=utf-8', ...SECURITY_HEADERS } })
    throw err
  }
}

export default (req: Request, context: Context): Promise<Response> => withDeployContext(context, () => publicTicket(req))

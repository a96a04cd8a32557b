import { callFunction } from '@/api/functions'
import { env } from '@/config/env'
import { isPublicTicket, type ConfirmResult, type FunctionAnswer, type PublicTicket } from '@/domain/function-contracts'

export type TransactionStart = FunctionAnswer<'updatetokenentregada'>
export type { ConfirmResult, PublicTicket, PublicTicketType } from '@/domain/function-contracts'

/** The payment functions (server-side: Webpay, PocketBase superuser, mail). */
export const paymentsApi = {
  /** Opens (or reuses, within the payment window) the Webpay transaction of a granted ticket. */
  start: (ticketId: string) => callFunction('updatetokenentregada', { EntradasEntregadasID: ticketId }),
  /** The whole return (confirm, finalize, ticket mail); SPEC: the result, or null on a non-OK answer or a network error. */
  async confirm(token: string): Promise<ConfirmResult | null> {
    try {
      return await callFunction('confirm', { token })
    } catch {
      return null
    }
  },
  /** Reports Webpay's TBK_TOKEN return; the server checks with Webpay before closing the attempt. */
  abort: (token: string) => callFunction('abortpayment', { token }),
  /** The public face of a ticket QR: its type and whether it is paid (null when unknown). */
  async entrada(id: string): Promise<PublicTicket | null> {
    const res = await fetch(`${env.functionsUrl}/entrada?id=${encodeURIComponent(id)}`)
    if (res.status === 404 || res.status === 400) return null
    if (!res.ok) throw new Error(`entrada lookup failed: ${res.status}`)
    const answer: unknown = await res.json()
    if (!isPublicTicket(answer)) throw new Error('entrada lookup answered in an unexpected shape')
    return answer
  },
}

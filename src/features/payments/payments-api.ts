import { callFunction } from '@/api/functions'
import { env } from '@/config/env'

export interface TransactionStart {
  token: string
  url: string
}

/** What `confirm` answers: Webpay's result as the server verified it. */
export interface ConfirmResult {
  paid: boolean
  status: string
  response_code: number | null
  amount: number
  buy_order: string
}

export interface PublicTicketType {
  tipo: string
  nombreTipo: string
  nombreTipoIngles: string
}

export interface PublicTicket extends PublicTicketType {
  estado: 'creada' | 'pagada' | 'rechazada' | 'reemplazada' | 'reembolsada'
  /** The type of the upgrade that replaced it (only when `reemplazada`). */
  reemplazadaPor: PublicTicketType | null
}

/** The payment functions (server-side: Webpay, PocketBase superuser, mail). */
export const paymentsApi = {
  /** Opens (or reuses, within the payment window) the Webpay transaction of a granted ticket. */
  start: (ticketId: string) => callFunction<TransactionStart>('updatetokenentregada', { EntradasEntregadasID: ticketId }),
  /** SPEC: the result, or null on a non-OK answer or a network error. */
  async confirm(token: string): Promise<ConfirmResult | null> {
    try {
      return await callFunction<ConfirmResult | null>('confirm', { token })
    } catch {
      return null
    }
  },
  /** Reports Webpay's TBK_TOKEN return; the server checks with Webpay before closing the attempt. */
  abort: (token: string) => callFunction<{ estado: 'abortada' | 'rechazada' | 'reembolsada' }>('abortpayment', { token }),
  finalize: (token: string) => callFunction<{ estado: string; ticket: string }>('finalconfirm', { token }),
  sendTicketMail: (token: string) => callFunction<{ sent: boolean; status: string }>('sendmailentrada', { token }),
  /** The public face of a ticket QR: its type and whether it is paid (null when unknown). */
  async entrada(id: string): Promise<PublicTicket | null> {
    const res = await fetch(`${env.functionsUrl}/entrada?id=${encodeURIComponent(id)}`)
    if (res.status === 404 || res.status === 400) return null
    if (!res.ok) throw new Error(`entrada lookup failed: ${res.status}`)
    return (await res.json()) as PublicTicket
  },
}

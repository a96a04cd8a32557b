import type { FunctionName } from '../../src/domain/function-contracts.ts'
import type { IssuedTicketRecord, PaymentRecord, TypedPocketBase, UserRecord } from '../../src/types/pocketbase.ts'
import { requireUser } from './auth.ts'
import { Budget } from './budget.ts'
import { HttpError, readRequestBody, recordIdField } from './http.ts'
import { findPayment, tokenField } from './payments.ts'
import { adminClient, isNotFound } from './pocketbase.ts'

/** The issued ticket `id`, or a 404 the caller may see. */
export async function issuedTicketOr404<T extends IssuedTicketRecord = IssuedTicketRecord>(pb: TypedPocketBase, id: string, options?: { expand?: string }): Promise<T> {
  return pb.collection('EntradasEntregadas').getOne<T>(id, options).catch((err: unknown) => {
    if (isNotFound(err)) throw new HttpError(404, 'The issued ticket was not found.')
    throw err
  })
}

/**
 * How a function answers a buyer about another account's record: as if it did not exist (nothing
 * about it leaks), or with a plain 403.
 */
export type ForeignRecord = 'hidden' | 'forbidden'

/**
 * The start of a buyer's call about one of their issued tickets (qrentrada, updatetokenentregada):
 * the buyer's token, a body of only {EntradasEntregadasID}, the ticket, and that it is theirs.
 */
export async function buyerTicketCall(req: Request, name: 'qrentrada' | 'updatetokenentregada', foreign: ForeignRecord) {
  const user: UserRecord = await requireUser(req)
  const body = await readRequestBody(req, name)
  const ticketId = recordIdField(body, 'EntradasEntregadasID')
  const pb = await adminClient()
  const ticket = await issuedTicketOr404(pb, ticketId)
  if (ticket.user !== user.id) {
    throw foreign === 'hidden' ? new HttpError(404, 'The issued ticket was not found.') : new HttpError(403, 'This ticket belongs to another account.')
  }
  return { user, pb, ticket }
}

/**
 * The start of a buyer's call about one of their Webpay payments (confirm, finalconfirm,
 * abortpayment): the function's time budget, the buyer's token, a body of only {token}, and the
 * payment, which must be theirs.
 */
export async function buyerPaymentCall(req: Request, name: Extract<FunctionName, 'confirm' | 'finalconfirm' | 'abortpayment'>, foreign: ForeignRecord) {
  const budget = new Budget()
  const user: UserRecord = await requireUser(req)
  const body = await readRequestBody(req, name)
  const token = tokenField(body)
  const pb = await adminClient()
  const payment: PaymentRecord | null = await findPayment(pb, token)
  if (foreign === 'hidden') {
    if (!payment || payment.user !== user.id) throw new HttpError(404, 'No payment with this token was found for your account.')
  } else {
    if (!payment) throw new HttpError(404, 'No payment with this token was found.')
    if (payment.user !== user.id) throw new HttpError(403, 'This payment belongs to another account.')
  }
  return { budget, user, pb, payment }
}

import { ClientResponseError, type RecordModel } from 'pocketbase'
import { requireUser } from './_shared/auth.ts'
import { endpoint, HttpError, json, onlyFields, readJsonObject, recordIdField } from './_shared/http.ts'
import { adminClient, isNotFound } from './_shared/pocketbase.ts'
import { isBanned } from '../src/domain/ban.ts'
import { isRequestable, isUpgrade, REQUEST_MESSAGES, type RequestRefusal } from '../src/domain/ticket-request.ts'
import type { TicketTypeState } from '../src/domain/ticket-state.ts'

/** A refusal the SPA shows: the SPEC text in `error`, a stable `code` for the reader's language. */
function refuse(status: number, code: RequestRefusal): never {
  throw new HttpError(status, REQUEST_MESSAGES[code], { code })
}

// Everything pideentrada needs about the caller in ONE PocketBase call (back-relations, superuser).
const USER_EXPAND = [
  'userStatusPaws_via_user',
  'userLegalInfoPaws_via_user',
  'EntradasUsuario_via_user.TipoBadge',
  'EntradasPedidas_via_user',
  'EntradasEntregadas_via_user',
].join(',')

const one = (value: unknown): RecordModel | null => {
  const first: unknown = Array.isArray(value) ? value[0] : value
  return typeof first === 'object' && first !== null ? (first as RecordModel) : null
}
const many = (value: unknown): RecordModel[] => (Array.isArray(value) ? (value as RecordModel[]) : value ? [value as RecordModel] : [])

const isOpenRequestConflict = (err: unknown) =>
  err instanceof ClientResponseError &&
  err.status === 400 &&
  (err.response as { data?: { user?: { code?: string } } }).data?.user?.code === 'validation_not_unique'

/**
 * POST {userid, entradaid} with the user's PocketBase token: joins the queue for a ticket type.
 * Checks in order (SPEC §7, §8, GUIDE): verified, not banned, legal name and birth date, no open
 * request, type requestable, a real upgrade; then creates EntradasPedidas {estado: creada}. The
 * unique partial index on open requests decides races: a same-user storm creates exactly one.
 */
export default endpoint(['POST'], async (req) => {
  // The token is checked first (401/403 win over a malformed body) but concurrently with the reads.
  const verifying = requireUser(req)
  verifying.catch(() => undefined)
  let userId: string
  let typeId: string
  try {
    const body = await readJsonObject(req)
    onlyFields(body, ['userid', 'entradaid'])
    userId = recordIdField(body, 'userid')
    typeId = recordIdField(body, 'entradaid')
  } catch (err) {
    await verifying
    throw err
  }

  const admin = await adminClient()
  // The reads start with the token check; their results are used only once the caller is verified.
  const readUser = admin
    .collection('users')
    .getOne(userId, { expand: USER_EXPAND })
    .catch((err: unknown) => (isNotFound(err) ? null : Promise.reject(err)))
  const readType = admin
    .collection('Entradas')
    .getOne(typeId, { fields: 'id,Tipo,ValorCLP,Estado' })
    .catch((err: unknown) => (isNotFound(err) ? null : Promise.reject(err)))
  // Avoid unhandled rejections while requireUser runs.
  readUser.catch(() => undefined)
  readType.catch(() => undefined)

  const caller = await verifying
  if (caller.id !== userId) throw new HttpError(403, 'You can only request a ticket for your own account.')

  const [user, type] = await Promise.all([readUser, readType])
  if (!user) throw new HttpError(404, 'The user was not found.')
  if (!type) throw new HttpError(404, 'The ticket type was not found.')
  const expand = (user.expand ?? {}) as Record<string, unknown>

  if (!user.verified) refuse(403, 'notVerified')
  const status = one(expand.userStatusPaws_via_user)
  if (isBanned(typeof status?.state === 'number' ? status.state : 0)) refuse(403, 'banned')
  const legal = one(expand.userLegalInfoPaws_via_user)
  if (!legal || !String(legal.nombreEnDocumento ?? '').trim() || !String(legal.bdate ?? '').trim()) refuse(422, 'legalIncomplete')
  if (many(expand.EntradasPedidas_via_user).some((r) => r.estado === 'creada')) refuse(409, 'alreadyRequested')
  if (!isRequestable(type.Estado as TicketTypeState)) refuse(409, 'notAvailable')
  if (many(expand.EntradasEntregadas_via_user).some((r) => r.estado === 'creada')) refuse(409, 'pendingPayment')

  const badge = one(expand.EntradasUsuario_via_user)
  const paid = typeof badge?.MontoTotalPagado === 'number' ? badge.MontoTotalPagado : 0
  if (paid > 0) {
    const heldType = one((badge?.expand as Record<string, unknown> | undefined)?.TipoBadge)
    const held = { code: typeof heldType?.Tipo === 'string' ? heldType.Tipo : '', paid }
    if (!isUpgrade(held, { Tipo: String(type.Tipo), ValorCLP: Number(type.ValorCLP) })) refuse(409, 'notAnUpgrade')
  }

  try {
    await admin.collection('EntradasPedidas').create({ user: userId, tipo: typeId, estado: 'creada' }, { fields: 'id' })
  } catch (err) {
    if (isOpenRequestConflict(err)) refuse(409, 'alreadyRequested')
    throw err
  }
  return json(200, { message: REQUEST_MESSAGES.ok })
})

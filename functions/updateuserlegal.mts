import { ClientResponseError } from 'pocketbase'
import { requireModerator } from './_shared/auth.ts'
import { describeFields, endpoint, HttpError, json, onlyFields, readJsonObject, recordIdField } from './_shared/http.ts'
import { adminClient, isNotFound } from './_shared/pocketbase.ts'
import { maskDocumentNumber } from '../src/domain/identity-document.ts'

const FIELDS = ['numDocumento', 'tipoDocumento', 'paisDocumento', 'nombreEnDocumento', 'bdate'] as const

/**
 * POST {id, data} with a moderator token: corrects a user's locked legal data (userLegalInfoPaws
 * record `id`). Only the five legal fields may be sent; PocketBase still validates every value.
 * The superuser write passes the lock hook, and the change is written to auditLog (before/after of
 * the fields sent, document numbers masked).
 */
export default endpoint(['POST'], async (req) => {
  const moderator = await requireModerator(req)
  const body = await readJsonObject(req)
  onlyFields(body, ['id', 'data'])
  const id = recordIdField(body, 'id')
  const data = body.data
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new HttpError(400, 'The field "data" must be an object.')
  const changes = data as Record<string, unknown>
  const unknown = Object.keys(changes).filter((k) => !(FIELDS as readonly string[]).includes(k))
  if (unknown.length > 0) throw new HttpError(400, `Unknown field(s) in data: ${describeFields(unknown)}.`)
  if (Object.keys(changes).length === 0) throw new HttpError(400, 'The field "data" must contain at least one change.')
  for (const [key, value] of Object.entries(changes)) {
    if (typeof value !== 'string' || value.length > 100) throw new HttpError(400, `The field "${key}" must be a text of at most 100 characters.`)
  }

  const pb = await adminClient()
  const before = await pb.collection('userLegalInfoPaws').getOne(id).catch((err: unknown) => {
    if (isNotFound(err)) throw new HttpError(404, 'The legal information record was not found.')
    throw err
  })
  let after
  try {
    after = await pb.collection('userLegalInfoPaws').update(id, changes)
  } catch (err) {
    if (err instanceof ClientResponseError && err.status === 400) {
      const details: Record<string, string> = {}
      const fieldErrors: unknown = err.response.data
      if (typeof fieldErrors === 'object' && fieldErrors !== null) {
        for (const [key, value] of Object.entries(fieldErrors)) {
          if (typeof value === 'object' && value !== null && 'message' in value) details[key] = String(value.message)
        }
      }
      throw new HttpError(400, 'Some legal fields are not valid.', details)
    }
    throw err
  }
  // Moderators see the correction they made and nothing more: the answer echoes only the fields that
  // were sent, and the audit row keeps document numbers masked.
  const sent = Object.keys(changes)
  const pick = (r: Record<string, unknown>) => Object.fromEntries(sent.map((f) => [f, r[f]]))
  const forAudit = (r: Record<string, unknown>) =>
    Object.fromEntries(sent.map((f) => [f, f === 'numDocumento' ? maskDocumentNumber(String(r[f] ?? '')) : r[f]]))
  await pb.collection('auditLog').create({
    actor: moderator.id,
    actorEmail: moderator.email,
    action: 'updateuserlegal',
    collection: 'userLegalInfoPaws',
    target: id,
    before: forAudit(before),
    after: forAudit(after),
  })
  return json(200, { id: after.id, ...pick(after) })
})

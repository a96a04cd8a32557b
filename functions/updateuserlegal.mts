import { ClientResponseError } from 'pocketbase'
import { requireModerator } from './_shared/auth.ts'
import { writeAudit } from './_shared/audit.ts'
import { describeFields, endpoint, HttpError, json, readRequestBody, recordIdField } from './_shared/http.ts'
import { adminClient, isNotFound } from './_shared/pocketbase.ts'
import type { FunctionAnswer } from '../src/domain/function-contracts.ts'
import type { LegalInfoRecord } from '../src/types/pocketbase.ts'
import { maskDocumentNumber } from '../src/domain/identity-document.ts'
import { correctionMail } from './_shared/correction-mail.ts'
import { serverEnv } from './_shared/env.ts'
import { sendMail } from './_shared/mailer.ts'

const FIELDS = ['numDocumento', 'tipoDocumento', 'paisDocumento', 'nombreEnDocumento', 'bdate'] as const

/**
 * POST {id, data, correction?} with a moderator token: corrects a user's locked legal data
 * (userLegalInfoPaws record `id`). Only the five legal fields may be sent; PocketBase still validates
 * every value. The superuser write passes the lock hook, and the change is written to auditLog
 * (before/after of the fields sent, document numbers masked). With `correction` (the id of the
 * attendee's open legalCorrections request for this same record) the request is closed and the
 * attendee is mailed in both languages.
 */
export default endpoint(['POST'], async (req) => {
  const moderator = await requireModerator(req)
  const body = await readRequestBody(req, 'updateuserlegal')
  const id = recordIdField(body, 'id')
  const correctionId = body.correction === undefined ? null : recordIdField(body, 'correction')
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
  const correction = correctionId ? await openCorrection(pb, correctionId, String(before['user'])) : null
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
  const pick = (record: LegalInfoRecord) => {
    const r: Record<string, unknown> = { ...record }
    return Object.fromEntries(sent.map((f) => [f, r[f]]))
  }
  const forAudit = (record: LegalInfoRecord) =>
    Object.fromEntries(Object.entries(pick(record)).map(([f, v]) => [f, f === 'numDocumento' ? maskDocumentNumber(String(v ?? '')) : v]))
  await writeAudit(pb, {
    actor: moderator.id,
    actorEmail: moderator.email,
    action: 'updateuserlegal',
    collection: 'userLegalInfoPaws',
    target: id,
    before: forAudit(before),
    after: { ...forAudit(after), ...(correction ? { correction: correction.id } : {}) },
  })
  if (!correction) return json(200, { id: after.id, ...pick(after) } satisfies FunctionAnswer<'updateuserlegal'>)
  await pb.collection('legalCorrections').update(correction.id, { estado: 'resuelta', resueltaEn: new Date().toISOString() })
  let mailed = true
  try {
    const user = await pb.collection('users').getOne<{ email: string }>(String(before['user']))
    await sendMail(correctionMail({ to: user.email, appUrl: serverEnv().appUrl }))
  } catch (err) {
    console.error('updateuserlegal: the correction mail was not sent', err)
    mailed = false
  }
  return json(200, { id: after.id, ...pick(after), correction: correction.id, mailed } satisfies FunctionAnswer<'updateuserlegal'>)
})

/** The attendee's open correction request for this legal record's owner, or 400/404. */
async function openCorrection(pb: Awaited<ReturnType<typeof adminClient>>, id: string, owner: string) {
  const correction = await pb.collection('legalCorrections').getOne<{ id: string; user: string; estado: string }>(id).catch((err: unknown) => {
    if (isNotFound(err)) throw new HttpError(404, 'The correction request was not found.')
    throw err
  })
  if (correction.user !== owner) throw new HttpError(400, 'The correction request belongs to another person.')
  if (correction.estado !== 'pendiente') throw new HttpError(400, 'The correction request is already closed.')
  return correction
}

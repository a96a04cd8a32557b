import type { AuditChange, AuditEntry, AuditPerson, AuditValue } from '@/api/audit-log'
import { isAuditAction } from '@/domain/audit-actions'
import { dateFormat } from '@/domain/date-format'
import { EVENT } from '@/domain/event'
import { formatClp } from '@/domain/money'
import type { StaffDictionary } from '@/i18n/es-staff'
import { formatDateTime } from './format'

/** The UTC instant at which the Chile calendar day `date` (YYYY-MM-DD) starts (DST included). */
export function chileDayStart(date: string): string {
  const [y, m, d] = date.split('-').map(Number)
  if (!y || !m || !d) return ''
  const clock: Intl.DateTimeFormat = dateFormat('en-GB', { timeZone: EVENT.timeZone, hour: '2-digit', day: '2-digit', hourCycle: 'h23' })
  for (let utcHour = 2; utcHour <= 6; utcHour++) {
    const candidate: Date = new Date(Date.UTC(y, m - 1, d, utcHour))
    const parts: Record<string, string> = Object.fromEntries(clock.formatToParts(candidate).map((p) => [p.type, p.value]))
    if (Number(parts.hour) === 0 && Number(parts.day) === d) return candidate.toISOString()
  }
  return new Date(Date.UTC(y, m - 1, d, 4)).toISOString()
}

/** The day after `date` (YYYY-MM-DD), for an inclusive "to" filter. */
export function nextDay(date: string): string {
  const next = new Date(`${date}T12:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return next.toISOString().slice(0, 10)
}

/** The texts of /adminaudit in the reader's language. */
type AuditTexts = StaffDictionary['audit']

/** A text of `map` by a key the server sent (an unknown key has none). */
function textOf(map: object, key: string): string | undefined {
  const value: unknown = Object.prototype.hasOwnProperty.call(map, key) ? (map as Record<string, unknown>)[key] : undefined
  return typeof value === 'string' ? value : undefined
}

const MONEY_FIELDS = new Set(['monto', 'amount', 'ValorCLP', 'credito', 'MontoTotalPagado'])
// Fields whose stored value is a code (a state, "si"/"no") rather than something a person typed.
const CODED_FIELDS = new Set(['estado', 'Estado', 'correoEnviado', 'correoEnviado2'])
const VIEWED_FIELDS = 'fields'
const INSTANT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d+)?Z$/

/** "Solicitud › Estado": each part of a (nested) field by its label. */
export const fieldLabel = (field: string, t: AuditTexts) =>
  field
    .split('.')
    .map((part) => textOf(t.fields, part) ?? part)
    .join(' › ')

/** A value in words: yes/no, pesos, a time on Chile's clock, "(empty)". */
export function valueText(field: string, value: AuditValue | undefined, t: AuditTexts, locale: string): string {
  if (value === null || value === undefined || value === '') return t.blank
  if (typeof value === 'boolean') return value ? t.yes : t.no
  const last = field.split('.').pop() ?? field
  if (typeof value === 'number') return MONEY_FIELDS.has(last) ? formatClp(value) : value.toLocaleString(locale)
  if (INSTANT.test(value)) return formatDateTime(value, locale)
  // A view row's "data seen" is a list of field names (lib/view-log.js, joined by lib/audit-view.js).
  if (last === VIEWED_FIELDS) return value.split(', ').map((name) => textOf(t.fields, name) ?? name).join(', ')
  return (CODED_FIELDS.has(last) ? textOf(t.values, value) : undefined) ?? value
}

/** "Field: before → after"; a creation shows the new value alone, a hidden field only that it changed. */
export function changeLine(change: AuditChange, t: AuditTexts, locale: string): string {
  const label = fieldLabel(change.field, t)
  if (change.hidden) return `${label}: ${t.hidden}`
  const after = 'after' in change ? valueText(change.field, change.after, t, locale) : t.removed
  if (!('before' in change)) return `${label}: ${after}`
  return `${label}: ${valueText(change.field, change.before, t, locale)} → ${after}`
}

/** What was done: the action in words, and for a plain create/update/delete what it was done to. */
export function actionLine(entry: Pick<AuditEntry, 'action' | 'collection'>, t: AuditTexts): string {
  const action = isAuditAction(entry.action) ? t.actions[entry.action] : entry.action
  if (!entry.collection || (entry.action !== 'create' && entry.action !== 'update' && entry.action !== 'delete')) return action
  return t.onRecord(action, textOf(t.collections, entry.collection) ?? entry.collection)
}

/** A person by name, with their e-mail when it says more; "System" or "Deleted account" otherwise. */
export function personLine(person: AuditPerson | null, t: AuditTexts): string {
  if (!person) return t.system
  if (person.deleted) return t.deletedAccount
  return person.email && person.email !== person.name ? `${person.name} (${person.email})` : person.name
}

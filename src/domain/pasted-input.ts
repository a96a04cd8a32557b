import { formatChileDate, parseChileDate } from './profile-rules'

// What people paste into the fields that identify them, made into the one form that is stored (issue
// #39): a field's length limit applies to the normalised value, so what is copied with dots, spaces or
// a name around it keeps every character that counts. The forms show the result as it is typed or
// pasted; PocketBase applies the same rule to the document number (pb_hooks/identity.pb.js).

/** Room for what surrounds a document number, a date or an address as copied ("12 . 345 . 678 - 5"). */
export const DOCUMENT_RAW_MAX = 60
export const DATE_RAW_MAX = 24
export const EMAIL_RAW_MAX = 320

const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g

/** "12.345.678-k", "12 345 678 – K", "ab 123,456" → "12345678-K", "AB123456": upper case, no spaces, dots or commas; a typographic dash becomes "-". */
export const normaliseDocumentInput = (value: string): string =>
  value.normalize('NFKC').replace(DASHES, '-').toUpperCase().replace(/[\s.,]/g, '')

/**
 * A date as Chile writes it once it reads as a whole date: "21/6/1998", "21 06 1998" and the ISO
 * "1998-06-21" all become "21-06-1998". Anything not (yet) a date is left as typed.
 */
export function normaliseDateInput(value: string): string {
  const text = value.normalize('NFKC').replace(DASHES, '-').trim().replace(/\s*[-/.]\s*|\s+/g, '-')
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text)
  const parsed = parseChileDate(iso ? `${iso[3]}-${iso[2]}-${iso[1]}` : text)
  return parsed ? formatChileDate(parsed) : value
}

/** "Ana Pérez <Ana@Ejemplo.cl>", "mailto:ana@ejemplo.cl", " ana@ejemplo.cl " → "ana@ejemplo.cl". */
export function normaliseEmailInput(value: string): string {
  const bracketed = /<([^<>]*)>/.exec(value)?.[1]
  return (bracketed ?? value).replace(/\s+/g, '').replace(/^mailto:/i, '').toLowerCase()
}

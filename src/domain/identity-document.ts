/**
 * Identity documents. One document (type + country + number) belongs to one account, and a ban
 * follows the document, so the same document typed as "12.345.678-5" or "123456785" must be one key.
 * PocketBase runs these rules through the generated pb_hooks/lib/domain.generated.js.
 */

export interface IdentityDocument {
  tipoDocumento: string
  paisDocumento: string
  numDocumento: string
}

export type DocumentProblem = 'rut' | 'passport' | null

/** Upper case, without dots, dashes or white space: how the number is compared, never shown. */
export const normaliseDocumentNumber = (value: string) => value.toUpperCase().replace(/[\s.-]/g, '')

/** Lower case, single spaces, trimmed. */
export const normaliseCountry = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ')

/** The comparison key of a document; the server stores only a keyed hash of it. */
export const documentKey = (doc: IdentityDocument) =>
  `${doc.tipoDocumento.toUpperCase()}|${normaliseCountry(doc.paisDocumento)}|${normaliseDocumentNumber(doc.numDocumento)}`

/** The módulo-11 check digit of a RUT body (its digits without the check digit): 0-9 or K. */
export function rutCheckDigit(body: string): string {
  let sum = 0
  let factor = 2
  for (let i = body.length - 1; i >= 0; i--) {
    sum += Number(body[i]) * factor
    factor = factor === 7 ? 2 : factor + 1
  }
  const rest = 11 - (sum % 11)
  return rest === 11 ? '0' : rest === 10 ? 'K' : String(rest)
}

/** Chile's RUT/RUN: 7 or 8 body digits and the módulo-11 check digit. */
export function isValidRut(value: string): boolean {
  const match = /^(\d{7,8})([0-9K])$/.exec(normaliseDocumentNumber(value))
  return match !== null && rutCheckDigit(match[1] as string) === match[2]
}

/** ICAO 9303 machine-readable passports: up to 9 letters or digits (6 at least in practice). */
export const isPassportShape = (value: string) => /^[A-Z0-9]{6,9}$/.test(normaliseDocumentNumber(value))

/** What is wrong with a document's number for its type and country, or null. */
export function documentProblem(doc: IdentityDocument): DocumentProblem {
  if (doc.tipoDocumento === 'PASSPORT') return isPassportShape(doc.numDocumento) ? null : 'passport'
  if (doc.tipoDocumento === 'DNI' && normaliseCountry(doc.paisDocumento) === 'chile') return isValidRut(doc.numDocumento) ? null : 'rut'
  return null
}

/** How a document number appears in the audit log: its last three characters, never the whole. */
export function maskDocumentNumber(value: string): string {
  const plain = normaliseDocumentNumber(value)
  return plain === '' ? '' : `•••${plain.slice(-3)}`
}

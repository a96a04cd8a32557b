/**
 * Identity documents. A ban follows the document, so the same number typed as "12.345.678-5",
 * "123456785" or "012345678-5", as a DNI or a PASSPORT, from "Chile" or "Chíle", must be one key: the
 * key is the number alone. PocketBase runs these rules through the generated pb_hooks/lib/domain.generated.js.
 */

import { COUNTRIES } from './validation'

export interface IdentityDocument {
  tipoDocumento: string
  paisDocumento: string
  numDocumento: string
}

export type DocumentProblem = 'rut' | 'passport' | null

/** Compatibility forms folded (full-width digits), upper case, letters and digits only: how the number is checked, never shown. */
export const normaliseDocumentNumber = (value: string) => value.normalize('NFKC').toUpperCase().replace(/[^A-Z0-9]/g, '')

/** Lower case, accents and punctuation dropped, single spaces, trimmed: "Chíle." is "chile". */
export const normaliseCountry = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/**
 * A listed country however it was typed ("chile", "Chíle.") as the list writes it; any other text
 * trimmed. Only letters (accented too), spaces, dots, apostrophes and hyphens are read that way: text
 * with anything else ("Chile 🇨🇱") stays as it is, for the country rule to refuse.
 */
export function canonicalCountry(value: string): string {
  const plain = value.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
  if (!/^[A-Za-z .'-]+$/.test(plain)) return value.trim()
  const key = normaliseCountry(value)
  return COUNTRIES.find((country) => normaliseCountry(country) === key) ?? value.trim()
}

/**
 * The comparison key of a document: its number without leading zeros, whatever type or country it
 * was saved with (a banned person who retypes their RUT as a passport, or their country another way,
 * is still the same number). The server stores only a keyed hash of it (pb_hooks/lib/identity.js).
 */
export const documentKey = (doc: Pick<IdentityDocument, 'numDocumento'> & Partial<IdentityDocument>) => `v2|${normaliseDocumentNumber(doc.numDocumento).replace(/^0+/, '')}`

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
  const match = /^(\d{7,8})([0-9K])$/.exec(normaliseDocumentNumber(value).replace(/^0+/, ''))
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

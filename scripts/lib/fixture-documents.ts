import { rutCheckDigit } from '../../src/domain/identity-document.ts'

let sequence = 0

/** Milliseconds × 1000 + a counter: distinct across the files of one run and within a file. */
const nextSerial = () => Date.now() * 1000 + (sequence++ % 1000)

/**
 * A valid Chilean RUT no other fixture of this run uses: one identity document belongs to one
 * account, so every test person needs their own.
 */
export function uniqueRut(): string {
  const body = String(10_000_000 + (nextSerial() % 89_999_999))
  return `${body}-${rutCheckDigit(body)}`
}

/** A passport number of the right shape that no other fixture of this run uses. */
export function uniquePassport(): string {
  return `P${String(nextSerial() % 100_000_000).padStart(8, '0')}`
}

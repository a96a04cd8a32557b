import { describe, expect, it } from 'vitest'
import { DOCUMENT_NUMBER_PATTERN } from '@/domain/profile-rules'
import { isValidRut, documentProblem } from '@/domain/identity-document'
import { normaliseDateInput, normaliseDocumentInput, normaliseEmailInput } from '@/domain/pasted-input'
import { EMAIL_PATTERN, normalizeEmail } from '@/domain/validation'

// Every way a RUT is commonly copied (id cards, invoices, spreadsheets, chat), for one valid RUT.
const RUT_FORMS = ['12.345.678-5', '12345678-5', '12 345 678-5', '12.345.678 - 5', '12,345,678-5', ' 12345678–5 ', '12.345.678‑5', '１２３４５６７８-５']

describe('a pasted document number keeps every character that counts', () => {
  it.each(RUT_FORMS)('"%s" becomes 12345678-5, a valid RUT of the stored shape', (pasted) => {
    const number = normaliseDocumentInput(pasted)
    expect(number).toBe('12345678-5')
    expect(DOCUMENT_NUMBER_PATTERN.test(number)).toBe(true)
    expect(isValidRut(number)).toBe(true)
  })

  it('a lower-case k check digit and a passport with spaces come out upper case, nothing cut', () => {
    expect(normaliseDocumentInput('7.654.321-k')).toBe('7654321-K')
    expect(normaliseDocumentInput('ab 123 4567')).toBe('AB1234567')
    expect(documentProblem({ tipoDocumento: 'PASSPORT', paisDocumento: 'Argentina', numDocumento: normaliseDocumentInput('ab 123 4567') })).toBeNull()
  })

  it('the 30-character limit applies after normalising: 30 characters with dots and spaces around them still fit', () => {
    const long = 'A1B2C3D4E5F6G7H8I9J0K1L2M3N4O5'
    expect(normaliseDocumentInput(long.split('').join(' . '))).toBe(long)
  })
})

describe('a pasted date reads as Chile writes it', () => {
  it.each(['21-06-1998', '21/06/1998', '21.06.1998', '21 06 1998', '21/6/1998', '1998-06-21', ' 21 - 06 - 1998 ', '21–06–1998'])('"%s" becomes 21-06-1998', (pasted) => {
    expect(normaliseDateInput(pasted)).toBe('21-06-1998')
  })

  it.each(['2', '21-0', '21/06/19', '31-02-1998', 'ayer'])('"%s" is not a whole date yet and stays as typed', (typed) => {
    expect(normaliseDateInput(typed)).toBe(typed)
  })
})

describe('a pasted e-mail address is the address alone', () => {
  it.each(['ana@ejemplo.cl', ' Ana@Ejemplo.CL ', 'mailto:ana@ejemplo.cl', 'Ana Pérez <ana@ejemplo.cl>', '"Pérez, Ana" <ANA@ejemplo.cl>', 'ana@ejemplo.cl\n'])('"%s" becomes ana@ejemplo.cl', (pasted) => {
    expect(normaliseEmailInput(pasted)).toBe('ana@ejemplo.cl')
    expect(normalizeEmail(pasted)).toBe('ana@ejemplo.cl')
    expect(EMAIL_PATTERN.test(normaliseEmailInput(pasted))).toBe(true)
  })
})

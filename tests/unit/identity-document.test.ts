import { describe, expect, it } from 'vitest'
import { documentKey, documentProblem, isPassportShape, isValidRut, rutCheckDigit } from '../../src/domain/identity-document.ts'

describe('Chilean RUT check digit (módulo 11)', () => {
  it.each([
    ['12.345.678-5', true],
    ['12345678-5', true],
    ['123456785', true],
    ['7.654.321-6', true],
    ['11.111.111-1', true],
    ['10.000.013-k', true],
    ['12.345.678-9', false],
    ['1234567', false],
    ['ABC', false],
    ['', false],
  ])('%s is %s', (rut, valid) => {
    expect(isValidRut(rut)).toBe(valid)
  })

  it('computes 0 and K where the rest calls for them', () => {
    expect(rutCheckDigit('10000013')).toBe('K')
    expect(rutCheckDigit('1000013')).toBe('0')
  })
})

describe('identity documents', () => {
  it('reads one document however its number is typed: case, dots, dashes and spaces', () => {
    const key = documentKey({ tipoDocumento: 'DNI', paisDocumento: 'Chile', numDocumento: '12.345.678-k' })
    expect(documentKey({ tipoDocumento: 'DNI', paisDocumento: ' CHILE', numDocumento: '12 345 678 K' })).toBe(key)
    expect(documentKey({ tipoDocumento: 'PASSPORT', paisDocumento: 'Chile', numDocumento: '12345678K' })).not.toBe(key)
  })

  it('checks a RUT only for a Chilean DNI and passports by shape', () => {
    expect(documentProblem({ tipoDocumento: 'DNI', paisDocumento: 'Chile', numDocumento: '12.345.678-9' })).toBe('rut')
    expect(documentProblem({ tipoDocumento: 'DNI', paisDocumento: 'Argentina', numDocumento: '12.345.678' })).toBeNull()
    expect(documentProblem({ tipoDocumento: 'PASSPORT', paisDocumento: 'Peru', numDocumento: 'AB12' })).toBe('passport')
    expect(isPassportShape('ab-123 456')).toBe(true)
    expect(isPassportShape('AB1234567890')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { canonicalCountry, documentKey, documentProblem, isPassportShape, isValidRut, rutCheckDigit } from '../../src/domain/identity-document.ts'

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
  it('reads one number however it is typed: case, dots, dashes, spaces, leading zeros, full-width digits', () => {
    const key = documentKey({ tipoDocumento: 'DNI', paisDocumento: 'Chile', numDocumento: '12.345.678-k' })
    for (const typed of ['12 345 678 K', '012345678K', '12,345,678/k', '１２３４５６７８K']) {
      expect(documentKey({ tipoDocumento: 'DNI', paisDocumento: 'Chile', numDocumento: typed }), typed).toBe(key)
    }
  })

  it('keys the number alone: the same number as a passport or from a country typed another way is the same key', () => {
    const key = documentKey({ tipoDocumento: 'DNI', paisDocumento: 'Chile', numDocumento: '12.345.678-k' })
    for (const [tipoDocumento, paisDocumento] of [['PASSPORT', 'Chile'], ['DNI', 'Chile.'], ['DNI', 'Chíle'], ['DNI', 'República de Chile'], ['PASSPORT', 'Peru']]) {
      expect(documentKey({ tipoDocumento: tipoDocumento, paisDocumento: paisDocumento, numDocumento: '12345678K' })).toBe(key)
    }
    expect(documentKey({ numDocumento: '12345679K' })).not.toBe(key)
  })

  it('writes a listed country as the list does however it was typed, and keeps other text trimmed', () => {
    expect(canonicalCountry(' chíle. ')).toBe('Chile')
    expect(canonicalCountry('ESPAÑA')).toBe('España')
    expect(canonicalCountry('united states  of america')).toBe('United States of America')
    expect(canonicalCountry('  Narnia ')).toBe('Narnia')
    expect(canonicalCountry('Chile 🇨🇱')).toBe('Chile 🇨🇱')
  })

  it('checks a RUT only for a Chilean DNI and passports by shape', () => {
    expect(documentProblem({ tipoDocumento: 'DNI', paisDocumento: 'Chile', numDocumento: '12.345.678-9' })).toBe('rut')
    expect(documentProblem({ tipoDocumento: 'DNI', paisDocumento: 'Chíle.', numDocumento: '12.345.678-9' })).toBe('rut')
    expect(documentProblem({ tipoDocumento: 'DNI', paisDocumento: 'Argentina', numDocumento: '12.345.678' })).toBeNull()
    expect(documentProblem({ tipoDocumento: 'PASSPORT', paisDocumento: 'Peru', numDocumento: 'AB12' })).toBe('passport')
    expect(isPassportShape('ab-123 456')).toBe(true)
    expect(isPassportShape('AB1234567890')).toBe(false)
  })
})

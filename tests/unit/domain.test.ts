import { describe, expect, it } from 'vitest'
import { parseTicketCode } from '@/domain/ticket-levels'
import { formatOrderId, parseOrderId } from '@/domain/order-id'
import { amountDue, formatClp } from '@/domain/money'
import { taskCount } from '@/domain/task-count'
import { isBanned } from '@/domain/ban'
import { isOldEnough, isValidBadge, isValidPassword, isValidSpecies, normalizePhone, PHONE_PATTERN } from '@/domain/validation'
import { formatChileDate, parseChileDate } from '@/domain/profile-rules'

describe('ticket codes', () => {
  it.each([
    ['B1', 'general', 'earlyBird'],
    ['B2', 'general', 'secondSale'],
    ['S1', 'sponsor', 'earlyBird'],
    ['SS2', 'superSponsor', 'secondSale'],
    ['MEGA', 'mega', 'unique'],
    ['B', 'general', 'unique'],
  ])('%s is %s / %s', (code, level, phase) => {
    expect(parseTicketCode(code)).toEqual({ level, phase })
  })
  it('rejects unknown codes', () => {
    expect(parseTicketCode('X1')).toBeNull()
    expect(parseTicketCode('B3')).toBeNull()
  })
})

describe('order ids', () => {
  it('start at Paw25a and 20 zeros and round-trip', () => {
    expect(formatOrderId(0, 'Paw25a')).toBe('Paw25a00000000000000000000')
    expect(formatOrderId(42, 'Paw25a')).toBe('Paw25a00000000000000000042')
    expect(formatOrderId(42, 'Paw26b')).toHaveLength(26)
    expect(parseOrderId(formatOrderId(9001, 'Paw25a'))).toBe(9001)
    expect(parseOrderId('Paw25a123')).toBeNull()
  })
})

describe('money', () => {
  it('charges only the difference for an upgrade, and nothing (null, a refusal) when that is not positive', () => {
    expect(amountDue(90000, 45000)).toBe(45000)
    expect(amountDue(45000, 45000)).toBeNull()
    expect(amountDue(45000, 90000)).toBeNull()
  })
  it('formats pesos the Chilean way, exactly as es-CL Intl does', () => {
    expect(formatClp(45000)).toBe('$45.000')
    expect(formatClp(1500000)).toBe('$1.500.000')
    const intl = new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP', maximumFractionDigits: 0 })
    for (const amount of [0, 5, 999, 1000, 45000, 999999.6, 1234567, -45000]) {
      expect(formatClp(amount), String(amount)).toBe(intl.format(amount).replace(/\s/g, ''))
    }
  })
})

describe('task count, ban', () => {
  it('is 2 unverified, 1 without legal data, 0 when complete', () => {
    expect(taskCount({ verified: false }, false)).toBe(2)
    expect(taskCount({ verified: true }, false)).toBe(1)
    expect(taskCount({ verified: true }, true)).toBe(0)
    expect(taskCount(null, false)).toBe(0)
  })
  it('bans at three warnings', () => {
    expect(isBanned(2)).toBe(false)
    expect(isBanned(3)).toBe(true)
    expect(isBanned(null)).toBe(false)
  })
})

describe('validation', () => {
  it('badge: up to 20 letters, digits, spaces and accents', () => {
    expect(isValidBadge('Ñandú Azul 2025')).toBe(true)
    expect(isValidBadge('a'.repeat(20))).toBe(true)
    expect(isValidBadge('a'.repeat(21))).toBe(false)
    expect(isValidBadge('wolf🐺')).toBe(false)
    expect(isValidBadge('wolf!')).toBe(false)
  })
  it('species: up to 16', () => {
    expect(isValidSpecies('a'.repeat(16))).toBe(true)
    expect(isValidSpecies('a'.repeat(17))).toBe(false)
  })
  it('password: 8+ with a letter and a digit', () => {
    expect(isValidPassword('abcdefg1')).toBe(true)
    expect(isValidPassword('abcdefgh')).toBe(false)
    expect(isValidPassword('1234567a')).toBe(true)
    expect(isValidPassword('abc1')).toBe(false)
  })
  it('phone keeps every digit of the formats people paste, adds +, and never cuts a long one', () => {
    for (const pasted of ['+56 (9) 8765-4321', '+56 9 8765 4321', '56.9.8765.4321', '(+56) 9-8765-4321', '+56987654321'])
      expect(normalizePhone(pasted)).toBe('+56987654321')
    expect(normalizePhone('1234567890123456789')).toBe('+1234567890123456789')
    expect(PHONE_PATTERN.test(normalizePhone('1234567890123456789'))).toBe(false)
    expect(normalizePhone('abc')).toBe('')
  })
  it("age: 18 on the edition's cut-off day at the latest (2025-08-27, then 2026-08-20)", () => {
    expect(isOldEnough('2007-08-27', '2025-08-27')).toBe(true)
    expect(isOldEnough('2007-08-28', '2025-08-27')).toBe(false)
    expect(isOldEnough('1990-01-01', '2025-08-27')).toBe(true)
    expect(isOldEnough('2008-08-20', '2026-08-20')).toBe(true)
    expect(isOldEnough('2008-08-21', '2026-08-20')).toBe(false)
  })
})

describe('Chilean dates (day first) for the birthday field', () => {
  it('reads dd-mm-yyyy, dd/mm/yyyy and d.m.yyyy as ISO dates and refuses impossible ones', () => {
    expect(parseChileDate('21-06-1998')).toBe('1998-06-21')
    expect(parseChileDate('1/2/2000')).toBe('2000-02-01')
    expect(parseChileDate(' 29.02.2004 ')).toBe('2004-02-29')
    expect(parseChileDate('29-02-2005')).toBeNull()
    expect(parseChileDate('06/31/1998')).toBeNull()
    expect(parseChileDate('1998-06-21')).toBeNull()
    expect(parseChileDate('01-01-1899')).toBeNull()
  })

  it('writes a PocketBase date day first', () => {
    expect(formatChileDate('1990-05-01 00:00:00.000Z')).toBe('01-05-1990')
    expect(formatChileDate('')).toBe('')
  })
})

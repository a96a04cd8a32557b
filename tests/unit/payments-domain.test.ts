import { describe, expect, it } from 'vitest'
import { attemptBuyOrder, BUY_ORDER_MAX, orderDigitsOfBuyOrder } from '@/domain/order-id'
import { organiserRefundRefusal, refundLastDay } from '@/domain/refund-window'
import { refundCompleted } from '../../functions/_shared/webpay.ts'
import { Budget, BudgetExhausted } from '../../functions/_shared/budget.ts'

const ORDER = 'Paw25a00000000000000000123'

describe('buy_order per payment attempt', () => {
  it('the first attempt is the order id; later ones are unique, at most 26 characters and lead back to the order', () => {
    expect(attemptBuyOrder(ORDER, 1)).toBe(ORDER)
    const orders = [2, 3, 10, 99999].map((n) => attemptBuyOrder(ORDER, n))
    expect(orders).toEqual(['00000000000000000123-2', '00000000000000000123-3', '00000000000000000123-10', '00000000000000000123-99999'])
    for (const order of orders) {
      expect(order.length).toBeLessThanOrEqual(BUY_ORDER_MAX)
      expect(order).toMatch(/^[A-Za-z0-9|_=&%.,~:/?[+!@()>-]{1,26}$/)
      expect(orderDigitsOfBuyOrder(order)).toBe(ORDER.slice(6))
    }
    expect(new Set(orders).size).toBe(orders.length)
  })

  it('refuses attempt numbers that do not fit and strings that are not order ids', () => {
    expect(() => attemptBuyOrder(ORDER, 100000)).toThrow(RangeError)
    expect(() => attemptBuyOrder(ORDER, 0)).toThrow(RangeError)
    expect(() => attemptBuyOrder('nope', 2)).toThrow(RangeError)
    expect(orderDigitsOfBuyOrder('something-else')).toBeNull()
  })
})

describe('organiser refund window (rules: 10 calendar days after payment; waitlist non-refundable)', () => {
  const paid = { estado: 'pagada', pagadoEn: '2025-06-05 18:00:00.000Z', listaEspera: false }
  it('counts calendar days in Chile: paid on 5 June (Santiago) → refundable through 15 June', () => {
    expect(refundLastDay(new Date('2025-06-05T18:00:00Z'))).toBe('2025-06-15')
    // 02:00 UTC on 6 June is still 5 June in Santiago.
    expect(refundLastDay(new Date('2025-06-06T02:00:00Z'))).toBe('2025-06-15')
    expect(organiserRefundRefusal(paid, new Date('2025-06-16T03:30:00Z'))).toBeNull()
    expect(organiserRefundRefusal(paid, new Date('2025-06-16T04:30:00Z'))).toBe('windowClosed')
  })

  it('refuses unpaid, waitlist and undated tickets with their reason', () => {
    const now = new Date('2025-06-06T12:00:00Z')
    expect(organiserRefundRefusal({ ...paid, estado: 'creada' }, now)).toBe('notPaid')
    expect(organiserRefundRefusal({ ...paid, estado: 'reemplazada' }, now)).toBe('notPaid')
    expect(organiserRefundRefusal({ ...paid, listaEspera: true }, now)).toBe('waitlist')
    expect(organiserRefundRefusal({ ...paid, pagadoEn: '' }, now)).toBe('noPaymentDate')
    expect(organiserRefundRefusal(paid, now)).toBeNull()
  })

  it('refuses an upgrade whose replaced level has no unit left, inside the window only (outside, the window is the reason)', () => {
    expect(organiserRefundRefusal({ ...paid, previousSoldOut: true }, new Date('2025-06-06T12:00:00Z'))).toBe('previousSoldOut')
    expect(organiserRefundRefusal({ ...paid, previousSoldOut: true }, new Date('2025-06-20T12:00:00Z'))).toBe('windowClosed')
  })
})

describe('judging a refund answer', () => {
  const nullified = { type: 'NULLIFIED', response_code: 0, balance: 0, nullified_amount: 1000, authorization_code: '123456' }
  it('REVERSED, or NULLIFIED with response_code 0 and nothing left, is a refund', () => {
    expect(refundCompleted({ type: 'REVERSED', response_code: null, balance: null, nullified_amount: null, authorization_code: '' })).toBe(true)
    expect(refundCompleted(nullified)).toBe(true)
  })
  it('NULLIFIED with a failing response_code, or with money left, is not', () => {
    expect(refundCompleted({ ...nullified, response_code: -1 })).toBe(false)
    expect(refundCompleted({ ...nullified, balance: 500 })).toBe(false)
    expect(refundCompleted({ ...nullified, type: '' })).toBe(false)
  })
})

describe('time budget', () => {
  it('hands out at most what is left and refuses to start a call it cannot finish', () => {
    let now = 0
    const budget = new Budget(9_000, () => now)
    expect(budget.slice(4_000)).toBe(4_000)
    now = 7_000
    expect(budget.slice(4_000)).toBe(2_000)
    now = 8_700
    expect(() => budget.slice(4_000)).toThrow(BudgetExhausted)
  })
})

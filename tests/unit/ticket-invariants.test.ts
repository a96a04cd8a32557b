import { describe, expect, it } from 'vitest'
import {
  admittedPaidInFull,
  levelWithinCapacity,
  moneyMatchesWebpay,
  oneAdmissionPerPerson,
  receivingProblem,
  refundBreaksAdmission,
  ticketInvariantViolations,
  type BookTicket,
  type TicketBook,
} from '../../src/domain/ticket-invariants'
import { organiserRefundRefusal } from '../../src/domain/refund-window'
import { recipientProblem } from '../../src/domain/ticket-transfer'

const ticket = (over: Partial<BookTicket> = {}): BookTicket => ({ id: 't1', user: 'ana', tipo: 'S2', estado: 'pagada', monto: 90000, credito: 0, ...over })
const healthy: TicketBook = {
  tickets: [ticket()],
  admissions: [{ ticket: 't1', holder: 'ana' }],
  money: [{ user: 'ana', atWebpay: 90000, paid: 90000 }],
  levels: [{ tipo: 'S2', capacity: 5, left: 4 }],
}

describe('ticket invariants (issue #37)', () => {
  it('hold for a paid, admitted person within capacity', () => {
    expect(ticketInvariantViolations(healthy)).toEqual([])
  })

  it('Admitted ⇒ paid in full: a refund after the door, or an upgrade paid short, is a violation', () => {
    const refunded: TicketBook = { ...healthy, tickets: [ticket({ estado: 'reembolsada' })], money: [{ user: 'ana', atWebpay: 0, paid: 0 }] }
    expect(admittedPaidInFull(refunded)).toMatchObject([{ invariant: 'admittedPaidInFull', subject: 'ana', detail: 'admitted without a valid ticket' }])
    const upgradeShort: TicketBook = { ...healthy, tickets: [ticket({ monto: 160000, credito: 90000 })], money: [{ user: 'ana', atWebpay: 90000, paid: 90000 }] }
    expect(admittedPaidInFull(upgradeShort)).toMatchObject([{ detail: 'admitted having paid 90000 of 250000' }])
    // An admission written before holders were recorded names the person through its ticket.
    expect(admittedPaidInFull({ ...refunded, admissions: [{ ticket: 't1', holder: '' }] })).toMatchObject([{ subject: 'ana' }])
  })

  it('valid and approved tickets of a level never exceed its capacity', () => {
    const over: TicketBook = { ...healthy, tickets: [ticket(), ticket({ id: 't2', user: 'bea', estado: 'creada' }), ticket({ id: 't3', user: 'cai', estado: 'reembolsada' })], levels: [{ tipo: 'S2', capacity: 1, left: 0 }] }
    expect(levelWithinCapacity(over)).toMatchObject([{ invariant: 'levelWithinCapacity', subject: 'S2', detail: '2 tickets hold units of 1 (0 left)' }])
    expect(levelWithinCapacity({ ...healthy, levels: [{ tipo: 'S2', capacity: 5, left: -1 }] })).toHaveLength(1)
  })

  it('one admission per person, whichever ticket was shown', () => {
    const twice: TicketBook = { ...healthy, tickets: [ticket({ estado: 'reemplazada' }), ticket({ id: 't2' })], admissions: [{ ticket: 't1', holder: 'ana' }, { ticket: 't2', holder: '' }] }
    expect(oneAdmissionPerPerson(twice)).toEqual([{ invariant: 'oneAdmissionPerPerson', subject: 'ana', detail: '2 admissions' }])
  })

  it('money at Webpay equals what the records say, per person', () => {
    expect(moneyMatchesWebpay({ ...healthy, money: [{ user: 'ana', atWebpay: 0, paid: 90000 }] })).toEqual([
      { invariant: 'moneyMatchesWebpay', subject: 'ana', detail: 'Webpay keeps 0, the records say 90000' },
    ])
  })

  it('the rules ask the same invariants: no refund for an admitted holder, no ticket for someone admitted or holding one', () => {
    expect(refundBreaksAdmission({ admitted: true })).toBe(true)
    expect(refundBreaksAdmission({ admitted: false })).toBe(false)
    const paidToday = { estado: 'pagada', pagadoEn: '2026-03-01 12:00:00.000Z', listaEspera: false }
    expect(organiserRefundRefusal({ ...paidToday, admitted: true }, new Date('2026-03-02T12:00:00Z'))).toBe('admitted')
    expect(organiserRefundRefusal(paidToday, new Date('2026-03-02T12:00:00Z'))).toBeNull()
    expect(receivingProblem({ admitted: true, holdsValidTicket: true })).toBe('admitted')
    expect(receivingProblem({ admitted: false, holdsValidTicket: true })).toBe('holdsTicket')
    expect(receivingProblem({ admitted: false })).toBeNull()
    const eligible = { verified: true, legalName: 'Ana Pérez', birthday: '1995-05-05', banned: false, underReview: false, holdsTicket: false }
    expect(recipientProblem({ ...eligible, admitted: true })).toBe('recipientAdmitted')
    expect(recipientProblem(eligible)).toBeNull()
  })
})

describe('money in flight', () => {
  it('waits for a payment between two steps before comparing money', () => {
    expect(moneyMatchesWebpay({ ...healthy, money: [{ user: 'ana', atWebpay: 0, paid: 90000, inFlight: true }] })).toEqual([])
  })
})

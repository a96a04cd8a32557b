// The ticket book's invariants (issue #37), written once: pure functions over plain data. The rules
// that change a ticket (refund, transfer) ask the decision helpers below before they write, and the
// integration tests check the whole database with the checkers after every step
// (tests/integration/support/money.ts, `watchTicketInvariants`). docs/payments.md, "Invariants", lists
// each one and where it is enforced. Runs in PocketBase's JS VM too (src/domain/hook-rules.ts): no Intl.

/** An issued ticket as the invariants need it (`EntradasEntregadas`). */
export interface BookTicket {
  id: string
  /** The holder's account ('' once the account was deleted and the ticket anonymised). */
  user: string
  tipo: string
  estado: string
  /** What this ticket charged (an upgrade: the difference). */
  monto: number
  /** An upgrade's credit: what the person had paid for the ticket it replaced. */
  credito: number
}

/** One door admission (`admisiones`). */
export interface BookAdmission {
  ticket: string
  /** The person admitted ('' for admissions written before holders were recorded). */
  holder: string
}

/** One person's money: what Webpay keeps for them and what their badge summary says they paid. */
export interface BookMoney {
  user: string
  /** Authorized and committed at Webpay, minus reversals and nullifications. */
  atWebpay: number
  /** `EntradasUsuario.MontoTotalPagado` (0 without a summary). */
  paid: number
  /**
   * A payment of theirs is still between two steps (creando, iniciada, pagada, reembolsando): money is
   * moving and the records catch up when that step completes, so the money invariant waits for it.
   */
  inFlight?: boolean
}

/** A ticket type's units: how many it may sell in all, and how many are left to sell. */
export interface BookLevel {
  tipo: string
  capacity: number
  /** `EntradasQuedan.CantidadQuedan`. */
  left: number
}

export interface TicketBook {
  tickets: readonly BookTicket[]
  admissions: readonly BookAdmission[]
  money: readonly BookMoney[]
  levels: readonly BookLevel[]
}

export type InvariantName = 'admittedPaidInFull' | 'levelWithinCapacity' | 'oneAdmissionPerPerson' | 'moneyMatchesWebpay'

export interface InvariantViolation {
  invariant: InvariantName
  /** The person or ticket type it is about. */
  subject: string
  detail: string
}

/** The states that make a ticket valid at the door and hold a unit of its level (src/domain/ticket-units.ts holds unpaid ones too). */
const isValid = (ticket: BookTicket): boolean => ticket.estado === 'pagada'
/** A ticket's full price: an upgrade costs its amount plus the credit of the ticket it replaced. */
export const fullPrice = (ticket: Pick<BookTicket, 'monto' | 'credito'>): number => ticket.monto + ticket.credito

/** The person an admission is about: its holder, or (older rows) the account of its ticket. */
function admittedPerson(admission: BookAdmission, tickets: ReadonlyMap<string, BookTicket>): string {
  return admission.holder || tickets.get(admission.ticket)?.user || `ticket:${admission.ticket}`
}

/**
 * Admitted ⇒ paid in full: every admitted person holds a valid ticket, and what they paid covers its
 * full price. A refund after the door breaks it (the person stays inside with the money back).
 */
export function admittedPaidInFull(book: TicketBook): InvariantViolation[] {
  const tickets = new Map(book.tickets.map((t) => [t.id, t]))
  const paid = new Map(book.money.map((m) => [m.user, m.paid]))
  const people = new Set(book.admissions.map((a) => admittedPerson(a, tickets)))
  const violations: InvariantViolation[] = []
  for (const person of people) {
    const valid = book.tickets.filter((t) => t.user === person && isValid(t))
    const owed = Math.max(0, ...valid.map(fullPrice))
    const has = paid.get(person) ?? 0
    if (valid.length === 0) violations.push({ invariant: 'admittedPaidInFull', subject: person, detail: 'admitted without a valid ticket' })
    else if (has < owed) violations.push({ invariant: 'admittedPaidInFull', subject: person, detail: `admitted having paid ${has} of ${owed}` })
  }
  return violations
}

/** Valid (paid) and approved-unpaid tickets of a level never exceed its capacity: nothing is sold twice. */
export function levelWithinCapacity(book: TicketBook): InvariantViolation[] {
  const violations: InvariantViolation[] = []
  for (const level of book.levels) {
    const holding = book.tickets.filter((t) => t.tipo === level.tipo && (t.estado === 'pagada' || t.estado === 'creada')).length
    if (holding > level.capacity || level.left < 0) {
      violations.push({ invariant: 'levelWithinCapacity', subject: level.tipo, detail: `${holding} tickets hold units of ${level.capacity} (${level.left} left)` })
    }
  }
  return violations
}

/** One admission per person, whichever of their tickets they showed. */
export function oneAdmissionPerPerson(book: TicketBook): InvariantViolation[] {
  const tickets = new Map(book.tickets.map((t) => [t.id, t]))
  const count = new Map<string, number>()
  for (const admission of book.admissions) {
    const person = admittedPerson(admission, tickets)
    count.set(person, (count.get(person) ?? 0) + 1)
  }
  return [...count]
    .filter(([, n]) => n > 1)
    .map(([person, n]) => ({ invariant: 'oneAdmissionPerPerson' as const, subject: person, detail: `${n} admissions` }))
}

/**
 * Money at Webpay = what the person's records say was paid (per person: transfers move both), once no
 * payment of theirs is in flight.
 */
export function moneyMatchesWebpay(book: TicketBook): InvariantViolation[] {
  return book.money
    .filter((m) => m.inFlight !== true && m.atWebpay !== m.paid)
    .map((m) => ({ invariant: 'moneyMatchesWebpay' as const, subject: m.user, detail: `Webpay keeps ${m.atWebpay}, the records say ${m.paid}` }))
}

/** Every invariant over the book; an empty list when they all hold. */
export function ticketInvariantViolations(book: TicketBook): InvariantViolation[] {
  return [admittedPaidInFull(book), levelWithinCapacity(book), oneAdmissionPerPerson(book), moneyMatchesWebpay(book)].flat()
}

// ── Decision helpers: the same invariants, asked by the rules before they write ──────────────────

/** What a person's situation looks like to a rule that would change their tickets. */
export interface PersonFacts {
  /** Admitted at the door this edition (any of their tickets). */
  admitted: boolean
  /** Holds a valid (paid) or approved-unpaid ticket. */
  holdsValidTicket?: boolean
}

/**
 * An organiser refund gives the whole amount back: for an admitted person that leaves them inside
 * having paid less than their ticket (Admitted ⇒ paid in full). Refused; the organisers settle
 * anything else by hand (docs/decisions.md, "An admitted ticket is not refunded").
 */
export const refundBreaksAdmission = (holder: PersonFacts): boolean => holder.admitted

/**
 * A person may receive a transferred ticket only if it can be used: someone already admitted would be
 * refused at the door (one admission per person), and someone holding a valid ticket would hold two.
 */
export function receivingProblem(recipient: PersonFacts): 'admitted' | 'holdsTicket' | null {
  if (recipient.admitted) return 'admitted'
  if (recipient.holdsValidTicket) return 'holdsTicket'
  return null
}

// Supervised ticket transfer (issue #28): who may hand which ticket to whom, and until when. Pure: the
// SPA words the codes, PocketBase's hooks (pb_hooks/lib/transfer.js, through domain.generated.js)
// decide with the same rules inside the transaction.
import { receivingProblem } from './ticket-invariants'

/** A Chile calendar day, YYYY-MM-DD. */
const DAY = /^\d{4}-\d{2}-\d{2}$/

export const isTransferDeadline = (value: string): boolean => value === '' || (DAY.test(value) && new Date(`${value}T12:00:00Z`).toISOString().slice(0, 10) === value)

/** Transfers can be asked for through the deadline's last day (Chile); no deadline means closed. */
export const transfersOpen = (deadline: string, today: string): boolean => deadline !== '' && DAY.test(deadline) && today <= deadline

/** Why the recipient cannot take a ticket; the holder hears only `recipientNotEligible` (their privacy). */
export type RecipientProblem = 'recipientUnverified' | 'recipientLegalIncomplete' | 'recipientBanned' | 'recipientUnderReview' | 'recipientAdmitted' | 'recipientHoldsTicket'

/** Why a transfer cannot be asked for, approved or reversed. */
export type TransferRefusal =
  | 'closed'
  | 'notFound'
  | 'notPaid'
  | 'self'
  | 'recipientUnknown'
  | 'recipientNotEligible'
  | 'holderBusy'
  | 'admitted'
  | 'alreadyPending'
  | 'notPending'
  | 'notApproved'
  | 'ticketChanged'
  | 'originalHolderHolds'
  | RecipientProblem

export const TRANSFER_REFUSALS: readonly TransferRefusal[] = [
  'closed', 'notFound', 'notPaid', 'self', 'recipientUnknown', 'recipientNotEligible', 'holderBusy', 'admitted', 'alreadyPending',
  'notPending', 'notApproved', 'ticketChanged', 'originalHolderHolds',
  'recipientUnverified', 'recipientLegalIncomplete', 'recipientBanned', 'recipientUnderReview', 'recipientAdmitted', 'recipientHoldsTicket',
]

export interface RecipientFacts {
  verified: boolean
  /** A legal record with name and birthday: the legal minimum to hold a ticket. */
  legalName: string
  birthday: string
  banned: boolean
  underReview: boolean
  /** Holds a paid or unpaid ticket, or has a request in the queue: one admission per person. */
  holdsTicket: boolean
  /**
   * Was admitted at the door this edition (admissions of the current event): the door would refuse
   * the ticket (one admission per person) and the giver's paid ticket would be wasted.
   */
  admitted?: boolean
}

/** The first reason the recipient cannot take the ticket, or null. */
export function recipientProblem(facts: RecipientFacts): RecipientProblem | null {
  if (!facts.verified) return 'recipientUnverified'
  if (facts.legalName.trim() === '' || facts.birthday.trim() === '') return 'recipientLegalIncomplete'
  if (facts.banned) return 'recipientBanned'
  if (facts.underReview) return 'recipientUnderReview'
  const receiving = receivingProblem({ admitted: facts.admitted === true, holdsValidTicket: facts.holdsTicket })
  if (receiving === 'admitted') return 'recipientAdmitted'
  if (receiving === 'holdsTicket') return 'recipientHoldsTicket'
  return null
}

/** What the holder of a request is told: the recipient's own situation stays theirs. */
export const holderFacingRefusal = (refusal: TransferRefusal): TransferRefusal =>
  refusal.startsWith('recipient') && refusal !== 'recipientUnknown' ? 'recipientNotEligible' : refusal

/** An e-mail address or a username as typed: trimmed, one shape or the other. */
export function recipientQuery(value: string): { email: string } | { username: string } | null {
  const text = value.trim()
  if (text.length < 3 || text.length > 254) return null
  if (text.includes('@')) return /^[^\s@]+@[^\s@]+$/.test(text) ? { email: text.toLowerCase() } : null
  return /^[A-Za-z0-9_.-]{3,30}$/.test(text) ? { username: text } : null
}

export type TransferState = 'pendiente' | 'aprobada' | 'rechazada' | 'cancelada' | 'revertida'

export const TRANSFER_STATES: readonly TransferState[] = ['pendiente', 'aprobada', 'rechazada', 'cancelada', 'revertida']

export type TransferMailKind = 'given' | 'received' | 'reversedGiver' | 'reversedReceiver'

/** The bilingual mail each side gets (Spanish first); `level` names the ticket in each language. */
export function transferMail(kind: TransferMailKind, facts: { event: string; levelEs: string; levelEn: string; orderID: string; appUrl: string }): { subject: string; es: string[]; en: string[] } {
  const profile = `${facts.appUrl}/profile`
  switch (kind) {
    case 'given':
      return {
        subject: `${facts.event}: entrada traspasada · ticket transferred`,
        es: [`La organización aprobó el traspaso de tu entrada ${facts.levelEs}. Ya no es tuya: su código QR dejó de valer en la puerta.`, 'Si no lo pediste tú, responde este correo.'],
        en: [`The organisers approved the transfer of your ${facts.levelEn} ticket. It is no longer yours: its QR code no longer admits at the door.`, 'If you did not ask for this, reply to this e-mail.'],
      }
    case 'received':
      return {
        subject: `${facts.event}: recibiste una entrada · you received a ticket ${facts.orderID}`,
        es: [`La organización aprobó el traspaso a tu nombre de una entrada ${facts.levelEs} (orden ${facts.orderID}).`, `Tu código QR nuevo está en tu perfil: ${profile}. Lleva tu documento de identidad a la puerta.`],
        en: [`The organisers approved the transfer of a ${facts.levelEn} ticket to you (order ${facts.orderID}).`, `Your new QR code is on your profile: ${profile}. Bring your identity document to the door.`],
      }
    case 'reversedGiver':
      return {
        subject: `${facts.event}: tu entrada volvió · your ticket is back ${facts.orderID}`,
        es: [`La organización revirtió el traspaso: la entrada ${facts.levelEs} vuelve a ser tuya (orden ${facts.orderID}).`, `Tu código QR nuevo está en tu perfil: ${profile}.`],
        en: [`The organisers reversed the transfer: the ${facts.levelEn} ticket is yours again (order ${facts.orderID}).`, `Your new QR code is on your profile: ${profile}.`],
      }
    case 'reversedReceiver':
      return {
        subject: `${facts.event}: traspaso revertido · transfer reversed`,
        es: [`La organización revirtió el traspaso de la entrada ${facts.levelEs} que recibiste: ya no es tuya y su código QR dejó de valer.`, 'Si crees que es un error, responde este correo.'],
        en: [`The organisers reversed the transfer of the ${facts.levelEn} ticket you received: it is no longer yours and its QR code no longer admits.`, 'If you think this is a mistake, reply to this e-mail.'],
      }
  }
}

import type { Admission, DoorEdition, DoorTicket } from '@/api/checkin'
import { verifyTicket } from '@/domain/ticket-signature'

/** What a scanned QR holds: the ticket id and, on signed QR codes, its type code and signature. */
export interface ScannedCode {
  id: string
  tipo?: string
  signature?: string
  /** The order prefix of the ticket's edition, on QR codes made since editions are a scope. */
  edicion?: string
}

const REFUSED_BY_ESTADO: Partial<Record<DoorTicket['estado'], DoorTicket['verdict']>> = {
  reemplazada: 'replaced',
  reembolsada: 'refunded',
  transferida: 'transferred',
  creada: 'unpaid',
  rechazada: 'rejected',
  vencida: 'rejected',
}

/** The same order of reasons as the server (pb_hooks/lib/checkin.js verdictOf). */
function verdictOf(estado: DoorTicket['estado'], banned: boolean, admission: Admission | null, voided: boolean, refunding: boolean): DoorTicket['verdict'] {
  if (voided) return 'void'
  if (banned) return 'banned'
  const refused = REFUSED_BY_ESTADO[estado]
  if (refused) return refused
  if (estado !== 'pagada') return 'rejected'
  if (admission) return 'alreadyAdmitted'
  return refunding ? 'refunding' : 'admit'
}

/**
 * The door's decision with no network. A signed QR must verify with the public key (a forged or
 * altered one is refused even for a listed id); the synced list then decides, and carries revocations;
 * a ticket of the synced edition paid after the last sync is admitted on its valid signature alone;
 * one whose signed edition is another is refused (`otherEdition`), and one whose QR names no edition
 * (made before editions were a scope) is not admitted unlisted. This device's own admissions of the
 * holder (`local`, with any of their tickets) count as admitted.
 */
export async function offlineDoor(
  code: ScannedCode,
  listed: DoorTicket | undefined,
  local: Admission | null,
  publicKey: string,
  edition: DoorEdition | null,
): Promise<DoorTicket> {
  const signed = code.tipo !== undefined || code.signature !== undefined
  const valid = signed && (await verifyTicket(publicKey, { id: code.id, tipo: code.tipo ?? '', signature: code.signature ?? '', ...(code.edicion !== undefined ? { edicion: code.edicion } : {}) }))
  const blank: DoorTicket = {
    id: code.id,
    holder: '',
    voided: false,
    orderID: '',
    edicion: '',
    estado: 'pagada',
    tipo: code.tipo ?? '',
    nombreTipo: '',
    nombreTipoIngles: '',
    badge: '',
    legalName: '',
    documentTail: '',
    avatar: '',
    banned: false,
    admission: null,
    verdict: 'unverifiable',
    offline: true,
  }
  if (signed && !valid) return { ...(listed ?? blank), avatar: '', verdict: 'forged', offline: true }
  // A list synced before it named its edition may hold another edition's tickets with their old verdicts.
  if (edition === null) return { ...(listed ?? blank), avatar: '', verdict: 'unverifiable', offline: true }
  if (valid && edition && code.edicion !== undefined && code.edicion !== edition.prefix) {
    return { ...(listed ?? blank), avatar: '', edicion: edition.years[code.edicion] ?? code.edicion, verdict: 'otherEdition', offline: true }
  }
  // Unlisted, a valid signature admits only a QR naming the edition this phone synced for.
  if (!listed && (!valid || code.edicion === undefined)) return blank
  const base = listed ?? blank
  const admission = local ?? base.admission
  // An organiser refund in flight at the last sync travels as the list's verdict (issue #37).
  const refunding = base.verdict === 'refunding'
  return { ...base, avatar: '', admission, verdict: verdictOf(base.estado, base.banned, admission, base.voided, refunding), offline: true }
}

import type { Admission, DoorTicket } from '@/api/checkin'
import { verifyTicket } from '@/domain/ticket-signature'

/** What a scanned QR holds: the ticket id and, on signed QR codes, its type code and signature. */
export interface ScannedCode {
  id: string
  tipo?: string
  signature?: string
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
function verdictOf(estado: DoorTicket['estado'], banned: boolean, admission: Admission | null, voided: boolean): DoorTicket['verdict'] {
  if (voided) return 'void'
  if (banned) return 'banned'
  const refused = REFUSED_BY_ESTADO[estado]
  if (refused) return refused
  if (estado !== 'pagada') return 'rejected'
  return admission ? 'alreadyAdmitted' : 'admit'
}

/**
 * The door's decision with no network. A signed QR must verify with the public key (a forged or
 * altered one is refused even for a listed id); the synced list then decides, and carries revocations;
 * a ticket paid after the last sync is admitted on its valid signature alone. This device's own
 * admissions of the holder (`local`, with any of their tickets) count as admitted.
 */
export async function offlineDoor(
  code: ScannedCode,
  listed: DoorTicket | undefined,
  local: Admission | null,
  publicKey: string,
): Promise<DoorTicket> {
  const signed = code.tipo !== undefined || code.signature !== undefined
  const valid = signed && (await verifyTicket(publicKey, { id: code.id, tipo: code.tipo ?? '', signature: code.signature ?? '' }))
  const blank: DoorTicket = {
    id: code.id,
    holder: '',
    voided: false,
    orderID: '',
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
  if (!listed && !valid) return blank
  const base = listed ?? blank
  const admission = local ?? base.admission
  return { ...base, avatar: '', admission, verdict: verdictOf(base.estado, base.banned, admission, base.voided), offline: true }
}

import { ClientResponseError } from 'pocketbase'
import { pb } from './pocketbase'
import type { IssuedState } from '@/types/pocketbase'

/** What the door decides for a ticket (pb_hooks/lib/checkin.js); `admitted` answers the admission itself. */
export type DoorVerdict = 'admit' | 'admitted' | 'alreadyAdmitted' | 'void' | 'otherEdition' | 'banned' | 'replaced' | 'refunded' | 'refunding' | 'transferred' | 'unpaid' | 'rejected'
/** Staff found that the person does not match the ticket's legal name or document: refused and audited. */
export type MismatchVerdict = 'mismatch'
/** Verdicts only the scanner gives offline: a QR whose signature fails, or a ticket it cannot check. */
export type OfflineVerdict = 'forged' | 'unverifiable'

/** The edition the door is held for, as the last sync named it: its order prefix and year. */
export interface DoorEdition {
  prefix: string
  year: string
  /** Every edition's year by its order prefix: a phone offline names the edition of a QR it refuses. */
  years: Record<string, string>
}

export interface Admission {
  /** PocketBase date text, UTC. */
  at: string
  /** The moderator's name, or e-mail when it has none. */
  by: string
  origin: 'online' | 'offline'
}

/** The door's view of one issued ticket; moderators only, never health data. */
export interface DoorTicket {
  id: string
  /** The holder's account id: admission is per person, whichever of their tickets they show. */
  holder: string
  /** The holder deleted their account: the ticket is void (docs/privacy.md). */
  voided: boolean
  orderID: string
  /** The year of the ticket's edition (its order prefix's), for "a ticket of the 2025 edition". */
  edicion: string
  estado: IssuedState
  tipo: string
  nombreTipo: string
  nombreTipoIngles: string
  badge: string
  legalName: string
  /** The document number's last characters (`•••785`), for staff to compare with the physical ID. */
  documentTail: string
  /** A path on the PocketBase origin, or '' without avatar. */
  avatar: string
  banned: boolean
  admission: Admission | null
  verdict: DoorVerdict | OfflineVerdict | MismatchVerdict
  /** Decided on this device from the synced list and the QR signature, without the server. */
  offline?: boolean
}

export interface QueuedAdmission {
  ticket: string
  /** ISO instant in UTC, YYYY-MM-DDTHH:MM:SS.sssZ. */
  at: string
}

/** An admission this device made offline, kept until the server has it. */
export interface LocalAdmission extends QueuedAdmission {
  /** The moderator who admitted, as shown on this device. */
  by: string
  /** Whom it admitted: their other tickets count as admitted on this device too. */
  holder?: string
}

export interface SyncResult {
  ticket: string
  status: 'admitted' | 'synced' | 'conflict' | 'unknown'
  reason?: DoorVerdict
  admission?: Admission | null
}

export interface CheckinConflict {
  id: string
  ticket: string
  orderID: string
  badge: string
  device: string
  moderatorName: string
  attemptedAt: string
  reason: DoorVerdict
  existing: Admission | null
  reportedAt: string
}

const path = (id: string) => `/api/mi/checkin/${encodeURIComponent(id)}`

/** Door check-in through the moderator-only routes of pb_hooks/checkin.pb.js. */
export const checkinApi = {
  inspect: (id: string) => pb.send<DoorTicket>(path(id), { method: 'GET', requestKey: null }),
  /** Admits once; a refusal (409) is an answer too: the door's view with the reason. */
  async admit(id: string, device: string): Promise<DoorTicket> {
    try {
      return await pb.send<DoorTicket>(path(id), { method: 'POST', body: { device }, requestKey: null })
    } catch (err) {
      if (err instanceof ClientResponseError && err.status === 409) return err.response as unknown as DoorTicket
      throw err
    }
  },
  /** Refuses this scan because the person does not match the ticket (audited on the server). */
  mismatch: (id: string) => pb.send<DoorTicket>(`${path(id)}/mismatch`, { method: 'POST', requestKey: null }),
  /** Every issued ticket as the door needs it offline (revoked ones included). */
  list: () => pb.send<{ tickets: DoorTicket[]; edition: DoorEdition; at: string }>('/api/mi/checkin-list', { method: 'GET', requestKey: null }),
  /** Sends the admissions this device made offline; each comes back admitted, synced or as a conflict. */
  sync: (device: string, admissions: QueuedAdmission[]) =>
    pb.send<{ results: SyncResult[] }>('/api/mi/checkin-sync', {
      method: 'POST',
      body: { device, admissions: admissions.map(({ ticket, at }) => ({ ticket, at })) },
      requestKey: null,
    }),
  conflicts: () => pb.send<{ conflicts: CheckinConflict[] }>('/api/mi/checkin-conflicts', { method: 'GET', requestKey: null }),
  /** The avatar's address on the PocketBase origin. */
  avatarUrl: (door: Pick<DoorTicket, 'avatar'>) => (door.avatar ? `${pb.baseURL.replace(/\/$/, '')}${door.avatar}` : ''),
}

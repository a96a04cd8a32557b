import { ClientResponseError } from 'pocketbase'
import { pb } from './pocketbase'
import type { IssuedState } from '@/types/pocketbase'

/** What the door decides for a ticket (pb_hooks/lib/checkin.js); `admitted` answers the admission itself. */
export type DoorVerdict = 'admit' | 'admitted' | 'alreadyAdmitted' | 'banned' | 'replaced' | 'refunded' | 'unpaid' | 'rejected'

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
  orderID: string
  estado: IssuedState
  tipo: string
  nombreTipo: string
  nombreTipoIngles: string
  badge: string
  legalName: string
  /** A path on the PocketBase origin, or '' without avatar. */
  avatar: string
  banned: boolean
  admission: Admission | null
  verdict: DoorVerdict
}

const path = (id: string) => `/api/mi/checkin/${encodeURIComponent(id)}`

/** Door check-in through the moderator-only routes of pb_hooks/checkin.pb.js. */
export const checkinApi = {
  inspect: (id: string) => pb.send<DoorTicket>(path(id), { method: 'GET', requestKey: null }),
  /** Admits once; a refusal (409) is an answer too: the door's view with the reason. */
  async admit(id: string): Promise<DoorTicket> {
    try {
      return await pb.send<DoorTicket>(path(id), { method: 'POST', requestKey: null })
    } catch (err) {
      if (err instanceof ClientResponseError && err.status === 409) return err.response as unknown as DoorTicket
      throw err
    }
  },
  /** The avatar's address on the PocketBase origin. */
  avatarUrl: (door: Pick<DoorTicket, 'avatar'>) => (door.avatar ? `${pb.baseURL.replace(/\/$/, '')}${door.avatar}` : ''),
}

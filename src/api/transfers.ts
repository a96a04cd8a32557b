import type { TransferState } from '@/domain/ticket-transfer'
import { pb } from './pocketbase'

/** A ticket type's code and names, as the transfer routes answer them. */
export interface TransferLevel {
  tipo: string
  es: string
  en: string
}

/** One of the signed-in person's transfers (pb_hooks/lib/transfer-views.js `mine`). */
export interface MyTransfer {
  id: string
  direction: 'out' | 'in'
  estado: TransferState
  /** The ticket asked about, only for the person who asked. */
  ticket: string
  level: TransferLevel
  /** The other person's username. */
  other: string
  created: string
  resolved: string | null
}

export interface MyTransfers {
  /** The current edition's deadline (YYYY-MM-DD, Chile), '' when transfers are closed. */
  deadline: string
  open: boolean
  transfers: MyTransfer[]
}

export interface TransferPerson {
  username: string
  email: string
  legalName: string
}

/** A transfer as moderators see it (`forModerators`). */
export interface StaffTransfer {
  id: string
  estado: TransferState
  orderID: string
  newOrderID: string
  level: TransferLevel
  from: TransferPerson
  to: TransferPerson
  created: string
  resolved: string | null
  reversed: string | null
}

export interface StaffTransfers {
  pending: StaffTransfer[]
  resolved: StaffTransfer[]
}

export type StaffTransferAction = 'approve' | 'refuse' | 'reverse'

const route = (id: string, action: string) => `/api/mi/transfers/${encodeURIComponent(id)}/${action}`

/** Supervised ticket transfers (pb_hooks/transfers.pb.js): every decision is the server's. */
export const transfersApi = {
  mine: () => pb.send<MyTransfers>('/api/mi/transfers/mine', { requestKey: null }),
  ask: (ticket: string, to: string) => pb.send<{ id: string; estado: TransferState }>('/api/mi/transfers', { method: 'POST', body: { ticket, to } }),
  cancel: (id: string) => pb.send<{ id: string; estado: TransferState }>(route(id, 'cancel'), { method: 'POST' }),
  /** Moderators: open requests and the last resolved ones. */
  staffList: () => pb.send<StaffTransfers>('/api/mi/transfers', { requestKey: null }),
  act: (id: string, action: StaffTransferAction) => pb.send<{ id: string; estado: TransferState; mailed: boolean }>(route(id, action), { method: 'POST' }),
  deadline: () => pb.send<{ edition: string; inicio: string; deadline: string }>('/api/mi/transfer-deadline', { requestKey: null }),
  /** Organisers: '' closes transfers. */
  setDeadline: (deadline: string) => pb.send<{ deadline: string }>('/api/mi/transfer-deadline', { method: 'PUT', body: { deadline } }),
}

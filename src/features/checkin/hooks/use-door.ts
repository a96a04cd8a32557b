import { useCallback, useEffect, useState } from 'react'
import { ClientResponseError } from 'pocketbase'
import { checkinApi, type DoorTicket } from '@/api/checkin'
import { env } from '@/config/env'
import { doorStore } from '../door-store'
import { offlineDoor, type ScannedCode } from '../offline-door'

type DoorState = { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'ready'; door: DoorTicket }

/** No answer from the server at all (Wi-Fi down, server unreachable), as opposed to a refusal. */
const isNetworkFailure = (err: unknown) => err instanceof ClientResponseError && err.status === 0 && !err.isAbort

async function decideOffline(code: ScannedCode): Promise<DoorTicket> {
  const [listed, pending, edition] = await Promise.all([doorStore.ticket(code.id), doorStore.pending(), doorStore.edition()])
  // This device's admission of the same person, with this ticket or another of theirs (an upgrade).
  const queued = pending.find((admission) => admission.ticket === code.id || (!!listed?.holder && admission.holder === listed.holder))
  const local = queued ? { at: queued.at, by: queued.by, origin: 'offline' as const } : null
  return offlineDoor(code, listed, local, env.ticketPublicKey, edition)
}

/**
 * One ticket at the door: asks the server, or, when the network is gone, decides on this device
 * (signed QR + synced list) and queues the admission for the next sync. Mount it with `key` so a new
 * ticket starts from a fresh state. `me` names this moderator on admissions made offline.
 */
export function useDoor(code: ScannedCode, me: string) {
  const { id, tipo, signature, edicion } = code
  const [state, setState] = useState<DoorState>({ status: 'loading' })
  const [admitting, setAdmitting] = useState(false)
  useEffect(() => {
    let active = true
    checkinApi
      .inspect(id)
      .catch((err: unknown) => {
        if (isNetworkFailure(err)) return decideOffline({ id, tipo, signature, edicion })
        throw err
      })
      .then((door) => active && setState({ status: 'ready', door }))
      .catch((err: unknown) => {
        console.error(err)
        const missing = err instanceof ClientResponseError && (err.status === 404 || err.status === 400)
        if (active) setState({ status: missing ? 'missing' : 'error' })
      })
    return () => {
      active = false
    }
  }, [id, tipo, signature, edicion])

  const admitOffline = useCallback(
    async (door: DoorTicket) => {
      const at = new Date().toISOString()
      const first = await doorStore.queue({ ticket: door.id, at, by: me, holder: door.holder })
      const queued = first ? { ticket: door.id, at, by: me } : await doorStore.queued(door.id)
      const admission = { at: queued?.at ?? at, by: queued?.by ?? me, origin: 'offline' as const }
      return { ...door, admission, verdict: first ? ('admitted' as const) : ('alreadyAdmitted' as const) }
    },
    [me],
  )

  const admit = useCallback(async () => {
    if (state.status !== 'ready') return
    setAdmitting(true)
    try {
      const current = state.door
      if (current.offline) {
        setState({ status: 'ready', door: await admitOffline(current) })
        return
      }
      try {
        // Without IndexedDB (some private windows) the phone still admits online, just without a device id.
        const device = await doorStore.deviceId().catch(() => '')
        setState({ status: 'ready', door: await checkinApi.admit(current.id, device) })
      } catch (err) {
        // The answer was lost: queue it. If the server did admit it, the sync recognises this device's own admission.
        if (!isNetworkFailure(err)) throw err
        setState({ status: 'ready', door: await admitOffline({ ...current, offline: true }) })
      }
    } catch (err) {
      console.error(err)
      setState({ status: 'error' })
    } finally {
      setAdmitting(false)
    }
  }, [state, admitOffline])
  /** The person does not match the ticket: refused on this scan, audited online; offline only shown. */
  const refuseMismatch = useCallback(async () => {
    if (state.status !== 'ready') return
    setAdmitting(true)
    try {
      const current = state.door
      const door = current.offline ? current : await checkinApi.mismatch(current.id).catch((err: unknown) => {
        if (isNetworkFailure(err)) return current
        throw err
      })
      setState({ status: 'ready', door: { ...door, verdict: 'mismatch' } })
    } catch (err) {
      console.error(err)
      setState({ status: 'error' })
    } finally {
      setAdmitting(false)
    }
  }, [state])
  return { state, admitting, admit, refuseMismatch }
}

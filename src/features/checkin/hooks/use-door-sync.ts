import { useCallback, useEffect, useState } from 'react'
import { checkinApi, type CheckinConflict } from '@/api/checkin'
import { doorStore } from '../door-store'
import { syncDoor } from '../door-sync'

const SYNC_EVERY_MS = 60_000

/**
 * Keeps this device's door list fresh and its offline admissions flowing to the server: at start,
 * when the browser comes back online, every minute, and on demand. Also loads the conflicts.
 */
export function useDoorSync() {
  const [online, setOnline] = useState(() => navigator.onLine)
  const [syncedAt, setSyncedAt] = useState<string | null>(null)
  const [pending, setPending] = useState(0)
  const [failed, setFailed] = useState(false)
  const [conflicts, setConflicts] = useState<CheckinConflict[]>([])

  const sync = useCallback(async () => {
    try {
      await syncDoor()
      setConflicts((await checkinApi.conflicts()).conflicts)
      setFailed(false)
    } catch (err) {
      console.warn('Door sync failed; the queue stays on this device.', err)
      setFailed(true)
    }
    setSyncedAt(await doorStore.syncedAt())
    setPending((await doorStore.pending()).length)
  }, [])

  useEffect(() => {
    const sync0 = window.setTimeout(() => void sync(), 0)
    const onOnline = () => {
      setOnline(true)
      void sync()
    }
    const onOffline = () => setOnline(false)
    window.addEventListener('online', onOnline)
    window.addEventListener('offline', onOffline)
    const timer = window.setInterval(() => void sync(), SYNC_EVERY_MS)
    return () => {
      window.clearTimeout(sync0)
      window.clearInterval(timer)
      window.removeEventListener('online', onOnline)
      window.removeEventListener('offline', onOffline)
    }
  }, [sync])

  return { online, syncedAt, pending, failed, conflicts, sync }
}

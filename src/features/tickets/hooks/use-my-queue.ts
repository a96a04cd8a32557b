import { useCallback, useEffect, useState } from 'react'
import { entradasPedidasApi } from '@/api/entradas-pedidas'
import { useRealtime } from '@/hooks/use-realtime'
import type { TicketRequestRecord } from '@/types/pocketbase'

// Others' requests send no events to this user (rules), so the position is also refreshed now and then.
const POSITION_REFRESH_MS = 30_000

interface Queue {
  userId: string
  requests: TicketRequestRecord[]
  position: number | null
  latest: TicketRequestRecord | null
}

/** The signed-in user's open requests, their place in the queue and a declined last request, kept fresh by realtime. */
export function useMyQueue(userId: string | null) {
  const [loaded, setLoaded] = useState<Queue | null>(null)
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((v) => v + 1), [])
  useEffect(() => {
    if (!userId) return
    let current = true
    Promise.all([entradasPedidasApi.listOpenMine(userId), entradasPedidasApi.queuePosition(), entradasPedidasApi.latestMine(userId)]).then(
      ([requests, position, latest]) => current && setLoaded({ userId, requests, position, latest }),
      (err: unknown) => console.error(err),
    )
    return () => {
      current = false
    }
  }, [userId, version])
  const mine = loaded && loaded.userId === userId ? loaded : null
  const waiting = (mine?.requests.length ?? 0) > 0
  useEffect(() => {
    if (!waiting) return
    const timer = setInterval(reload, POSITION_REFRESH_MS)
    return () => clearInterval(timer)
  }, [waiting, reload])
  useRealtime(entradasPedidasApi.subscribe, reload, userId !== null)
  // "Agotada" closes the request: the buyer hears about it until they ask for another ticket.
  const declined = mine?.latest?.estado === 'agotada' ? mine.latest : null
  return { requests: mine?.requests ?? [], position: mine?.position ?? null, declined, reload }
}

import { useCallback, useEffect, useState } from 'react'
import { entradasUsuarioApi } from '@/api/entradas-usuario'
import { useRealtime } from '@/hooks/use-realtime'
import type { BadgeSummaryRecord } from '@/types/pocketbase'

/** The signed-in user's badge summary (type held, amount paid), kept fresh by realtime. */
export function useHeldBadge(userId: string | null) {
  const [loaded, setLoaded] = useState<{ userId: string; badge: BadgeSummaryRecord | null } | null>(null)
  const [version, setVersion] = useState(0)
  useEffect(() => {
    if (!userId) return
    let current = true
    entradasUsuarioApi.getMine(userId).then(
      (badge) => current && setLoaded({ userId, badge }),
      (err: unknown) => console.error(err),
    )
    return () => {
      current = false
    }
  }, [userId, version])
  useRealtime(
    entradasUsuarioApi.subscribe,
    useCallback(() => setVersion((v) => v + 1), []),
    userId !== null,
  )
  return loaded && loaded.userId === userId ? loaded.badge : null
}

import { useCallback, useEffect, useState } from 'react'
import { entradasApi } from '@/api/entradas'
import { useRealtime } from '@/hooks/use-realtime'
import type { TicketTypeRecord } from '@/types/pocketbase'

export type LoadState = 'loading' | 'ready' | 'error'

/** Ticket types shown to buyers, cheapest first, kept fresh by realtime. */
export function useCatalogue() {
  const [types, setTypes] = useState<TicketTypeRecord[]>([])
  const [state, setState] = useState<LoadState>('loading')
  const [version, setVersion] = useState(0)
  useEffect(() => {
    let current = true
    entradasApi.listForBuyers().then(
      (list) => {
        if (!current) return
        setTypes(list)
        setState('ready')
      },
      (err: unknown) => {
        console.error(err)
        if (current) setState((s) => (s === 'ready' ? s : 'error'))
      },
    )
    return () => {
      current = false
    }
  }, [version])
  useRealtime(
    entradasApi.subscribe,
    useCallback(() => setVersion((v) => v + 1), []),
  )
  return { types, state }
}

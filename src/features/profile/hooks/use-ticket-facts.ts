import { useEffect, useState } from 'react'
import { entradasApi } from '@/api/entradas'
import { entradasEntregadasApi } from '@/api/entradas-entregadas'
import { entradasUsuarioApi } from '@/api/entradas-usuario'
import type { TicketFacts } from '../ticket-display'

export type TicketFactsState = { status: 'loading' } | { status: 'error' } | ({ status: 'ready' } & TicketFacts)

/** What the ticket section needs: the offers buyers see, the user's badge summary and issued tickets. */
export function useTicketFacts(userId: string): TicketFactsState {
  const [state, setState] = useState<TicketFactsState>({ status: 'loading' })
  useEffect(() => {
    let current = true
    Promise.all([entradasApi.listForBuyers(), entradasUsuarioApi.getMine(userId), entradasEntregadasApi.listMine(userId)]).then(
      ([offers, badge, issued]) => current && setState({ status: 'ready', offers, badge, issued }),
      (err: unknown) => {
        if (!current) return
        console.error(err)
        setState({ status: 'error' })
      },
    )
    return () => {
      current = false
    }
  }, [userId])
  return state
}

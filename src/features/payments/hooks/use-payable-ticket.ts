import { useCallback, useEffect, useState } from 'react'
import { entradasEntregadasApi } from '@/api/entradas-entregadas'
import { useRealtime } from '@/hooks/use-realtime'
import type { IssuedTicketRecord, TicketTypeRecord } from '@/types/pocketbase'

export interface PayableTicket {
  ticket: IssuedTicketRecord
  type: TicketTypeRecord | null
}

async function fetchPayable(userId: string): Promise<PayableTicket | null> {
  const tickets = await entradasEntregadasApi.listMineWithType(userId)
  const ticket = tickets.find((t) => t.estado === 'creada')
  return ticket ? { ticket, type: ticket.expand?.tipo ?? null } : null
}

/** The signed-in buyer's granted ticket (issued, unpaid, not rejected), kept fresh by realtime. */
export function usePayableTicket(userId: string | null) {
  const [payable, setPayable] = useState<PayableTicket | null>(null)
  const load = useCallback(async () => {
    if (!userId) return
    try {
      setPayable(await fetchPayable(userId))
    } catch (err) {
      console.error(err)
    }
  }, [userId])
  useEffect(() => {
    if (!userId) return
    let active = true
    fetchPayable(userId)
      .then((found) => {
        if (active) setPayable(found)
      })
      .catch((err: unknown) => console.error(err))
    return () => {
      active = false
    }
  }, [userId])
  useRealtime(entradasEntregadasApi.subscribe, () => void load(), userId !== null)
  // After a logout or an account switch, an earlier answer is not shown.
  return { payable: userId && payable?.ticket.user === userId ? payable : null }
}

import { useCallback, useState } from 'react'
import { entradasPedidasApi } from '@/api/entradas-pedidas'
import type { SessionUser } from '@/stores/preferences-slice'
import { outcomeOfAnswer, outcomeOfError, type RequestOutcome } from '../request-outcome'

/** "Join the queue": calls pideentrada and keeps the outcome for the results modal. */
export function useRequestTicket(user: SessionUser | null, onRequested: () => void) {
  const [outcome, setOutcome] = useState<RequestOutcome | null>(null)
  const [pendingId, setPendingId] = useState<string | null>(null)
  const request = useCallback(
    async (ticketTypeId: string) => {
      if (!user || user.collectionName !== 'users') {
        setOutcome({ kind: 'notLoggedIn' })
        return
      }
      setPendingId(ticketTypeId)
      try {
        const answer = await entradasPedidasApi.request(user.id, ticketTypeId)
        const next = outcomeOfAnswer(answer.message)
        setOutcome(next)
        if (next.kind === 'success') onRequested()
      } catch (err) {
        if (!(err instanceof Error) || !('status' in err)) console.error(err)
        setOutcome(outcomeOfError(err))
      } finally {
        setPendingId(null)
      }
    },
    [user, onRequested],
  )
  return { outcome, pendingId, request, dismiss: useCallback(() => setOutcome(null), []) }
}

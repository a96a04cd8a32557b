import { useCallback, useState } from 'react'
import type { SessionUser } from '@/stores/preferences-slice'
import { useRequestTicketMutation } from '../queue-queries'
import { outcomeOfAnswer, outcomeOfError, type RequestOutcome } from '../request-outcome'

/** "Join the queue": the pideentrada mutation (its tags read the buyer's queue again), and the outcome for the results modal. */
export function useRequestTicket(user: SessionUser | null) {
  const [outcome, setOutcome] = useState<RequestOutcome | null>(null)
  const [requestTicket, { isLoading, originalArgs }] = useRequestTicketMutation()
  const request = useCallback(
    async (ticketTypeId: string) => {
      if (!user || user.collectionName !== 'users') {
        setOutcome({ kind: 'notLoggedIn' })
        return
      }
      try {
        const answer = await requestTicket({ userId: user.id, ticketTypeId }).unwrap()
        setOutcome(outcomeOfAnswer(answer.message))
      } catch (err) {
        setOutcome(outcomeOfError(err))
      }
    },
    [user, requestTicket],
  )
  const pendingId = isLoading ? (originalArgs?.ticketTypeId ?? null) : null
  return { outcome, pendingId, request, dismiss: useCallback(() => setOutcome(null), []) }
}

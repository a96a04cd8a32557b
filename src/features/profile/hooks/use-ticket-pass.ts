import { useEffect } from 'react'
import { skipToken } from '@reduxjs/toolkit/query/react'
import { editionOfPrefix, editionYear } from '@/domain/edition'
import { orderPrefixOf } from '@/domain/order-id'
import { useEdition, useEditions, useSale } from '@/hooks/use-edition'
import type { SessionUser } from '@/stores/preferences-slice'
import { useMyIssuedTicketsQuery, useMyPersonalInfoQuery } from '@/stores/server-queries'
import { clearTicketPass, paidTicketOf, passIsCurrent, passOf, samePass, saveTicketPass, useStoredTicketPass, type TicketPass } from '@/stores/ticket-pass'
import { useSignedQrText } from './use-signed-qr'

/**
 * What /mientrada shows: `live` from the server's answers (saved on the device as it arrives),
 * `saved` from the device while those are on their way or when they fail (`offline`: they failed),
 * `none` for an account without a paid ticket, `loading`/`error` when there is nothing to show yet.
 * Only the current edition's ticket is a pass; until the editions are read, the newest paid one is.
 */
export type TicketPassState =
  | { status: 'live'; pass: TicketPass }
  | { status: 'saved'; pass: TicketPass; offline: boolean }
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }

export function useTicketPass(user: SessionUser): TicketPassState {
  const stored = useStoredTicketPass(user.id)
  const currentPrefix = useSale()?.edition.prefijoOrden ?? null
  const saved = stored && passIsCurrent(stored, currentPrefix) ? stored : null
  // Issued tickets are readable by verified accounts only (API rules); an unverified one holds none.
  const issued = useMyIssuedTicketsQuery(user.verified ? user.id : skipToken)
  const personal = useMyPersonalInfoQuery(user.id)
  const editions = useEditions()
  const siteEdition = useEdition()
  const ticket = issued.data ? paidTicketOf(issued.data, currentPrefix) : null
  const ticketEdition = ticket && editions ? editionOfPrefix(editions, orderPrefixOf(ticket.orderID)) : null
  const known = ticketEdition ?? siteEdition
  // Until the editions are read the pass names no year rather than a guessed one.
  const year = known ? editionYear(known) : ''
  const qr = useSignedQrText(ticket?.id ?? null)

  const personalSettled = personal.data !== undefined || personal.isError
  let live: TicketPass | null = null
  if (ticket && qr && personalSettled) {
    // A signed copy already saved for this ticket beats the plain address while the signed one is on its way.
    const keepSigned = !qr.signed && saved?.ticketId === ticket.id && saved.signed
    live = passOf({
      userId: user.id,
      ticket,
      qr: keepSigned ? saved.qr : qr.text,
      signed: keepSigned || qr.signed,
      badgeName: personal.data ? personal.data.Badge : (saved?.badgeName ?? ''),
      editionYear: year,
    })
  }
  const holdsNone = !user.verified || (issued.data !== undefined && !ticket)
  // Another edition's copy is never shown again: dropped as soon as the editions name the current one.
  const stale = stored !== null && stored.edition !== '' && !passIsCurrent(stored, currentPrefix)

  useEffect(() => {
    if (holdsNone) {
      if (stored) clearTicketPass()
    } else if (live && !samePass(saved, live)) {
      saveTicketPass(live)
    } else if (stale) {
      clearTicketPass()
    }
  }, [holdsNone, live, saved, stored, stale])

  if (holdsNone) return { status: 'none' }
  if (live) return { status: 'live', pass: live }
  const failed = issued.isError || (ticket !== null && personal.isError)
  if (saved) return { status: 'saved', pass: saved, offline: failed }
  if (failed) return { status: 'error', retry: () => void issued.refetch() }
  return { status: 'loading' }
}

import { NavLink } from 'react-router-dom'
import { skipToken } from '@reduxjs/toolkit/query/react'
import { entradasEntregadasApi } from '@/api/entradas-entregadas'
import { paths } from '@/config/paths'
import { orderPrefixOf } from '@/domain/order-id'
import { useSale } from '@/hooks/use-edition'
import { useT } from '@/i18n/use-t'
import type { SessionUser } from '@/stores/preferences-slice'
import { read, serverState } from '@/stores/server-state'
import { passIsCurrent, useStoredTicketPass } from '@/stores/ticket-pass'
import './nav-ticket.css'

/**
 * The editions (order prefixes) of the account's paid tickets. Read once per visit (the navigation stays
 * mounted), without the realtime follow of the profile's read: a payment comes back from Webpay as a new page load.
 */
const navTicketQueries = serverState.injectEndpoints({
  endpoints: (build) => ({
    paidTicketEditions: build.query<string[], string>({
      queryFn: (userId) =>
        read(async () =>
          (await entradasEntregadasApi.listMineWithType(userId)).filter((ticket) => ticket.estado === 'pagada').map((ticket) => orderPrefixOf(ticket.orderID)),
        ),
      providesTags: ['IssuedTickets'],
    }),
  }),
})

/**
 * "Mi entrada": one tap from any page to the holder's QR (/mientrada, issue 39), in the header bar at
 * every width (outside the phone's folded menu). Shown for a paid ticket of the current edition (of
 * any while the editions load), or, before the read answers or with no network, for the ticket saved
 * on this device.
 */
export function NavTicket({ user }: { user: SessionUser }) {
  const t = useT()
  const paid = navTicketQueries.usePaidTicketEditionsQuery(user.verified ? user.id : skipToken)
  const saved = useStoredTicketPass(user.id)
  const currentPrefix = useSale()?.edition.prefijoOrden ?? null
  const holds = paid.data?.some((prefix) => currentPrefix === null || prefix === currentPrefix)
  const shown = user.verified && (holds ?? (saved !== null && passIsCurrent(saved, currentPrefix)))
  if (!shown) return null
  return (
    <NavLink to={paths.myTicket} className="nav__ticket" aria-label={t.nav.myTicketLabel}>
      <TicketIcon />
      <span>{t.nav.myTicket}</span>
    </NavLink>
  )
}

function TicketIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <g fill="currentColor">
        <path d="M3 3h7v7H3zM5 5v3h3V5zM14 3h7v7h-7zM16 5v3h3V5zM3 14h7v7H3zM5 16v3h3v-3z" fillRule="evenodd" />
        <path d="M14 14h3v3h-3zM18 14h3v3h-3zM14 18h3v3h-3zM18 18h3v3h-3z" />
      </g>
    </svg>
  )
}

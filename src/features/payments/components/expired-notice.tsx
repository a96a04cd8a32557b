import { EVENT } from '@/domain/event'
import { dateFormat } from '@/domain/date-format'
import { pocketBaseDate } from '@/domain/pocketbase-date'
import { parseTicketCode } from '@/domain/ticket-levels'
import { useCopy } from '@/i18n/use-copy'
import { useT } from '@/i18n/use-t'
import { usePreferences } from '@/stores/hooks'
import type { IssuedTicketWithType } from '@/stores/server-queries'
import { expiredCopy } from '../expired-copy'

/**
 * /buy for a buyer whose approved ticket expired unpaid (docs/payment-deadline.md): what happened and,
 * as the catalogue says now, whether they can request that type again. The catalogue is below.
 */
export function ExpiredNotice({ ticket, onSale }: { ticket: IssuedTicketWithType; onSale: boolean }) {
  const c = useCopy(expiredCopy)
  const levels = useT().payments.levels
  const { lang } = usePreferences()
  const type = ticket.expand?.tipo
  const level = type ? parseTicketCode(type.Tipo)?.level : undefined
  const name = type ? (lang === 'ENG' ? type.NombreIngles : type.Nombre) : ticket.nombre
  const ticketName = level ? `${levels[level]} (${name})` : name
  const when = ticket.pagarAntes
    ? dateFormat(lang === 'ENG' ? 'en-US' : 'es-CL', { dateStyle: 'long', timeStyle: 'short', timeZone: EVENT.timeZone }).format(pocketBaseDate(ticket.pagarAntes))
    : ''
  return (
    <section className="pay-block pay-block--expired" aria-labelledby="expired-title" data-testid="expired-notice">
      <h2 id="expired-title">{c.title}</h2>
      <p>{c.passed(ticketName, ticket.orderID, when)}</p>
      <p>{onSale ? c.onSale : c.notOnSale}</p>
      <a className={onSale ? 'btn' : 'btn btn--ghost'} href="#catalogue-title">
        {onSale ? c.requestAgain : c.seeTickets}
      </a>
    </section>
  )
}

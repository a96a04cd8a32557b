import { QRCodeSVG } from 'qrcode.react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useOrganiserContent } from '@/hooks/use-organiser-content'
import { useT } from '@/i18n/use-t'
import { usePreferences } from '@/stores/hooks'
import { useSale } from '@/hooks/use-edition'
import type { TicketTypeRecord } from '@/types/pocketbase'
import { useSignedQr } from '../hooks/use-signed-qr'
import { QueryState } from '@/components/ui/query-state'
import { allOf } from '@/components/ui/query-status'
import { toBadgeFacts, useCatalogueQuery, useHeldBadgeQuery, useMyIssuedTicketsQuery } from '@/stores/server-queries'
import { ticketDisplay } from '../ticket-display'
import { ResendTicket } from './resend-ticket'
import { PastTickets } from './past-tickets'

/** SPEC §2: the QR is 200 px and encodes {origin}/entrada?id={issued ticket id} (plus its signature, see use-signed-qr). */
export const QR_SIZE = 200

/** The news channel of the organiser's social links; nothing until the content has loaded. */
function NewsChannelLink({ label }: { label: string }) {
  const organiser = useOrganiserContent()
  const url = organiser.status === 'ready' ? organiser.data.content.social.find((s) => s.network === 'telegramChannel')?.url : undefined
  if (!url) return null
  return (
    <a className="form-button form-button--ghost" href={url} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  )
}

export function TicketsSection({ userId }: { userId: string }) {
  const t = useT()
  const tt = t.profile.tickets
  const { lang } = usePreferences()
  const offers = useCatalogueQuery()
  const badge = useHeldBadgeQuery(userId)
  const issued = useMyIssuedTicketsQuery(userId)
  const query = allOf(offers, badge, issued)
  // Only this edition's ticket is shown with its QR; another edition's is history (toBadgeFacts).
  const currentPrefix = useSale()?.edition.prefijoOrden ?? null
  const display =
    offers.data && badge.data !== undefined && issued.data
      ? ticketDisplay({ offers: offers.data, badge: toBadgeFacts(badge.data, offers.data, currentPrefix), issued: issued.data, currentPrefix })
      : null
  const paidTicketId = display && 'paidTicketId' in display ? display.paidTicketId : null
  const qrText = useSignedQr(paidTicketId)
  const paidToken = issued.data?.find((ticket) => ticket.id === paidTicketId)?.token ?? ''

  const typeName = (type: TicketTypeRecord | null) => (type ? (lang === 'ENG' ? type.NombreIngles : type.Nombre) || type.Tipo : '')

  let body = null
  if (display) {
    if (display.kind === 'd') {
      body = (
        <div className="profile-tickets__cta">
          <p>{tt.invite}</p>
          <Link className="form-button" to={paths.buy}>
            {tt.buy}
          </Link>
        </div>
      )
    } else if (display.kind === 'e') {
      body = (
        <div className="profile-tickets__cta">
          <p>{tt.noTickets}</p>
          <NewsChannelLink label={tt.newsChannel} />
        </div>
      )
    } else {
      body = (
        <div className="profile-tickets__held" data-display={display.kind}>
          <div className="profile-tickets__qr">
            {qrText ? (
              <QRCodeSVG
                value={qrText}
                size={QR_SIZE}
                marginSize={2}
                title={tt.qrAlt}
                role="img"
                aria-label={tt.qrAlt}
              />
            ) : (
              <p>{tt.qrPending}</p>
            )}
          </div>
          <div className="profile-tickets__info">
            <p className="profile-tickets__type">
              <span>{tt.type}</span> <strong>{typeName(display.held)}</strong>
            </p>
            {paidToken && paidToken !== '1' ? <ResendTicket token={paidToken} /> : null}
            {display.kind === 'a' && (
              <>
                <p>{tt.megaThanks}</p>
                <Link className="form-button form-button--ghost" to={paths.socialMedia}>
                  {tt.socialLink}
                </Link>
              </>
            )}
            {display.kind === 'b' && (
              <>
                <p>{tt.upgradeIntro}</p>
                <Link className="form-button" to={paths.buy}>
                  {tt.upgrade}
                </Link>
              </>
            )}
            {display.kind === 'c' && (
              <>
                <p>{tt.noUpgrades}</p>
                <NewsChannelLink label={tt.newsChannel} />
              </>
            )}
          </div>
        </div>
      )
    }
  }

  return (
    <section className="profile-card profile-tickets" aria-labelledby="profile-tickets-title">
      <h2 id="profile-tickets-title">{tt.title}</h2>
      <QueryState query={query} texts={{ loading: tt.loading, loadError: tt.loadError }}>
        {body}
        {issued.data && (
          <PastTickets
            issued={issued.data}
            currentPrefix={currentPrefix}
            typeName={(ticket) => typeName(ticket.expand?.tipo ?? offers.data?.find((offer) => offer.id === ticket.tipo) ?? null) || ticket.tipo}
          />
        )}
      </QueryState>
    </section>
  )
}

import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { paths } from '@/config/paths'
import { EVENT } from '@/domain/event'
import { formatClp } from '@/domain/money'
import { parseTicketCode } from '@/domain/ticket-levels'
import { useT } from '@/i18n/use-t'
import { useCopy } from '@/i18n/use-copy'
import { payEditionErrorsCopy } from './pay-edition-errors-copy'
import { usePreferences } from '@/stores/hooks'
import { useEdition } from '@/hooks/use-edition'
import { usePay } from '../hooks/use-pay'
import { skipToken } from '@reduxjs/toolkit/query/react'
import { QueryState } from '@/components/ui/query-state'
import { useCatalogueQuery, useMyIssuedTicketsQuery } from '@/stores/server-queries'
import { isOnSale } from '@/domain/held-ticket'
import { ExpiredNotice } from './expired-notice'
import { expiredToShow } from '../expired-ticket'
import '../payments.css'
import { pocketBaseDate } from '@/domain/pocketbase-date'
import { dateFormat } from '@/domain/date-format'

/** The payment deadline in Chile time (pb_hooks/lib/deadlines.js expires the ticket then). */
const formatDeadline = (value: string, locale: string) =>
  dateFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: EVENT.timeZone }).format(pocketBaseDate(value))

/**
 * "Pay your ticket" (SPEC §2 Buy): shown while the signed-in buyer holds a granted ticket. Pay is
 * enabled only with the terms accepted and not while submitting; it opens the Webpay transaction on
 * the server and posts token_ws to Webpay's form with a real form submit.
 */
export function PayBlock() {
  const t = useT()
  const text = t.payments.payBlock
  const editionErrors = useCopy(payEditionErrorsCopy)
  const edition = useEdition()
  const { user, lang } = usePreferences()
  const issued = useMyIssuedTicketsQuery(user?.collectionName === 'users' ? user.id : skipToken)
  // The granted ticket: issued, not paid yet and not rejected.
  const ticket = issued.data?.find((issuedTicket) => issuedTicket.estado === 'creada')
  const expired = ticket ? null : expiredToShow(issued.data ?? [])
  // The catalogue the page shows, live: whether the expired ticket's type can be requested again now.
  const catalogue = useCatalogueQuery(expired ? undefined : skipToken)
  const [accepted, setAccepted] = useState(false)
  const { pay, submitting, error, redirect } = usePay()
  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => {
    if (redirect) formRef.current?.submit()
  }, [redirect])

  // A buyer whose tickets could not be read must not miss a granted ticket silently.
  if (issued.isError) return <QueryState query={{ ...issued, hasData: false }}>{null}</QueryState>
  if (expired) {
    // Until the live catalogue is here, the type as it was read with the ticket.
    const type = catalogue.data?.find((offer) => offer.id === expired.tipo) ?? expired.expand?.tipo
    return <ExpiredNotice ticket={expired} onSale={type ? isOnSale(type.Estado) : false} />
  }
  if (!ticket) return null
  const type = ticket.expand?.tipo ?? null
  const level = type ? parseTicketCode(type.Tipo)?.level : undefined
  const typeName = type ? (lang === 'ENG' ? type.NombreIngles : type.Nombre) : ''

  return (
    <section className="pay-block" aria-labelledby="pay-block-title">
      <h2 id="pay-block-title">{text.title}</h2>
      <dl className="pay-block__facts">
        <div>
          <dt>{text.level}</dt>
          <dd>{level ? t.payments.levels[level] : typeName}</dd>
        </div>
        {typeName && (
          <div>
            <dt>{text.ticket}</dt>
            <dd>{typeName}</dd>
          </div>
        )}
        <div>
          <dt>{text.amount}</dt>
          <dd className="pay-block__amount">{formatClp(ticket.monto)}</dd>
        </div>
        <div>
          <dt>{text.order}</dt>
          <dd className="pay-block__order">{ticket.orderID}</dd>
        </div>
        {ticket.pagarAntes ? (
          <div>
            <dt>{text.deadline}</dt>
            <dd data-testid="pay-deadline">{formatDeadline(ticket.pagarAntes, lang === 'ENG' ? 'en-US' : 'es-CL')}</dd>
          </div>
        ) : null}
      </dl>
      {ticket.pagarAntes ? <p className="pay-block__note">{text.deadlineNote}</p> : null}
      <CheckboxField label={text.terms} checked={accepted} disabled={submitting} onChange={(e) => setAccepted(e.target.checked)} />
      <p className="pay-block__note">
        <Link to={paths.rules}>{text.termsLink}</Link>
      </p>
      {edition ? <p className="pay-block__note">{text.window(edition.minutosPago)}</p> : null}
      {error && (
        <p role="alert" className="pay-block__error">
          {error === 'saleClosed' || error === 'otherEdition' ? editionErrors[error] : text.errors[error]}
        </p>
      )}
      <button type="button" className="btn btn--large" disabled={!accepted || submitting} onClick={() => void pay(ticket.id)}>
        {submitting ? text.paying : text.pay}
      </button>
      {redirect && (
        <form ref={formRef} method="post" action={redirect.url} hidden>
          <input type="hidden" name="token_ws" value={redirect.token} />
        </form>
      )}
    </section>
  )
}

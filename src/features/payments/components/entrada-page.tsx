import { useEffect } from 'react'
import { useSearchParams } from 'react-router-dom'
import { entradaHref } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { parseTicketCode } from '@/domain/ticket-levels'
import { useT } from '@/i18n/use-t'
import { useCopy } from '@/i18n/use-copy'
import { usePreferences } from '@/stores/hooks'
import { skipToken } from '@reduxjs/toolkit/query/react'
import { QueryState } from '@/components/ui/query-state'
import { entradaCopy } from '../entrada-copy'
import { usePublicTicketQuery } from '../entrada-queries'
import type { PublicTicket, PublicTicketType } from '../payments-api'
import '../payments.css'

/** The QR code of `address` drawn in text, for the console (the library loads only here). */
const qrAsText = (address: string) => import('qrcode').then((qrcode) => qrcode.toString(address, { type: 'utf8' }))

/**
 * /entrada?id= (SPEC §2): the address in the ticket QR. Shows the badge type under the title
 * "Entrada"; like the original it only logs a QR code and a fake e-mail to the console and sends nothing.
 */
export function EntradaPage() {
  const t = useT()
  const text = useCopy(entradaCopy)
  useDocumentTitle(t.routes.entrada)
  const { lang } = usePreferences()
  const [params] = useSearchParams()
  const id = params.get('id')
  const query = usePublicTicketQuery(id ?? skipToken)
  const ticket = query.data ?? null
  const level = ticket ? parseTicketCode(ticket.tipo)?.level : undefined
  const levelName = (type: PublicTicketType) => {
    const of = parseTicketCode(type.tipo)?.level
    return of ? t.payments.levels[of] : type.tipo
  }
  const stateText = (shown: PublicTicket) => {
    if (shown.estado === 'pagada') return text.paid
    if (shown.estado === 'reemplazada' && shown.reemplazadaPor) return text.replacedBy(levelName(shown.reemplazadaPor))
    if (shown.estado === 'reembolsada') return text.refunded
    if (shown.estado === 'transferida') return text.transferred
    return text.notPaid
  }
  const typeName = ticket ? (level ? t.payments.levels[level] : ticket.tipo) : ''
  const fakeMail = text.fakeMail

  useEffect(() => {
    if (!id || !typeName) return
    const address = `${window.location.origin}${entradaHref(id)}`
    let current = true
    qrAsText(address).then(
      (qr) => {
        if (!current) return
        console.info(`QR: ${address}\n${qr}`)
        console.info(fakeMail(typeName, address))
      },
      (err: unknown) => console.error(err),
    )
    return () => {
      current = false
    }
  }, [id, typeName, fakeMail])

  return (
    <section className="page">
      <h1>{t.routes.entrada}</h1>
      {id ? (
        <QueryState query={{ ...query, hasData: query.data !== undefined }} texts={{ loading: text.loading }}>
          {ticket ? null : <p role="alert">{text.notFound}</p>}
        </QueryState>
      ) : (
        <p role="alert">{text.notFound}</p>
      )}
      {ticket && (
        <div className="entrada-card">
          <p>{text.type}</p>
          <p className="entrada-card__type">{typeName}</p>
          <p>{lang === 'ENG' ? ticket.nombreTipoIngles : ticket.nombreTipo}</p>
          <p role="status" className={ticket.estado === 'pagada' ? undefined : 'payment-result__error'}>
            {stateText(ticket)}
          </p>
        </div>
      )}
    </section>
  )
}

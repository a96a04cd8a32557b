import { useEffect } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { parseTicketCode } from '@/domain/ticket-levels'
import { useT } from '@/i18n/use-t'
import { usePreferences } from '@/stores/hooks'
import { useEntrada } from '../hooks/use-entrada'
import type { PublicTicket, PublicTicketType } from '../payments-api'
import '../payments.css'

/**
 * /entrada?id= (SPEC §2): the address in the ticket QR. Shows the badge type under the title
 * "Entrada"; like the original it only logs the QR address to the console and sends nothing.
 */
export function EntradaPage() {
  const t = useT()
  const text = t.payments.entrada
  useDocumentTitle(t.routes.entrada)
  const { lang } = usePreferences()
  const [params] = useSearchParams()
  const id = params.get('id')
  const state = useEntrada(id)

  useEffect(() => {
    if (id) console.info(`QR: ${window.location.origin}/entrada?id=${id}`)
  }, [id])

  const ticket = state.status === 'ready' ? state.ticket : null
  const level = ticket ? parseTicketCode(ticket.tipo)?.level : undefined
  const levelName = (type: PublicTicketType) => {
    const of = parseTicketCode(type.tipo)?.level
    return of ? t.payments.levels[of] : type.tipo
  }
  const stateText = (shown: PublicTicket) => {
    if (shown.estado === 'pagada') return text.paid
    if (shown.estado === 'reemplazada' && shown.reemplazadaPor) return text.replacedBy(levelName(shown.reemplazadaPor))
    if (shown.estado === 'reembolsada') return text.refunded
    return text.notPaid
  }
  return (
    <section className="page">
      <h1>{t.routes.entrada}</h1>
      {state.status === 'loading' && <p role="status">{text.loading}</p>}
      {state.status === 'missing' && <p role="alert">{text.notFound}</p>}
      {ticket && (
        <div className="entrada-card">
          <p>{text.type}</p>
          <p className="entrada-card__type">{level ? t.payments.levels[level] : ticket.tipo}</p>
          <p>{lang === 'ENG' ? ticket.nombreTipoIngles : ticket.nombreTipo}</p>
          <p role="status" className={ticket.estado === 'pagada' ? undefined : 'payment-result__error'}>
            {stateText(ticket)}
          </p>
        </div>
      )}
    </section>
  )
}

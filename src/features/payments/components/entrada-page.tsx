import { useEffect } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { parseTicketCode } from '@/domain/ticket-levels'
import { useT } from '@/i18n/use-t'
import { usePreferences } from '@/stores/hooks'
import { useEntrada } from '../hooks/use-entrada'
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
            {ticket.estado === 'pagada' ? text.paid : text.notPaid}
          </p>
        </div>
      )}
    </section>
  )
}

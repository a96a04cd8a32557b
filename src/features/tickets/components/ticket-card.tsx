import { entradasApi } from '@/api/entradas'
import { formatClp } from '@/domain/money'
import { parseTicketCode } from '@/domain/ticket-levels'
import { isRequestableAction, type OfferAction } from '@/domain/held-ticket'
import { useT } from '@/i18n/use-t'
import { usePreferences } from '@/stores/hooks'
import type { TicketTypeRecord } from '@/types/pocketbase'

export interface TicketCardProps {
  type: TicketTypeRecord
  action: OfferAction
  /** At or below the amount already paid. */
  covered: boolean
  pending: boolean
  onRequest: (id: string) => void
}

/** One ticket type of the catalogue with its button (SPEC §2 Buy). */
export function TicketCard({ type, action, covered, pending, onRequest }: TicketCardProps) {
  const t = useT().tickets.catalogue
  const { lang } = usePreferences()
  const code = parseTicketCode(type.Tipo)
  const name = lang === 'ENG' ? type.NombreIngles : type.Nombre
  const yours = action === 'yours'
  const soldOut = action === 'soldOut'
  const requestable = isRequestableAction(action)
  const label = pending && requestable ? t.sending : action === 'hidden' ? t.unavailable : t[action]
  // The card the user owns is highlighted, never dimmed, although its price is covered by definition.
  const classes = [
    'ticket-card',
    code?.level === 'mega' ? 'ticket-card--mega' : '',
    yours ? 'ticket-card--owned' : '',
    !yours && (covered || soldOut) ? 'ticket-card--dimmed' : '',
  ]
  const image = entradasApi.imageUrl(type)
  return (
    <li className={classes.filter(Boolean).join(' ')} data-testid={`ticket-${type.Tipo}`}>
      {image ? <img className="ticket-card__image" src={image} alt={t.imageAlt(name)} width={240} height={240} loading="lazy" /> : null}
      <div className="ticket-card__body">
        <h3 className="ticket-card__name">{name}</h3>
        <p className="ticket-card__type">
          <span className="visually-hidden">{t.type}: </span>
          {code ? `${t.levels[code.level]} · ${t.phases[code.phase]}` : type.Tipo}
        </p>
        <p className="ticket-card__price">
          <span className="visually-hidden">{t.price}: </span>
          {formatClp(type.ValorCLP)}
        </p>
        <p className={`ticket-card__state ticket-card__state--${type.Estado}`}>
          <span className="visually-hidden">{t.state}: </span>
          {t.states[type.Estado]}
        </p>
        {yours ? <p className="ticket-card__owned">{t.owned}</p> : null}
        {/* While sending the button stays focusable (aria-disabled, not disabled): a disabled button
            drops the keyboard focus, and the results modal could not give it back on close. */}
        <button
          type="button"
          className={`btn ${yours ? 'ticket-card__yours' : requestable ? '' : 'btn--ghost'}`}
          disabled={!requestable}
          aria-disabled={pending || undefined}
          aria-busy={pending}
          onClick={() => {
            if (!pending) onRequest(type.id)
          }}
        >
          {label}
        </button>
      </div>
    </li>
  )
}


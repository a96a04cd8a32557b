import { parseTicketCode } from '@/domain/ticket-levels'
import { useT } from '@/i18n/use-t'
import { usePreferences } from '@/stores/hooks'
import type { TicketRequestRecord, TicketTypeRecord } from '@/types/pocketbase'
import { formatDateTime } from '../format'

/** "Ticket(s) in Queue": the user's open requests and their place in the queue. */
export function QueueList({
  requests,
  types,
  position,
  declined,
}: {
  requests: TicketRequestRecord[]
  types: TicketTypeRecord[]
  position: number | null
  declined: TicketRequestRecord | null
}) {
  const t = useT().tickets
  const { lang } = usePreferences()
  const open = requests.filter((r) => r.estado === 'creada')
  const nameOf = (typeId: string) => {
    const type = types.find((x) => x.id === typeId)
    return type ? (lang === 'ENG' ? type.NombreIngles : type.Nombre) : ''
  }
  if (open.length === 0 && declined) {
    return (
      <section className="buy-section queue queue--declined" aria-labelledby="queue-title" aria-live="polite">
        <h2 id="queue-title">{t.queue.declinedTitle}</h2>
        <p>{t.queue.declined(nameOf(declined.tipo))}</p>
      </section>
    )
  }
  if (open.length === 0) return null
  return (
    <section className="buy-section queue" aria-labelledby="queue-title" aria-live="polite">
      <h2 id="queue-title">{t.queue.title}</h2>
      <p className="queue__position" data-testid="queue-position">
        {position ? t.queue.position(position) : t.queue.positionUnknown}
      </p>
      <ul className="queue__list">
        {open.map((request) => {
          const type = types.find((x) => x.id === request.tipo)
          const code = type ? parseTicketCode(type.Tipo) : null
          const name = nameOf(request.tipo) || request.tipo
          return (
            <li key={request.id} className="queue__item">
              <strong>{name}</strong>
              {code ? <span> · {t.catalogue.levels[code.level]}</span> : null}
              <span className="queue__status">{t.queue.status}</span>
              <span className="queue__date">
                {t.queue.requestedOn} {formatDateTime(request.created, t.intlLocale)}
              </span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

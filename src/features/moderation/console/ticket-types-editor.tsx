import { useState } from 'react'
import { entradasApi } from '@/api/entradas'
import { QueryState } from '@/components/ui/query-state'
import { allOf } from '@/components/ui/query-status'
import { formatClp } from '@/domain/money'
import { useCopy } from '@/i18n/use-copy'
import { useAllTicketTypesQuery, useStockQuery } from '../moderation-queries'
import { organiserConsoleCopy } from './console-copy'
import { MovingQueueSwitch } from './moving-queue-switch'
import { TicketTypeForm } from './ticket-type-form'

/** The catalogue as organisers set it up: each type as a card with its edit form, and a form for a new one. */
export function TicketTypesEditor() {
  const copy = useCopy(organiserConsoleCopy)
  const t = copy.types
  const types = useAllTicketTypesQuery()
  const stock = useStockQuery()
  const [editing, setEditing] = useState<string | null>(null)
  const remainingOf = (id: string) => stock.data?.find((row) => row.EntradasID === id)
  return (
    <section className="console__section" aria-labelledby="console-types-title">
      <h2 id="console-types-title">{t.title}</h2>
      <p>{t.intro}</p>
      <QueryState query={allOf(types, stock)} texts={{ loading: copy.loading, loadError: copy.loadError }}>
        {types.data?.length === 0 ? <p className="console__empty">{t.empty}</p> : null}
        <ul className="console__cards">
          {types.data?.map((type) => {
            const remaining = remainingOf(type.id)
            const image = entradasApi.imageUrl(type)
            return (
              <li key={type.id} className="console__card" data-testid={`console-type-${type.Tipo}`}>
                <div className="console__card-head">
                  {image ? <img className="console__thumb" src={image} alt="" width={56} height={56} /> : <span className="console__thumb console__thumb--none">{t.noImage}</span>}
                  <div>
                    <p className="console__card-title">
                      {type.Nombre} · {type.NombreIngles} <span className="console__code">{type.Tipo}</span>
                    </p>
                    <p className="console__card-meta">
                      {formatClp(type.ValorCLP)} · {t.states[type.Estado]} · {t.remaining}: {remaining ? remaining.CantidadQuedan : '—'}
                    </p>
                  </div>
                  <button type="button" className="btn btn--ghost btn--small" aria-expanded={editing === type.id} onClick={() => setEditing(editing === type.id ? null : type.id)}>
                    {editing === type.id ? copy.cancel : t.edit(type.Tipo)}
                  </button>
                </div>
                {remaining ? <MovingQueueSwitch remaining={remaining} typeName={type.Nombre} /> : null}
                {editing === type.id ? <TicketTypeForm type={type} remaining={remaining} onDone={() => setEditing(null)} /> : null}
              </li>
            )
          })}
        </ul>
        {/* A new key after each creation: the next type starts from an empty form. */}
        <TicketTypeForm key={`new-${types.data?.length ?? 0}`} />
      </QueryState>
    </section>
  )
}

import { formatClp } from '@/domain/money'
import type { TicketTypeState } from '@/domain/ticket-state'
import { useStaffT } from '@/i18n/use-t'
import { usePreferences } from '@/stores/hooks'
import type { TicketTypeRecord } from '@/types/pocketbase'
import { QueryState } from '@/components/ui/query-state'
import type { QueryStatus } from '@/components/ui/query-status'
import { useSetTicketTypeStateMutation } from '../moderation-queries'
import { AdminTable } from './list-controls'

interface Props {
  types: TicketTypeRecord[]
  query: QueryStatus
  busy: string | null
  run: (key: string, action: () => Promise<string | void>) => Promise<void>
}

/** Ticket types with Agotar/Disponible (by current state), Creada and Anunciada. */
export function TypesTable({ types, query, busy, run }: Props) {
  const t = useStaffT().moderation
  const { lang } = usePreferences()
  const [setTicketTypeState] = useSetTicketTypeStateMutation()
  const set = (type: TicketTypeRecord, estado: TicketTypeState) =>
    run(`type-${type.id}`, async () => {
      await setTicketTypeState({ id: type.id, estado }).unwrap()
      return `${lang === 'ENG' ? type.NombreIngles : type.Nombre} (${type.Tipo}): ${t.sell.states[estado]}`
    })
  return (
    <QueryState query={query} texts={{ loading: t.loading, loadError: t.loadError }}>
      <AdminTable caption={t.sell.typesCaption} columns={[t.sell.name, t.sell.type, t.sell.state, t.sell.price, t.sell.actions]} layout="stack">
        {types.map((type) => (
          <tr key={type.id} data-testid={`type-${type.Tipo}`}>
            <td data-label={t.sell.name}>{lang === 'ENG' ? type.NombreIngles : type.Nombre}</td>
            <td data-label={t.sell.type}>{type.Tipo}</td>
            <td data-label={t.sell.state}>{t.sell.states[type.Estado]}</td>
            <td data-label={t.sell.price}>{formatClp(type.ValorCLP)}</td>
            <td className="admin-actions" data-label={t.sell.actions}>
              {type.Estado === 'disponible' ? (
                <button type="button" className="btn btn--small" disabled={busy !== null} onClick={() => void set(type, 'agotada')}>
                  {t.sell.soldOut}
                </button>
              ) : (
                <button type="button" className="btn btn--small" disabled={busy !== null} onClick={() => void set(type, 'disponible')}>
                  {t.sell.available}
                </button>
              )}
              <button type="button" className="btn btn--ghost btn--small" disabled={busy !== null || type.Estado === 'creada'} onClick={() => void set(type, 'creada')}>
                {t.sell.draft}
              </button>
              <button type="button" className="btn btn--ghost btn--small" disabled={busy !== null || type.Estado === 'anunciada'} onClick={() => void set(type, 'anunciada')}>
                {t.sell.announced}
              </button>
            </td>
          </tr>
        ))}
      </AdminTable>
    </QueryState>
  )
}

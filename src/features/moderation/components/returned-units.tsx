import { useCopy } from '@/i18n/use-copy'
import { usePreferences } from '@/stores/hooks'
import { useApproveNextOfTypeMutation, useReturnedUnitsQuery } from '../moderation-queries'
import { returnedUnitsCopy } from './returned-units-copy'

interface Props {
  busy: string | null
  run: (key: string, action: () => Promise<string | void>) => Promise<void>
}

/** "n units returned — approve next": a type whose queue does not move by itself waits for a moderator. */
export function ReturnedUnits({ busy, run }: Props) {
  const copy = useCopy(returnedUnitsCopy)
  const { lang } = usePreferences()
  const { data } = useReturnedUnitsQuery()
  const [approveNextOfType] = useApproveNextOfTypeMutation()
  if (!data || data.length === 0) return null
  const approveNext = (typeId: string) =>
    run(`approve-type-${typeId}`, async () => {
      const ticket = await approveNextOfType(typeId).unwrap()
      return ticket.mailed ? copy.approved(ticket.orderID) : copy.approvedMailFailed(ticket.orderID)
    })
  return (
    <section className="admin-returned" aria-labelledby="admin-returned-title" data-testid="returned-units">
      <h2 id="admin-returned-title">{copy.title}</h2>
      <ul>
        {data.map((row) => {
          const name = `${lang === 'ENG' ? row.nombreIngles : row.nombre} (${row.tipo})`
          return (
            <li key={row.typeId} className="admin-actions">
              <span>{copy.returned(row.returned, name, row.waiting)}</span>
              <button type="button" className="btn btn--small" disabled={busy !== null} aria-label={copy.approveNextOf(name)} onClick={() => void approveNext(row.typeId)}>
                {copy.approveNext}
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

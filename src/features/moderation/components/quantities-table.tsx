import { useId, useState } from 'react'
import { useStaffT } from '@/i18n/use-t'
import { usePreferences } from '@/stores/hooks'
import type { RemainingRecord, TicketTypeRecord } from '@/types/pocketbase'
import { useAdjustStockMutation, useSetStockMutation } from '../moderation-queries'
import { SetQuantity } from './set-quantity'

interface Props {
  stock: RemainingRecord[]
  types: TicketTypeRecord[]
  busy: string | null
  run: (key: string, action: () => Promise<string | void>) => Promise<void>
}

/** Remaining quantity per type with −1/+1, hidden until shown (SPEC §2). */
export function QuantitiesTable({ stock, types, busy, run }: Props) {
  const t = useStaffT().moderation
  const { lang } = usePreferences()
  const [shown, setShown] = useState(false)
  const regionId = useId()
  const [adjustStock] = useAdjustStockMutation()
  const [setStock] = useSetStockMutation()
  const adjust = (row: RemainingRecord, delta: 1 | -1) =>
    run(`stock-${row.id}`, async () => {
      await adjustStock({ id: row.id, delta }).unwrap()
    })
  const setTo = (row: RemainingRecord, value: number) =>
    run(`stock-${row.id}`, async () => {
      await setStock({ id: row.id, value }).unwrap()
      return t.sell.setDone(value)
    })
  const rows = [...stock].sort((a, b) => {
    const price = (r: RemainingRecord) => types.find((x) => x.id === r.EntradasID)?.ValorCLP ?? 0
    return price(a) - price(b)
  })
  return (
    <div className="admin-quantities">
      <button type="button" className="btn btn--ghost" aria-expanded={shown} aria-controls={regionId} onClick={() => setShown((s) => !s)}>
        {shown ? t.sell.hideQuantities : t.sell.showQuantities}
      </button>
      <div id={regionId} hidden={!shown} className="admin-table-wrap">
        <table className="admin-table admin-table--stack">
          <caption>{t.sell.quantitiesCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.sell.type}</th>
              <th scope="col">{t.sell.remaining}</th>
              <th scope="col">{t.sell.actions}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const type = types.find((x) => x.id === row.EntradasID)
              return (
                <tr key={row.id} data-testid={`stock-${type?.Tipo ?? row.EntradasID}`}>
                  <td data-label={t.sell.type}>{type ? `${type.Tipo} · ${lang === 'ENG' ? type.NombreIngles : type.Nombre}` : row.EntradasID}</td>
                  <td data-label={t.sell.remaining}>{row.CantidadQuedan}</td>
                  <td className="admin-actions" data-label={t.sell.actions}>
                    <button type="button" className="btn btn--ghost btn--small" disabled={busy !== null || row.CantidadQuedan <= 0} onClick={() => void adjust(row, -1)}>
                      {t.sell.minus}
                    </button>
                    <button type="button" className="btn btn--ghost btn--small" disabled={busy !== null} onClick={() => void adjust(row, 1)}>
                      {t.sell.plus}
                    </button>
                    <SetQuantity
                      key={row.CantidadQuedan}
                      typeLabel={type ? type.Tipo : row.EntradasID}
                      current={row.CantidadQuedan}
                      disabled={busy !== null}
                      onSet={(value) => void setTo(row, value)}
                    />
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </div>
  )
}

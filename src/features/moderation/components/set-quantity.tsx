import { useId, useState, type FormEvent } from 'react'
import { isStockQuantity, STOCK_MAX } from '@/domain/ticket-units'
import { useStaffT } from '@/i18n/use-t'

interface Props {
  typeLabel: string
  current: number
  disabled: boolean
  onSet: (value: number) => void
}

/** A number field and "Set" for one remaining quantity (a recount or a new batch). */
export function SetQuantity({ typeLabel, current, disabled, onSet }: Props) {
  const t = useStaffT().moderation.sell
  const id = useId()
  const [text, setText] = useState(String(current))
  const value = Number(text)
  const valid = /^\d{1,6}$/.test(text.trim()) && isStockQuantity(value)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (valid) onSet(value)
  }
  return (
    <form className="admin-set" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t.setLabel(typeLabel)}
      </label>
      <input id={id} className="admin-number" type="number" min={0} max={STOCK_MAX} step={1} value={text} onChange={(e) => setText(e.target.value)} />
      <button type="submit" className="btn btn--ghost btn--small" disabled={disabled || !valid}>
        {t.set}
      </button>
    </form>
  )
}

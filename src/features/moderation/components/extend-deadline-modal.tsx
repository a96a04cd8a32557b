import { useId, useState } from 'react'
import { Modal } from '@/components/ui/modal'
import { useStaffT } from '@/i18n/use-t'

interface Props {
  orderId: string
  email: string
  onCancel: () => void
  onExtend: (days: number) => void
}

/** Asks how many more days an unpaid ticket gets (1 to 30), then extends in one step. */
export function ExtendDeadlineModal({ orderId, email, onCancel, onExtend }: Props) {
  const r = useStaffT().moderation.remove
  const inputId = useId()
  const [text, setText] = useState('3')
  const days = Number(text)
  const valid = text.trim() !== '' && Number.isInteger(days) && days >= 1 && days <= 30
  return (
    <Modal
      title={r.extendTitle}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {r.cancel}
          </button>
          <button type="button" className="btn" disabled={!valid} onClick={() => onExtend(days)}>
            {r.extendConfirm}
          </button>
        </>
      }
    >
      <p>{r.extendBody(orderId, email)}</p>
      <label htmlFor={inputId}>{r.extendDays}</label>{' '}
      <input id={inputId} className="admin-number" type="number" min={1} max={30} step={1} value={text} onChange={(e) => setText(e.target.value)} />
    </Modal>
  )
}

import { useId, useState } from 'react'
import { Modal } from '@/components/ui/modal'
import { BreakableText } from '@/components/ui/breakable-text'
import { useStaffT } from '@/i18n/use-t'
import type { UserCompleteRequestView } from '@/types/pocketbase'
import { APPROVE_NEXT_MAX as MAX } from '../queue'

interface Props {
  /** The head of the queue: open requests, oldest first, at most APPROVE_NEXT_MAX. */
  requests: UserCompleteRequestView[]
  busy: boolean
  onApprove: (requests: UserCompleteRequestView[]) => void
}

/** "Approve the next N": pick N, see exactly which requests that is, confirm once. */
export function ApproveNext({ requests, busy, onApprove }: Props) {
  const t = useStaffT().moderation.sell
  const id = useId()
  // Until the moderator types a number: 5, or the whole queue when it is shorter.
  const [typed, setText] = useState<string | null>(null)
  const [confirming, setConfirming] = useState<UserCompleteRequestView[] | null>(null)
  const limit = Math.min(MAX, requests.length)
  const text = typed ?? String(Math.min(5, limit))
  const count = Number(text)
  const valid = /^\d{1,2}$/.test(text.trim()) && count >= 1 && count <= limit
  if (requests.length === 0) return null
  return (
    <div className="admin-approve-next">
      <label htmlFor={id}>{t.nextLabel}</label>
      <div className="admin-actions">
        <input id={id} className="admin-number" type="number" min={1} max={limit} step={1} value={text} onChange={(e) => setText(e.target.value)} />
        <button type="button" className="btn" disabled={busy || !valid} onClick={() => setConfirming(requests.slice(0, count))}>
          {t.approveNext(valid ? count : 0)}
        </button>
      </div>
      {confirming ? (
        <Modal
          title={t.approveNextTitle(confirming.length)}
          onClose={() => setConfirming(null)}
          actions={
            <>
              <button type="button" className="btn btn--ghost" onClick={() => setConfirming(null)}>
                {t.cancel}
              </button>
              <button
                type="button"
                className="btn"
                onClick={() => {
                  setConfirming(null)
                  onApprove(confirming)
                }}
              >
                {t.approveNextConfirm}
              </button>
            </>
          }
        >
          <p>{t.approveNextBody}</p>
          <ol className="admin-approve-next__list">
            {confirming.map((r) => (
              <li key={r.id}>
                {r.TiposPedidas} · <BreakableText text={r.email} />
              </li>
            ))}
          </ol>
        </Modal>
      ) : null}
    </div>
  )
}

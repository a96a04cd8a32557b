import { useState } from 'react'

/** A remove button that asks once more, inline (a phone-sized admin page has no room for a dialog). */
export function ConfirmRemove({ question, label, cancel, busy, onConfirm }: { question: string; label: string; cancel: string; busy: boolean; onConfirm: () => Promise<boolean> }) {
  const [asking, setAsking] = useState(false)
  if (!asking) {
    return (
      <button type="button" className="btn btn--ghost btn--small" disabled={busy} onClick={() => setAsking(true)}>
        {label}
      </button>
    )
  }
  return (
    <span className="console__confirm" role="group" aria-label={question}>
      <span>{question}</span>
      <button type="button" className="btn btn--small" disabled={busy} onClick={() => void onConfirm().then((done) => done || setAsking(false))}>
        {label}
      </button>
      <button type="button" className="btn btn--ghost btn--small" onClick={() => setAsking(false)}>
        {cancel}
      </button>
    </span>
  )
}

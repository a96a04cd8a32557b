import { useState } from 'react'
import { submitWithToast } from '@/components/ui/form-toast'
import { useWriteFailureText } from '@/components/ui/write-failure-text'
import { Modal } from '@/components/ui/modal'
import { useCopy } from '@/i18n/use-copy'
import { healthWithdrawalCopy } from '../health-withdrawal-copy'
import { useWithdrawHealthInfoMutation } from '../profile-mutations'

/** Erases the owner's health record after one confirmation: as easy as entering it. */
export function HealthWithdrawal({ userId, recordId }: { userId: string; recordId: string }) {
  const copy = useCopy(healthWithdrawalCopy)
  const failureText = useWriteFailureText()
  const [asking, setAsking] = useState(false)
  const [withdraw, { isLoading: busy }] = useWithdrawHealthInfoMutation()

  const erase = async () => {
    try {
      await submitWithToast(() => withdraw({ userId, id: recordId }).unwrap(), { pending: copy.pending, success: copy.done, error: failureText })
      setAsking(false)
    } catch {
      // The toast said what happened; the mutation logged it.
    }
  }

  return (
    <div className="form__actions">
      <button type="button" className="form-button form-button--ghost" onClick={() => setAsking(true)}>
        {copy.open}
      </button>
      {asking && (
        <Modal
          title={copy.title}
          onClose={() => setAsking(false)}
          actions={
            <>
              <button type="button" className="form-button form-button--ghost" onClick={() => setAsking(false)}>
                {copy.cancel}
              </button>
              <button type="button" className="form-button" disabled={busy} onClick={() => void erase()}>
                {copy.confirm}
              </button>
            </>
          }
        >
          <p>{copy.body}</p>
        </Modal>
      )}
    </div>
  )
}

import { useState } from 'react'
import { userHealthInfoApi } from '@/api/user-health-info'
import { submitWithToast } from '@/components/ui/form-toast'
import { Modal } from '@/components/ui/modal'
import { useCopy } from '@/i18n/use-copy'
import { healthWithdrawalCopy } from '../health-withdrawal-copy'

/** Erases the owner's health record after one confirmation: as easy as entering it. */
export function HealthWithdrawal({ recordId, onWithdrawn }: { recordId: string; onWithdrawn: () => void }) {
  const copy = useCopy(healthWithdrawalCopy)
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)

  const erase = async () => {
    setBusy(true)
    try {
      await submitWithToast(() => userHealthInfoApi.remove(recordId), { pending: copy.pending, success: copy.done, error: copy.failed })
      setAsking(false)
      onWithdrawn()
    } catch (err) {
      console.error(err)
    } finally {
      setBusy(false)
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

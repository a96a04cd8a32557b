import { useId } from 'react'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { submitWithToast } from '@/components/ui/form-toast'
import { useCopy } from '@/i18n/use-copy'
import type { RemainingRecord } from '@/types/pocketbase'
import { useSetMovingQueueMutation } from './console-queries'
import { movingQueueCopy } from './moving-queue-copy'

/** One type's "the queue moves by itself" switch (default off), on its quantity row. */
export function MovingQueueSwitch({ remaining, typeName }: { remaining: RemainingRecord; typeName: string }) {
  const copy = useCopy(movingQueueCopy)
  const hintId = useId()
  const [save, saving] = useSetMovingQueueMutation()
  const toggle = async (on: boolean) => {
    try {
      await submitWithToast(() => save({ id: remaining.id, on }).unwrap(), { pending: copy.label, success: on ? copy.on(typeName) : copy.off(typeName), error: copy.error })
    } catch {
      // The toast said it; the box follows the server's row, which did not change.
    }
  }
  return (
    <div className="console__switch">
      <CheckboxField
        label={copy.label}
        checked={remaining.colaAutomatica}
        disabled={saving.isLoading}
        aria-describedby={hintId}
        onChange={(event) => void toggle(event.target.checked)}
      />
      <p id={hintId} className="console__hint">
        {copy.hint}
      </p>
    </div>
  )
}

import { useCopy } from '@/i18n/use-copy'
import { writeFailedCopy } from './write-failed-copy'
import { writeFailureText, type ReasonTexts } from './write-failure-text'

/** A failed write shown on the page, as every one is: what happened and a retry. */
export function WriteFailed({ error, reasons, onRetry }: { error: unknown; reasons?: ReasonTexts; onRetry?: () => void }) {
  const texts = useCopy(writeFailedCopy)
  return (
    <div className="query-state query-state--error" role="alert">
      <p>{writeFailureText(error, texts, reasons)}</p>
      {onRetry ? (
        <button type="button" className="btn btn--ghost btn--small" onClick={onRetry}>
          {texts.retry}
        </button>
      ) : null}
    </div>
  )
}

import { retryOrganiserContent } from '@/hooks/use-organiser-content'
import { useT } from '@/i18n/use-t'
import './content-state.css'

/**
 * Grey bars where organiser content will appear, as tall as the content usually is (`lines` of
 * text), so nothing jumps once it arrives. Announced once as "loading" to screen readers.
 */
export function ContentSkeleton({ lines = 3, className = '' }: { lines?: number; className?: string }) {
  const t = useT().organiserContent
  return (
    <div className={`content-skeleton ${className}`.trim()} role="status" data-testid="content-skeleton">
      <span className="visually-hidden">{t.loading}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="content-skeleton__line" aria-hidden="true" />
      ))}
    </div>
  )
}

/**
 * A grey bar inside a line of text, for one value whose label is already on screen: the line keeps
 * its height, so nothing below moves when the value arrives.
 */
export function InlineSkeleton() {
  return <span className="content-skeleton__line content-skeleton__line--inline" aria-hidden="true" />
}

/** The bilingual failure of the organiser content, with a retry. */
export function ContentError() {
  const t = useT().organiserContent
  return (
    <div className="content-error" role="alert">
      <p>{t.loadError}</p>
      <button type="button" className="btn btn--ghost" onClick={retryOrganiserContent}>
        {t.retry}
      </button>
    </div>
  )
}

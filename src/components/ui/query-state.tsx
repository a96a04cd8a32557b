import type { ReactNode } from 'react'
import { useT } from '@/i18n/use-t'
import type { QueryStatus } from './query-status'

export interface QueryStateTexts {
  loading: string
  loadError: string
  empty: string
}

/**
 * The one way a server read is shown (bilingual): loading, failed with a retry, empty, or the content.
 * A failed refetch keeps the last content on screen and says it may be out of date.
 */
export function QueryState({
  query,
  empty = false,
  texts,
  failure = 'show',
  children,
}: {
  query: QueryStatus
  empty?: boolean
  texts?: Partial<QueryStateTexts>
  /** 'logOnly' where SPEC §8 wants a failure only logged (the read already logged it): the loading text stays. */
  failure?: 'show' | 'logOnly'
  children: ReactNode
}) {
  const t = { ...useT().serverState, ...texts }
  const failed = query.isError && failure === 'show' ? <QueryFailed text={t.loadError} onRetry={() => void query.refetch()} /> : null
  if (failed && !query.hasData) return failed
  if (query.isLoading || !query.hasData) {
    return (
      <p className="query-state query-state--loading" role="status">
        {t.loading}
      </p>
    )
  }
  return (
    <>
      {failed}
      {empty ? <p className="query-state query-state--empty">{t.empty}</p> : children}
    </>
  )
}

/** A read that failed, as every one is shown: what happened and a retry (also a page part whose code failed to download). */
export function QueryFailed({ text, onRetry }: { text?: string; onRetry: () => void }) {
  const t = useT().serverState
  return (
    <div className="query-state query-state--error" role="alert">
      <p>{text ?? t.loadError}</p>
      <button type="button" className="btn btn--ghost btn--small" onClick={onRetry}>
        {t.retry}
      </button>
    </div>
  )
}

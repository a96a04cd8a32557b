import { EVENT } from '@/domain/event'

/** Shown until the persisted preferences are restored, before the language is known: no text, an aria-busy spinner. */
export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status" aria-busy="true" aria-label={EVENT.name}>
      <span className="spinner" />
    </div>
  )
}

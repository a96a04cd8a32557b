import { useStaffT } from '@/i18n/use-t'
import { usePreferences } from '@/stores/hooks'
import { useDoor } from '../hooks/use-door'
import type { ScannedCode } from '../offline-door'
import { DoorCard } from './door-card'
import './checkin.css'

/** One ticket looked up and admitted by a moderator (mount with `key` per ticket). */
export function DoorCheck({ code, onAdmitted }: { code: ScannedCode; onAdmitted?: () => void }) {
  const t = useStaffT().checkin
  const me = usePreferences().user?.email ?? ''
  const { state, admitting, admit, refuseMismatch } = useDoor(code, me)
  if (state.status === 'loading') return <p role="status">{t.loading}</p>
  if (state.status === 'missing') return <p role="alert" className="door-message--refused">{t.notFound}</p>
  if (state.status === 'error') return <p role="alert" className="door-message--refused">{t.loadError}</p>
  return <DoorCard door={state.door} admitting={admitting} onAdmit={() => void admit().then(() => onAdmitted?.())} onMismatch={() => void refuseMismatch()} />
}

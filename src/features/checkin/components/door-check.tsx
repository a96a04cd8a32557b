import { useT } from '@/i18n/use-t'
import { useDoor } from '../hooks/use-door'
import { DoorCard } from './door-card'
import './checkin.css'

/** One ticket looked up and admitted by a moderator (mount with `key={id}`). */
export function DoorCheck({ id }: { id: string }) {
  const t = useT().checkin
  const { state, admitting, admit } = useDoor(id)
  if (state.status === 'loading') return <p role="status">{t.loading}</p>
  if (state.status === 'missing') return <p role="alert" className="door-message--refused">{t.notFound}</p>
  if (state.status === 'error') return <p role="alert" className="door-message--refused">{t.loadError}</p>
  return <DoorCard door={state.door} admitting={admitting} onAdmit={() => void admit()} />
}

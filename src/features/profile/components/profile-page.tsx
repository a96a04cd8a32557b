import { Navigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useT } from '@/i18n/use-t'
import { usePreferences } from '@/stores/hooks'
import type { SessionUser } from '@/stores/preferences-slice'
import { useProfileRecords } from '../hooks/use-profile-records'
import { IdentityCard } from './identity-card'
import { BasicInfoForm } from './basic-info-form'
import { LegalInfoForm } from './legal-info-form'
import { HealthInfoForm } from './health-info-form'
import { TicketsSection } from './tickets-section'
import { MyDataCard } from './my-data-card'
import { DeleteAccountCard } from './delete-account-card'
import { CorrectionRequestCard } from './correction-request-card'
import './profile.css'

export function ProfilePage() {
  const t = useT()
  useDocumentTitle(t.routes.profile)
  const { user } = usePreferences()
  // SPEC §2: without a stored user id the visitor goes to /login (a moderator has no attendee profile).
  if (!user?.id || user.collectionName !== 'users') return <Navigate to={paths.login} replace />
  return <ProfileSections key={user.id} user={user} />
}

function ProfileSections({ user }: { user: SessionUser }) {
  const t = useT()
  const { state, replace } = useProfileRecords(user.id, user.verified)
  return (
    <div className="page profile">
      <h1>{t.routes.profile}</h1>
      <div className="profile__grid">
        <IdentityCard user={user} />
        {state.status === 'loading' && (
          <p className="profile-card" role="status">
            {t.common.loading}
          </p>
        )}
        {state.status === 'error' && (
          <p className="profile-card" role="alert">
            {t.profile.loadError}
          </p>
        )}
        {state.status === 'ready' && (
          <>
            <BasicInfoForm userId={user.id} record={state.personal} onSaved={(record) => replace('personal', record)} />
            {user.verified && (
              <>
                <LegalInfoForm userId={user.id} record={state.legal} onSaved={(record) => replace('legal', record)} />
                {state.legal && <CorrectionRequestCard userId={user.id} />}
                <HealthInfoForm userId={user.id} record={state.health} onSaved={(record) => replace('health', record)} />
                <TicketsSection userId={user.id} />
              </>
            )}
            <MyDataCard />
            <DeleteAccountCard />
          </>
        )}
      </div>
    </div>
  )
}

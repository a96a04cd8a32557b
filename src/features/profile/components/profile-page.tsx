import { Navigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useT } from '@/i18n/use-t'
import { usePreferences } from '@/stores/hooks'
import type { SessionUser } from '@/stores/preferences-slice'
import { skipToken } from '@reduxjs/toolkit/query/react'
import { QueryState } from '@/components/ui/query-state'
import { allOf } from '@/components/ui/query-status'
import { useServerDispatch } from '@/stores/hooks'
import { sharedQueries, useMyHealthInfoQuery, useMyLegalInfoQuery, useMyPersonalInfoQuery } from '@/stores/server-queries'
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
  const dispatch = useServerDispatch()
  // Legal and health records are read only for a verified account (API rules).
  const verifiedId = user.verified ? user.id : skipToken
  const personal = useMyPersonalInfoQuery(user.id)
  const legal = useMyLegalInfoQuery(verifiedId)
  const health = useMyHealthInfoQuery(verifiedId)
  const query = user.verified ? allOf(personal, legal, health) : allOf(personal)
  // A save's answer goes into the cache, so every reader (the form, the navigation badge) follows.
  const { upsertQueryData } = sharedQueries.util
  return (
    <div className="page profile">
      <h1>{t.routes.profile}</h1>
      <div className="profile__grid">
        <IdentityCard user={user} />
        <QueryState query={query} texts={{ loadError: t.profile.loadError }}>
          <>
            <BasicInfoForm
              userId={user.id}
              record={personal.data ?? null}
              onSaved={(record) => void dispatch(upsertQueryData('myPersonalInfo', user.id, record))}
            />
            {user.verified && (
              <>
                <LegalInfoForm
                  userId={user.id}
                  record={legal.data ?? null}
                  onSaved={(record) => void dispatch(upsertQueryData('myLegalInfo', user.id, record))}
                />
                {legal.data && <CorrectionRequestCard userId={user.id} />}
                <HealthInfoForm
                  userId={user.id}
                  record={health.data ?? null}
                  onSaved={(record) => void dispatch(upsertQueryData('myHealthInfo', user.id, record))}
                />
                <TicketsSection userId={user.id} />
              </>
            )}
            <MyDataCard />
            <DeleteAccountCard />
          </>
        </QueryState>
      </div>
    </div>
  )
}

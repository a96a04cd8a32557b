import { lazy, Suspense } from 'react'
import { skipToken } from '@reduxjs/toolkit/query/react'
import { QueryState } from '@/components/ui/query-state'
import { allOf, useDeferredContent } from '@/components/ui/query-status'
import { useT } from '@/i18n/use-t'
import type { SessionUser } from '@/stores/preferences-slice'
import { useMyHealthInfoQuery, useMyLegalInfoQuery, useMyPersonalInfoQuery } from '@/stores/server-queries'
import { IdentityCard } from './identity-card'
import { EmailChangeCard } from './email-change-card'
import { BasicInfoForm } from './basic-info-form'
import { LegalInfoForm } from './legal-info-form'
import { HealthInfoForm } from './health-info-form'
import { TicketsSection } from './tickets-section'
import { MyDataCard } from './my-data-card'
import { DeleteAccountCard } from './delete-account-card'
import { CorrectionRequestCard } from './correction-request-card'
import { TransferCard } from './transfer-card'

// Below the fold: its code loads after the sections, so the profile paints without waiting for it.
const RightsCard = lazy(() => import('./rights-card').then((m) => ({ default: m.RightsCard })))

/**
 * The five sections of SPEC §2 Profile (forms, the SDK and the data layer come with them):
 * profile-page.tsx loads this module once the page's heading and lead are on screen.
 */
export function ProfileSections({ user }: { user: SessionUser }) {
  const t = useT()
  // Legal and health records are read only for a verified account (API rules).
  const verifiedId = user.verified ? user.id : skipToken
  const personal = useMyPersonalInfoQuery(user.id)
  const legal = useMyLegalInfoQuery(verifiedId)
  const health = useMyHealthInfoQuery(verifiedId)
  const loaded = user.verified ? allOf(personal, legal, health) : allOf(personal)
  const query = useDeferredContent(loaded)
  return (
    <div className="profile__grid">
      <IdentityCard user={user} />
      <QueryState query={query} texts={{ loadError: t.profile.loadError }}>
        <>
          <BasicInfoForm userId={user.id} record={personal.data ?? null} />
          <EmailChangeCard email={user.email} />
          {user.verified && (
            <>
              <LegalInfoForm userId={user.id} record={legal.data ?? null} />
              {legal.data && <CorrectionRequestCard userId={user.id} />}
              <HealthInfoForm userId={user.id} record={health.data ?? null} />
              <TicketsSection userId={user.id} />
              <TransferCard userId={user.id} />
            </>
          )}
          <MyDataCard />
          {user.verified && (
            <Suspense fallback={null}>
              <RightsCard userId={user.id} />
            </Suspense>
          )}
          <DeleteAccountCard />
        </>
      </QueryState>
    </div>
  )
}

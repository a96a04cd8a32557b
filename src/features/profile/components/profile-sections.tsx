import { lazy, Suspense } from 'react'
import { skipToken } from '@reduxjs/toolkit/query/react'
import { QueryState } from '@/components/ui/query-state'
import { allOf, useDeferredContent } from '@/components/ui/query-status'
import { useSale } from '@/hooks/use-edition'
import { useT } from '@/i18n/use-t'
import type { SessionUser } from '@/stores/preferences-slice'
import { useMyHealthInfoQuery, useMyIssuedTicketsQuery, useMyLegalInfoQuery, useMyPersonalInfoQuery } from '@/stores/server-queries'
import { paidTicketOf } from '@/stores/ticket-pass'
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
import { ProfileFold } from './profile-fold'

// Below the fold: its code loads after the sections, so the profile paints without waiting for it.
const RightsCard = lazy(() => import('./rights-card').then((m) => ({ default: m.RightsCard })))

/**
 * The five sections of SPEC §2 Profile (forms, the SDK and the data layer come with them):
 * profile-page.tsx loads this module once the page's heading and lead are on screen. For a ticket
 * holder the ticket comes first and the other sections fold away (ProfileFold).
 */
export function ProfileSections({ user }: { user: SessionUser }) {
  const t = useT()
  // Legal and health records are read only for a verified account (API rules).
  const verifiedId = user.verified ? user.id : skipToken
  const personal = useMyPersonalInfoQuery(user.id)
  const legal = useMyLegalInfoQuery(verifiedId)
  const health = useMyHealthInfoQuery(verifiedId)
  // The order depends on holding a paid ticket (issue 39): wait for that answer too, so nothing moves
  // once shown. A failed read only means the usual order (the tickets section shows its own error).
  const issued = useMyIssuedTicketsQuery(verifiedId)
  // Another edition's ticket is history: it does not make the account a holder.
  const currentPrefix = useSale()?.edition.prefijoOrden ?? null
  const holder = Boolean(issued.data && paidTicketOf(issued.data, currentPrefix))
  const loaded = user.verified ? allOf(personal, legal, health) : allOf(personal)
  const orderKnown = !user.verified || issued.data !== undefined || issued.isError
  const query = useDeferredContent(orderKnown ? loaded : { ...loaded, isLoading: true, hasData: false })

  const accountSections = (
    <>
      <BasicInfoForm userId={user.id} record={personal.data ?? null} />
      <EmailChangeCard email={user.email} />
      {user.verified && (
        <>
          <LegalInfoForm userId={user.id} record={legal.data ?? null} />
          {legal.data && <CorrectionRequestCard userId={user.id} />}
          <HealthInfoForm userId={user.id} record={health.data ?? null} />
        </>
      )}
    </>
  )
  const dataSections = (
    <>
      <MyDataCard />
      {user.verified && (
        <Suspense fallback={null}>
          <RightsCard userId={user.id} />
        </Suspense>
      )}
      <DeleteAccountCard />
    </>
  )

  // A holder comes for the ticket: it leads, with its transfer; the rest folds away.
  if (holder) {
    return (
      <div className="profile__grid" data-order="holder">
        <QueryState query={query} texts={{ loadError: t.profile.loadError }}>
          <>
            <TicketsSection userId={user.id} />
            <TransferCard userId={user.id} />
            <ProfileFold>
              <IdentityCard user={user} />
              {accountSections}
              {dataSections}
            </ProfileFold>
          </>
        </QueryState>
      </div>
    )
  }
  return (
    <div className="profile__grid" data-order="profile">
      <IdentityCard user={user} />
      <QueryState query={query} texts={{ loadError: t.profile.loadError }}>
        <>
          {accountSections}
          {user.verified && (
            <>
              <TicketsSection userId={user.id} />
              <TransferCard userId={user.id} />
            </>
          )}
          {dataSections}
        </>
      </QueryState>
    </div>
  )
}

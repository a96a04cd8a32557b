import { Suspense } from 'react'
import { Navigate } from 'react-router-dom'
import { lazyAfterFirstPaint } from '@/components/layout/after-paint-parts'
import { PartBoundary } from '@/components/layout/part-boundary'
import { QueryState } from '@/components/ui/query-state'
import { STILL_LOADING } from '@/components/ui/query-status'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useT } from '@/i18n/use-t'
import { usePreferences } from '@/stores/hooks'
import './profile.css'

// The heading and lead paint first; the sections (profile-sections.tsx: forms, data layer) download
// once they are on screen.
const Sections = lazyAfterFirstPaint(() => import('./profile-sections').then((m) => ({ default: m.ProfileSections })))

export function ProfilePage() {
  const t = useT()
  useDocumentTitle(t.routes.profile)
  const { user } = usePreferences()
  // SPEC §2: without a stored user id the visitor goes to /login (a moderator has no attendee profile).
  if (!user?.id || user.collectionName !== 'users') return <Navigate to={paths.login} replace />
  return (
    <div className="page profile">
      <h1>{t.routes.profile}</h1>
      <p className="profile__lead">{t.profile.lead}</p>
      {/* Until the sections' code is here they read as loading, as they do while their data loads. */}
      <PartBoundary>
        <Suspense fallback={<QueryState query={STILL_LOADING}>{null}</QueryState>}>
          <Sections key={user.id} user={user} />
        </Suspense>
      </PartBoundary>
    </div>
  )
}

import { organiserContentApi } from '@/api/organiser-content'
import { ContentError, ContentSkeleton } from '@/components/ui/content-state'
import { inLang } from '@/domain/bilingual'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useOrganiserContent } from '@/hooks/use-organiser-content'
import { useT } from '@/i18n/use-t'
import { usePreferences } from '@/stores/hooks'
import { usCopy } from '../copy/us'
import { useCopy } from '@/i18n/use-copy'
import { PageHeader } from './page-header'
import { StaffAvatar } from './staff-avatar'
import '@/styles/pages.css'

export function UsPage() {
  const t = useT()
  const copy = useCopy(usCopy)
  usePageMeta(t.routes.us, copy.description)
  const organiser = useOrganiserContent()
  const { lang } = usePreferences()
  const data = organiser.status === 'ready' ? organiser.data : null
  const pending = organiser.status === 'error' ? <ContentError /> : <ContentSkeleton lines={4} />
  return (
    <div className="page us">
      <PageHeader title={t.routes.us} />
      <div className="us__story">
        <section className="panel panel--accent" aria-labelledby="us-mission">
          <h2 id="us-mission">{copy.missionTitle}</h2>
          {data ? <p>{inLang(data.content, 'usMission', lang)}</p> : pending}
        </section>
        <section className="panel" aria-labelledby="us-name">
          <h2 id="us-name">{copy.nameTitle}</h2>
          {data ? <p>{inLang(data.content, 'usNameStory', lang)}</p> : <ContentSkeleton lines={4} />}
        </section>
      </div>
      <section aria-labelledby="us-team">
        <h2 id="us-team">{copy.teamTitle}</h2>
        {data ? (
          <>
            <p>{copy.teamIntro(data.staff.length)}</p>
            <ul className="staff">
              {data.staff.map((member, index) => {
                const avatar = organiserContentApi.avatarUrl(member)
                return (
                  <li key={member.id} className="staff__member">
                    {avatar ? (
                      <img className="staff__avatar staff__photo" src={avatar} alt="" width={96} height={96} loading="lazy" />
                    ) : (
                      <StaffAvatar index={index} />
                    )}
                    <p className="staff__name">{member.name}</p>
                    <p className="staff__role">{inLang(member, 'role', lang)}</p>
                  </li>
                )
              })}
            </ul>
          </>
        ) : (
          <ContentSkeleton lines={6} className="staff__skeleton" />
        )}
      </section>
    </div>
  )
}

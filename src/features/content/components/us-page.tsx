import { ORGANISER } from '@/domain/organiser'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useT } from '@/i18n/use-t'
import { usCopy } from '../copy/us'
import { useCopy } from '../hooks/use-copy'
import { PageHeader } from './page-header'
import { StaffAvatar } from './staff-avatar'
import '@/styles/pages.css'

export function UsPage() {
  const t = useT()
  const copy = useCopy(usCopy)
  usePageMeta(t.routes.us, copy.description)
  return (
    <div className="page us">
      <PageHeader title={t.routes.us} />
      <div className="us__story">
        <section className="panel panel--accent" aria-labelledby="us-mission">
          <h2 id="us-mission">{copy.missionTitle}</h2>
          <p>{copy.mission}</p>
        </section>
        <section className="panel" aria-labelledby="us-name">
          <h2 id="us-name">{copy.nameTitle}</h2>
          <p>{copy.name}</p>
        </section>
      </div>
      <section aria-labelledby="us-team">
        <h2 id="us-team">{copy.teamTitle}</h2>
        <p>{copy.teamIntro}</p>
        <ul className="staff">
          {ORGANISER.staff.map((member, index) => (
            <li key={member.role} className="staff__member">
              <StaffAvatar index={index} />
              <p className="staff__name">{member.name}</p>
              <p className="staff__role">{copy.roles[member.role]}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

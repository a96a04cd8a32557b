import type { CSSProperties } from 'react'
import { SocialGlyph } from '@/components/layout/social-glyph'
import { ContentError, ContentSkeleton } from '@/components/ui/content-state'
import { inLang } from '@/domain/bilingual'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useOrganiserContent } from '@/hooks/use-organiser-content'
import { useT } from '@/i18n/use-t'
import { usePreferences } from '@/stores/hooks'
import { socialCopy } from '../copy/social'
import { useCopy } from '@/i18n/use-copy'
import { PageHeader } from './page-header'
import '@/styles/pages.css'

const ACCENTS = ['#a3e635', '#c084fc', '#f472b6', '#5eead4', '#fde047', '#fb923c', '#93c5fd', '#a78bfa', '#86efac'] as const

export function SocialMediaPage() {
  const t = useT()
  const copy = useCopy(socialCopy)
  usePageMeta(t.routes.socialMedia, copy.description)
  const organiser = useOrganiserContent()
  const { lang } = usePreferences()
  if (organiser.status !== 'ready') {
    return (
      <div className="page social">
        <PageHeader title={t.routes.socialMedia} intro={copy.intro} />
        {organiser.status === 'error' ? <ContentError /> : <ContentSkeleton lines={9} className="social__skeleton" />}
      </div>
    )
  }
  return (
    <div className="page social">
      <PageHeader title={t.routes.socialMedia} intro={copy.intro} />
      <ul className="card-grid social__grid">
        {organiser.data.content.social.map((network, index) => (
          <li key={network.network}>
            <a
              className="card card--link social__card"
              href={network.url}
              target="_blank"
              rel="noopener noreferrer"
              style={{ '--card-accent': ACCENTS[index % ACCENTS.length] } as CSSProperties}
            >
              <span className="social__icon">
                <SocialGlyph id={network.network} size={32} />
              </span>
              <span className="card__title">{t.footer.networks[network.network]}</span>
              <span className="card__body">{inLang(network, 'body', lang)}</span>
              <span className="card__more">
                {copy.follow} <span className="visually-hidden">{copy.opensInNewTab}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

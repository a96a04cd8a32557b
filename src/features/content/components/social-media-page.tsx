import type { CSSProperties } from 'react'
import { SocialGlyph } from '@/components/layout/social-glyph'
import { ORGANISER } from '@/domain/organiser'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useT } from '@/i18n/use-t'
import { socialCopy } from '../copy/social'
import { useCopy } from '../hooks/use-copy'
import { PageHeader } from './page-header'
import '@/styles/pages.css'

const ACCENTS = ['#a3e635', '#c084fc', '#f472b6', '#5eead4', '#fde047', '#fb923c', '#93c5fd', '#a78bfa', '#86efac'] as const

export function SocialMediaPage() {
  const t = useT()
  const copy = useCopy(socialCopy)
  usePageMeta(t.routes.socialMedia, copy.description)
  return (
    <div className="page social">
      <PageHeader title={t.routes.socialMedia} intro={copy.intro} />
      <ul className="card-grid social__grid">
        {ORGANISER.social.map((network, index) => (
          <li key={network.id}>
            <a
              className="card card--link social__card"
              href={network.url}
              target="_blank"
              rel="noopener noreferrer"
              style={{ '--card-accent': ACCENTS[index % ACCENTS.length] } as CSSProperties}
            >
              <span className="social__icon">
                <SocialGlyph id={network.id} size={32} />
              </span>
              <span className="card__title">{t.footer.networks[network.id]}</span>
              <span className="card__body">{copy.bodies[network.id]}</span>
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

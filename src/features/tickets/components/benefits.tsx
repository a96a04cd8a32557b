import { ContentError, ContentSkeleton } from '@/components/ui/content-state'
import { inLang } from '@/domain/bilingual'
import type { Level } from '@/domain/ticket-levels'
import { useOrganiserContent } from '@/hooks/use-organiser-content'
import { useT } from '@/i18n/use-t'
import { usePreferences } from '@/stores/hooks'
import kit from '../assets/benefit-kit.svg'
import shirt from '../assets/benefit-shirt.svg'
import gifts from '../assets/benefit-gifts.svg'
import dinner from '../assets/benefit-dinner.svg'
import keepsake from '../assets/benefit-keepsake.svg'
import special from '../assets/benefit-special.svg'

/** SPEC §2: the six benefits and the tiers that include each; their texts are organiser content. */
const BENEFITS: { image: string; tiers: Level[] }[] = [
  { image: kit, tiers: ['general', 'sponsor', 'superSponsor', 'mega'] },
  { image: shirt, tiers: ['sponsor', 'superSponsor', 'mega'] },
  { image: gifts, tiers: ['sponsor', 'superSponsor', 'mega'] },
  { image: dinner, tiers: ['superSponsor', 'mega'] },
  { image: keepsake, tiers: ['superSponsor', 'mega'] },
  { image: special, tiers: ['mega'] },
]

export function Benefits() {
  const t = useT().tickets
  const { lang } = usePreferences()
  const organiser = useOrganiserContent()
  const texts = organiser.status === 'ready' ? organiser.data.content.benefits : []
  return (
    <section className="buy-section" aria-labelledby="benefits-title">
      <h2 id="benefits-title">{t.benefits.title}</h2>
      {organiser.status === 'loading' && <ContentSkeleton lines={6} />}
      {organiser.status === 'error' && <ContentError />}
      <ul className="benefits">
        {BENEFITS.map((benefit, index) => {
          const copy = texts[index]
          if (!copy) return null
          return (
            <li key={index} className="benefit">
              <img src={benefit.image} alt="" width={72} height={72} />
              <div>
                <h3>{inLang(copy, 'title', lang)}</h3>
                <p>{inLang(copy, 'text', lang)}</p>
                <p className="benefit__tiers">
                  <span className="visually-hidden">{t.benefits.tiersLabel}: </span>
                  {benefit.tiers.map((tier) => (
                    <span key={tier} className={`tier tier--${tier}`}>
                      {t.catalogue.levels[tier]}
                    </span>
                  ))}
                </p>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

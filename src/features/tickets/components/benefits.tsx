import type { Level } from '@/domain/ticket-levels'
import { useT } from '@/i18n/use-t'
import kit from '../assets/benefit-kit.svg'
import shirt from '../assets/benefit-shirt.svg'
import gifts from '../assets/benefit-gifts.svg'
import dinner from '../assets/benefit-dinner.svg'
import keepsake from '../assets/benefit-keepsake.svg'
import special from '../assets/benefit-special.svg'

/** SPEC §2: the six benefits and the tiers that include each. */
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
  return (
    <section className="buy-section" aria-labelledby="benefits-title">
      <h2 id="benefits-title">{t.benefits.title}</h2>
      <ul className="benefits">
        {BENEFITS.map((benefit, index) => {
          const copy = t.benefits.items[index]
          if (!copy) return null
          return (
            <li key={copy.title} className="benefit">
              <img src={benefit.image} alt="" width={72} height={72} />
              <div>
                <h3>{copy.title}</h3>
                <p>{copy.text}</p>
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

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { EVENT } from '@/domain/event'
import { latestAdultBirthday } from '@/domain/edition'
import { formatAgeCutoff, formatEventDates } from '@/domain/event-dates'
import { es } from '@/i18n/es'
import { en } from '@/i18n/en'
import { rulesCopy } from '@/features/content/copy/rules'
import { legalInfoCopy } from '@/features/profile/legal-info-copy'
import { MIGRATED_EDITION } from '../support/migrated-edition.ts'

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')

/**
 * Editions are data (collection Ediciones); the migrations write the first one (MIGRATED_EDITION). The
 * HTML shell names no edition, and the migrations' copies of the first edition's rules match it.
 */
describe('event facts have one source', () => {
  it("index.html's meta description is the Spanish site description without an edition's dates (pages add them once read)", () => {
    const meta = /<meta name="description" content="([^"]*)"/.exec(read('index.html'))?.[1]
    expect(meta).toBe(es.site.description(null))
  })

  it('the database refuses birthdays younger than the age cut-off allows (profiles migration)', () => {
    expect(latestAdultBirthday(MIGRATED_EDITION)).toBe('2007-08-27')
    expect(read('pb_migrations/1795000200_profiles.js')).toContain(`max: '${latestAdultBirthday(MIGRATED_EDITION)} 23:59:59.999Z'`)
  })

  it('the database accepts exactly the order ids the domain formats (tickets migration)', () => {
    expect(read('pb_migrations/1795000300_tickets.js')).toContain(`pattern: '^${MIGRATED_EDITION.prefijoOrden}[0-9]{${EVENT.orderIdDigits}}$'`)
  })

  it("texts state the edition's age cut-off, payment window and dates, and the withdrawal period, in both languages", () => {
    const next = { inicio: '2026-08-28', fin: '2026-08-30', corteEdad: '2026-08-26', minutosPago: 3, prefijoOrden: 'Paw26a' }
    expect(formatAgeCutoff(next, 'es-CL')).toBe('26 de agosto de 2026')
    expect(formatAgeCutoff(next, 'en-GB')).toBe('26 August 2026')
    expect(legalInfoCopy.ESP.ageRule(formatAgeCutoff(next, 'es-CL'))).toBe(`Debes tener ${EVENT.minimumAge} años o más el 26 de agosto de 2026.`)
    expect(legalInfoCopy.ENG.ageRule(formatAgeCutoff(next, 'en-GB'))).toBe(`You must be ${EVENT.minimumAge} or older on 26 August 2026.`)
    expect(es.payments.payBlock.window(next.minutosPago)).toContain('3 minutos')
    expect(en.payments.payBlock.window(next.minutosPago)).toContain('3 minutes')
    expect(es.tickets.howTo.steps(next.minutosPago).at(-1)).toContain('3 minutos')
    expect(en.tickets.legalReminder.text('26 August 2026')).toContain('or older by 26 August 2026.')
    const words = (lang: 'es-CL' | 'en-GB') => ({ dates: formatEventDates(next, lang), ageCutoff: formatAgeCutoff(next, lang) })
    const article = (lang: 'ESP' | 'ENG', n: number) =>
      rulesCopy[lang]
        .chapters(words(lang === 'ESP' ? 'es-CL' : 'en-GB'))
        .flatMap((c) => c.articles)
        .find((a) => a.n === n)?.text ?? ''
    expect(article('ESP', 9)).toContain(`${EVENT.refundPeriodDays} días corridos`)
    expect(article('ENG', 9)).toContain(`${EVENT.refundPeriodDays} calendar days`)
    expect(article('ESP', 1)).toContain('28–30 de agosto de 2026')
    expect(article('ENG', 5)).toContain('by 26 August 2026.')
    expect(rulesCopy.ESP.description('2026')).toContain('Monster Invasion 2026')
  })
})

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { EVENT } from '@/domain/event'
import { formatAgeCutoff, formatEventDates, latestAdultBirthdate, paymentWindowMinutes } from '@/domain/event-dates'
import { es } from '@/i18n/es'
import { en } from '@/i18n/en'
import { rulesCopy } from '@/features/content/copy/rules'

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')

/**
 * The edition's facts live in src/domain/event.ts. What cannot import TypeScript (the HTML shell,
 * PocketBase migrations) keeps a copy, and these tests fail when a copy drifts from the source.
 */
describe('event facts have one source', () => {
  it("index.html's meta description is the Spanish site description, dates included", () => {
    const meta = /<meta name="description" content="([^"]*)"/.exec(read('index.html'))?.[1]
    expect(meta).toBe(es.site.description)
    expect(meta).toContain(formatEventDates('es-CL'))
  })

  it('the database refuses birthdays younger than the age cut-off allows (profiles migration)', () => {
    expect(latestAdultBirthdate()).toBe('2007-08-27')
    expect(read('pb_migrations/1795000200_profiles.js')).toContain(`max: '${latestAdultBirthdate()} 23:59:59.999Z'`)
  })

  it('the database accepts exactly the order ids the domain formats (tickets migration)', () => {
    expect(read('pb_migrations/1795000300_tickets.js')).toContain(`pattern: '^${EVENT.orderIdPrefix}[0-9]{${EVENT.orderIdDigits}}$'`)
  })

  it('texts state the age, cut-off, payment window and withdrawal period from the domain, in both languages', () => {
    expect(es.profile.legal.ageRule).toBe(`Debes tener ${EVENT.minimumAge} años o más el ${formatAgeCutoff('es-CL')}.`)
    expect(en.profile.legal.ageRule).toBe(`You must be ${EVENT.minimumAge} or older on ${formatAgeCutoff('en-GB')}.`)
    expect(formatAgeCutoff('es-CL')).toBe('27 de agosto de 2025')
    expect(formatAgeCutoff('en-GB')).toBe('27 August 2025')
    expect(es.payments.payBlock.window).toContain(`${paymentWindowMinutes()} minutos`)
    expect(en.payments.payBlock.window).toContain(`${paymentWindowMinutes()} minutes`)
    const article = (lang: 'ESP' | 'ENG', n: number) => rulesCopy[lang].chapters.flatMap((c) => c.articles).find((a) => a.n === n)?.text ?? ''
    expect(article('ESP', 9)).toContain(`${EVENT.refundPeriodDays} días corridos`)
    expect(article('ENG', 9)).toContain(`${EVENT.refundPeriodDays} calendar days`)
    expect(article('ESP', 1)).toContain(formatEventDates('es-CL'))
  })
})

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { dateFindings } from '../../scripts/lib/readiness/dates.ts'
import { checkReadiness, formatFindings, hasBlockers } from '../../scripts/lib/readiness/index.ts'
import { markerFindings } from '../../scripts/lib/readiness/markers.ts'
import { organiserFindings } from '../../scripts/lib/readiness/organiser.ts'
import { readOrganiserSeed, type OrganiserSnapshot } from '../../scripts/lib/organiser-seed.ts'
import { realOrganiserContent } from '../support/real-organiser-content.ts'
import { compareTexts, translationFindings } from '../../scripts/lib/readiness/translations.ts'

const root = path.resolve(import.meta.dirname, '../..')
const seed = readOrganiserSeed(root)

describe('launch readiness', () => {
  it('lists every organiser field still holding its seed value, and passes once all are replaced', () => {
    const seeded = organiserFindings(seed, seed)
    expect(seeded.map((f) => f.message)).toEqual(
      expect.arrayContaining([
        'content.companyRepresentative still holds the seed value "Nombre Apellido Representante"',
        'content.hotelAddress still holds the seed value "Av. Ejemplo 1234, Las Condes, Santiago, Chile"',
        'content.homeTaglineEn still holds the seed value "Monsters are invading Santiago!"',
        'content.faq.0.answerEs still holds the seed value "Tu solicitud quedó registrada. Revisamos las solicitudes por orden de llegada y te escribimos cuando la tuya sea aprobada."',
        'content.social.8.url still holds the seed value "https://discord.gg/monsterinvasion"',
        'staff[Nombre Ocho].name still holds the seed value "Nombre Ocho"',
      ]),
    )
    // SPEC's own facts (hotel rates, benefit titles) are not drafts.
    expect(seeded.some((f) => /hotelRates|benefits\.\d+\.title/.test(f.message))).toBe(false)
    expect(seeded.every((f) => f.severity === 'blocker')).toBe(true)
    expect(organiserFindings(realOrganiserContent(seed), seed)).toEqual([])
  })

  it('refuses obviously invented or empty values, one-language texts, unknown facts and an empty team', () => {
    const real = realOrganiserContent(seed)
    const content = real.content as Record<string, unknown> & { faq: Record<string, string>[] }
    content.hotelBookingUrl = 'https://example.com/book'
    content.companyLegalName = ''
    content.homeIntroEn = ''
    content.faq[0] = { ...content.faq[0], answerEs: 'Tienes {paymentMinutos} minutos.' }
    const noStaff: OrganiserSnapshot = { ...real, staff: [] }
    expect(organiserFindings(noStaff, seed).map((f) => `${f.area}: ${f.message}`)).toEqual([
      'organiser: content.companyLegalName is empty',
      'organiser: content.hotelBookingUrl looks invented: "https://example.com/book"',
      'translations: content.homeIntroEn is empty: the English text is missing',
      'organiser: content.faq.0.answerEs names an unknown fact {paymentMinutos}',
      'organiser: Equipo has no staff: /us would show an empty team',
    ])
    expect(organiserFindings(null, seed).map((f) => f.message)).toEqual([
      'ContenidoOrganizador has no record: run the migrations (pb_migrations/1795002301_organiser_content_seed.js)',
    ])
  })

  it('lists PLACEHOLDER markers with file and line', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'readiness-'))
    mkdirSync(path.join(root, 'src', 'copy'), { recursive: true })
    writeFileSync(path.join(root, 'src', 'copy', 'faq.ts'), "const a = 1\n// PLACEHOLDER: answers are drafts\nexport const b = 'PLACEHOLDERS in prose are not markers'\n")
    expect(markerFindings(root)).toEqual([{ severity: 'blocker', area: 'placeholder', message: 'src/copy/faq.ts:2 answers are drafts' }])
  })

  it('blocks past or inconsistent event dates and passes future ones', () => {
    const event = { inicio: '2027-08-27', fin: '2027-08-29', corteEdad: '2027-08-25' }
    expect(dateFindings('2027-01-01', event)).toEqual([])
    expect(dateFindings('2027-08-28', event).map((f) => f.message)).toEqual([
      'the event starts on 2027-08-27, before today: this edition is over (add the next one on /adminconsole)',
    ])
    expect(dateFindings('2027-01-01', { ...event, fin: '2027-08-26', corteEdad: '2027-09-01' })).toHaveLength(2)
  })

  it('finds missing translations (empty text, missing key, shorter list) and flags sentences left in Spanish', () => {
    const spanish = { a: 'Hola', b: { c: 'Uno' }, list: ['x', 'y'], same: 'Esto no se tradujo todavía', name: 'Corner Suite', fn: (n: number) => `${n}` }
    const english = { a: '', b: {}, list: ['x'], same: 'Esto no se tradujo todavía', name: 'Corner Suite', fn: (n: number) => `${n}` }
    expect(compareTexts(spanish, english, 'demo')).toEqual([
      { severity: 'blocker', area: 'translations', message: 'demo.a: the English text is empty' },
      { severity: 'blocker', area: 'translations', message: 'demo.b.c: no English text' },
      { severity: 'blocker', area: 'translations', message: 'demo.list: 2 Spanish items, 1 English' },
      { severity: 'warning', area: 'translations', message: 'demo.same: same text in both languages: "Esto no se tradujo todavía"' },
    ])
  })

  it("has no missing translation in today's dictionaries and page copy", () => {
    expect(translationFindings().filter((f) => f.severity === 'blocker')).toEqual([])
  })

  it('without a PocketBase it cannot vouch for the organiser content and ticket types, so it blocks; it prints blockers first', async () => {
    const findings = await checkReadiness({ root, pb: null, today: '2025-01-01' })
    expect(findings).toContainEqual({
      severity: 'blocker',
      area: 'setup',
      message: 'no PocketBase to check organiser content and ticket types: set POCKETBASE_URL, PB_SUPERUSER_EMAIL and PB_SUPERUSER_PASSWORD',
    })
    expect(hasBlockers(findings)).toBe(true)
    expect(formatFindings(findings).split('\n')[0]).toMatch(/^BLOCKERS \(\d+\)$/)
    expect(formatFindings([])).toBe('Ready for launch: nothing found.')
  })
})

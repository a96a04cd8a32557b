import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ORGANISER } from '@/domain/organiser'
import { dateFindings } from '../../scripts/lib/readiness/dates.ts'
import { checkReadiness, formatFindings, hasBlockers } from '../../scripts/lib/readiness/index.ts'
import { markerFindings } from '../../scripts/lib/readiness/markers.ts'
import { leaves, organiserFindings } from '../../scripts/lib/readiness/organiser.ts'
import { compareTexts, translationFindings } from '../../scripts/lib/readiness/translations.ts'

/** The organiser data with every field replaced by what real organisers would write. */
function realOrganiser() {
  const copy = structuredClone(ORGANISER) as unknown as Record<string, unknown>
  const set = (target: Record<string, unknown>, keys: string[], value: unknown) => {
    const last = keys.pop() ?? ''
    let node = target
    for (const key of keys) node = node[key] as Record<string, unknown>
    node[last] = value
  }
  for (const [leafPath, value] of leaves(copy)) {
    if (leafPath.endsWith('.id') || leafPath.endsWith('.role')) continue
    set(copy, leafPath.split('.'), typeof value === 'number' ? value + 0.001 : `real ${leafPath}`)
  }
  return copy
}

describe('launch readiness', () => {
  it('lists every organiser field still holding its seed value, and passes once all are replaced', () => {
    const seeded = organiserFindings()
    expect(seeded.map((f) => f.message)).toEqual(
      expect.arrayContaining([
        'company.legalRepresentative still holds the seed value "Nombre Apellido Representante"',
        'hotel.address still holds the seed value "Av. Ejemplo 1234, Las Condes, Santiago, Chile"',
        'staff.7.name still holds the seed value "Nombre Ocho"',
        'social.8.url still holds the seed value "https://discord.gg/monsterinvasion"',
      ]),
    )
    expect(seeded.every((f) => f.severity === 'blocker')).toBe(true)
    expect(organiserFindings(realOrganiser())).toEqual([])
  })

  it('refuses values that are obviously invented or empty even when they are not the seed', () => {
    const organiser = realOrganiser() as { hotel: Record<string, unknown>; company: Record<string, unknown> }
    organiser.hotel.bookingUrl = 'https://example.com/book'
    organiser.company.legalName = ''
    expect(organiserFindings(organiser).map((f) => f.message)).toEqual([
      'company.legalName is empty',
      'hotel.bookingUrl looks invented: "https://example.com/book"',
    ])
  })

  it('lists PLACEHOLDER markers with file and line', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'readiness-'))
    mkdirSync(path.join(root, 'src', 'copy'), { recursive: true })
    writeFileSync(path.join(root, 'src', 'copy', 'faq.ts'), "const a = 1\n// PLACEHOLDER: answers are drafts\nexport const b = 'PLACEHOLDERS in prose are not markers'\n")
    expect(markerFindings(root)).toEqual([{ severity: 'blocker', area: 'placeholder', message: 'src/copy/faq.ts:2 answers are drafts' }])
  })

  it('blocks past or inconsistent event dates and passes future ones', () => {
    const event = { startDate: '2027-08-27', endDate: '2027-08-29', ageCutoffDate: '2027-08-25' }
    expect(dateFindings('2027-01-01', event)).toEqual([])
    expect(dateFindings('2027-08-28', event).map((f) => f.message)).toEqual([
      'the event starts on 2027-08-27, before today (2027-08-28): update src/domain/event.ts',
    ])
    expect(dateFindings('2027-01-01', { ...event, endDate: '2027-08-26', ageCutoffDate: '2027-09-01' })).toHaveLength(2)
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

  it('without a PocketBase it cannot vouch for the ticket types, so it blocks; it prints blockers first', async () => {
    const findings = await checkReadiness({ root: path.resolve(import.meta.dirname, '../..'), pb: null, today: '2025-01-01' })
    expect(findings).toContainEqual({
      severity: 'blocker',
      area: 'setup',
      message: 'no PocketBase to check ticket types: set POCKETBASE_URL, PB_SUPERUSER_EMAIL and PB_SUPERUSER_PASSWORD',
    })
    expect(hasBlockers(findings)).toBe(true)
    expect(formatFindings(findings).split('\n')[0]).toMatch(/^BLOCKERS \(\d+\)$/)
    expect(formatFindings([])).toBe('Ready for launch: nothing found.')
  })
})

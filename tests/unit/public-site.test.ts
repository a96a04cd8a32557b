import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { bannerReducer, visibleVariant, variantOf, type BannerState } from '@/features/alert-banner/banner-state'
import { rulesCopy } from '@/features/content/copy/rules'
import { shuffled } from '@/features/content/shuffle'
import { formatEventDates } from '@/domain/event-dates'

import { SOCIAL_NETWORKS } from '@/domain/organiser'
import { readOrganiserSeed } from '../../scripts/lib/organiser-seed.ts'
import { MIGRATED_EDITION } from '../support/migrated-edition.ts'

describe('alert banner state', () => {
  const start: BannerState = { status: 'Ok', closed: false }
  it('shows the five variants and hides None and empty', () => {
    expect(['No', 'Warn', 'Ok', 'Soon', 'Wait'].map(variantOf)).toEqual(['No', 'Warn', 'Ok', 'Soon', 'Wait'])
    expect(variantOf('None')).toBeNull()
    expect(variantOf('')).toBeNull()
  })
  it('stays closed for the same status and reopens for a new one', () => {
    const closed = bannerReducer(start, { type: 'closed' })
    expect(visibleVariant(closed)).toBeNull()
    expect(visibleVariant(bannerReducer(closed, { type: 'statusChanged', status: 'Ok' }))).toBeNull()
    expect(visibleVariant(bannerReducer(closed, { type: 'statusChanged', status: 'Wait' }))).toBe('Wait')
    expect(visibleVariant(bannerReducer(start, { type: 'statusChanged', status: 'None' }))).toBeNull()
  })
})

describe('content facts', () => {
  it('rules: six chapters cover articles 1–39 in the SPEC ranges, in both languages', () => {
    for (const copy of [rulesCopy.ESP, rulesCopy.ENG]) {
      const chapters = copy.chapters({ dates: 'd', ageCutoff: 'a' })
      const ranges = chapters.map((c) => [c.articles[0]?.n, c.articles[c.articles.length - 1]?.n])
      expect(ranges).toEqual([[1, 6], [7, 11], [12, 19], [20, 26], [27, 30], [31, 39]])
      expect(chapters.flatMap((c) => c.articles.map((a) => a.n))).toEqual(Array.from({ length: 39 }, (_, i) => i + 1))
      expect(copy.panels).toHaveLength(6)
    }
  })
  const seed = readOrganiserSeed('.') as { content: { hotelRates: { usd: number }[]; social: { network: string }[] }; staff: unknown[] }
  it('seeded hotel rates are the SPEC values in USD', () => {
    expect(seed.content.hotelRates.map((r) => r.usd)).toEqual([125, 135, 145, 290, 345, 685])
  })
  it('seeded organiser content: 8 staff and the 9 social networks in grid order', () => {
    expect(seed.staff).toHaveLength(8)
    expect(seed.content.social.map((s) => s.network)).toEqual([...SOCIAL_NETWORKS])
  })
  it("an edition's dates are shown in Chile time, whatever the viewer zone", () => {
    expect(formatEventDates(MIGRATED_EDITION, 'es-CL')).toBe('29–31 de agosto de 2025')
    expect(formatEventDates(MIGRATED_EDITION, 'en-US').replace(/\s/gu, ' ')).toBe('August 29 – 31, 2025')
    expect(formatEventDates({ inicio: '2026-08-30', fin: '2026-09-01' }, 'es-CL').replace(/\s/gu, ' ')).toBe('30 de agosto – 1 de septiembre de 2026')
  })
  it('shuffle keeps every item', () => {
    const items = ['a', 'b', 'c', 'd', 'e']
    expect(shuffled(items).sort()).toEqual(items)
    expect(shuffled(items, () => 0)).toEqual(['b', 'c', 'd', 'e', 'a'])
  })
})

/** WCAG relative luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0)
  }
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x)
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05)
}

function tokens(css: string, selector: string): Record<string, string> {
  const block = css.slice(css.indexOf(`${selector} {`))
  const body = block.slice(0, block.indexOf('}'))
  return Object.fromEntries([...body.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1] ?? '', m[2] ?? '']))
}

describe('colour contrast (WCAG AA, 4.5:1 for text)', () => {
  const css = readFileSync('src/styles/global.css', 'utf8')
  const themes = { light: tokens(css, ':root'), dark: { ...tokens(css, ':root'), ...tokens(css, ':root.dark') } }
  const pairs = [
    ['color-text', 'color-bg'],
    ['color-text', 'color-surface'],
    ['color-text', 'color-surface-2'],
    ['color-text', 'color-bg-deep'],
    ['color-muted', 'color-bg'],
    ['color-muted', 'color-surface'],
    ['color-muted', 'color-bg-deep'],
    ['color-accent', 'color-bg'],
    ['color-accent', 'color-surface'],
    ['color-accent-contrast', 'color-accent'],
    ['color-slime', 'color-bg'],
    ['color-slime', 'color-surface'],
  ] as const
  for (const [theme, t] of Object.entries(themes)) {
    it.each(pairs)(`${theme}: %s on %s`, (fg, bg) => {
      expect(contrast(t[fg] ?? '', t[bg] ?? '')).toBeGreaterThanOrEqual(4.5)
    })
  }
  it('banner variants', () => {
    const chrome = readFileSync('src/styles/chrome.css', 'utf8')
    const variants = [...chrome.matchAll(/--banner-bg:\s*(#[0-9a-f]{6});\s*--banner-fg:\s*(#[0-9a-f]{6})/gi)]
    expect(variants).toHaveLength(6)
    for (const [, bg, fg] of variants) expect(contrast(fg ?? '', bg ?? '')).toBeGreaterThanOrEqual(4.5)
  })
})

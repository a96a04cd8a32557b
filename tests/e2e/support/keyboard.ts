import { expect, type Locator, type Page } from '@playwright/test'

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false)

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would; fails after
 * `max` presses so a focus trap or an unreachable control shows up as a clear error.
 */
export async function tabTo(page: Page, target: Locator, options: { backwards?: boolean; max?: number } = {}) {
  const key = options.backwards ? 'Shift+Tab' : 'Tab'
  const max = options.max ?? 80
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return presses
    await page.keyboard.press(key)
  }
  if (await isFocused(target)) return max
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? 'nothing')
  throw new Error(`${key} ×${max} never reached ${target.toString()}; the focus is on ${focused}`)
}

/** The focused element shows where the focus is: :focus-visible matches and an outline or a shadow is drawn. */
export async function expectFocusVisible(page: Page) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return { visible: false, what: 'nothing focused' }
    const style = getComputedStyle(el)
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
    const shadow = style.boxShadow !== 'none'
    return {
      visible: el.matches(':focus-visible') && (outline || shadow),
      what: `${el.tagName.toLowerCase()} outline=${style.outlineStyle} ${style.outlineWidth} shadow=${style.boxShadow}`,
    }
  })
  expect(ring.visible, `focus ring of ${ring.what}`).toBe(true)
}

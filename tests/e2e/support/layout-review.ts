import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'

export const REVIEW_DIR = path.join(import.meta.dirname, '..', 'artifacts', 'route-review')

export interface LayoutProblem {
  kind: 'sideways-scroll' | 'clipped-control' | 'unstyled-control'
  detail: string
}

/**
 * What a reviewer would flag in a screenshot, measured in the page: the document wider than the
 * window (the page scrolls sideways) and any button, or link styled as one, whose text overflows it
 * or that is cut by a scrolling/clipping ancestor or the window's edge, and any button left with the
 * browser's default look (its stylesheet never loaded).
 */
export function layoutProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate(() => {
    const problems: { kind: 'sideways-scroll' | 'clipped-control' | 'unstyled-control'; detail: string }[] = []
    const viewport = document.documentElement.clientWidth
    const widest = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth)
    if (widest > viewport + 1) problems.push({ kind: 'sideways-scroll', detail: `document is ${widest}px wide in a ${viewport}px window` })
    const describe = (el: Element) => `"${(el.textContent ?? '').trim().slice(0, 40)}" (${el.tagName.toLowerCase()}.${[...el.classList].join('.')})`
    for (const el of document.querySelectorAll<HTMLElement>('button, a.btn, .form-button, [role="button"]')) {
      const box = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || el.closest('[hidden], [aria-hidden="true"]')) continue
      // Chromium's own button font (13.333px) only survives on a button no stylesheet reached (icon
      // buttons have no text to judge it by).
      if (el.tagName === 'BUTTON' && (el.textContent ?? '').trim() !== '' && style.fontSize === '13.3333px') {
        problems.push({ kind: 'unstyled-control', detail: `${describe(el)}: browser-default button styling` })
        continue
      }
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) {
        problems.push({ kind: 'clipped-control', detail: `${describe(el)}: text overflows the button` })
        continue
      }
      if (box.left < -1 || box.right > viewport + 1) {
        problems.push({ kind: 'clipped-control', detail: `${describe(el)}: outside the window (${Math.round(box.left)}–${Math.round(box.right)})` })
        continue
      }
      for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const ps = getComputedStyle(parent)
        if (ps.overflowX === 'visible' && ps.overflowY === 'visible') continue
        const pb = parent.getBoundingClientRect()
        const cutX = ps.overflowX !== 'visible' && (box.left < pb.left - 1 || box.right > pb.right + 1)
        const cutY = ps.overflowY !== 'visible' && (box.top < pb.top - 1 || box.bottom > pb.bottom + 1)
        if (cutX || cutY) {
          problems.push({ kind: 'clipped-control', detail: `${describe(el)}: cut by ${describe(parent).replace(/^"[^"]*" /, '')}` })
          break
        }
      }
    }
    return problems
  })
}

export interface Shot {
  route: string
  file: string
  caption: string
}

const slug = (route: string) => (route === '/' ? 'home' : route.slice(1).replace(/[^a-z0-9]+/gi, '-'))

export function shotPath(route: string, name: string): { absolute: string; relative: string } {
  const dir = path.join(REVIEW_DIR, slug(route))
  mkdirSync(dir, { recursive: true })
  return { absolute: path.join(dir, `${name}.png`), relative: `${slug(route)}/${name}.png` }
}

/** One HTML page per route with its screenshots side by side, plus an index linking them. */
export function writeContactSheets(shots: Shot[]) {
  mkdirSync(REVIEW_DIR, { recursive: true })
  const routes = [...new Set(shots.map((s) => s.route))]
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
  for (const route of routes) {
    const figures = shots
      .filter((s) => s.route === route)
      .map((s) => `<figure><figcaption>${escape(s.caption)}</figcaption><a href="${s.file}"><img src="${s.file}" loading="lazy" alt="${escape(s.caption)}"></a></figure>`)
      .join('\n')
    writeFileSync(
      path.join(REVIEW_DIR, `${slug(route)}.html`),
      `<!doctype html><meta charset="utf-8"><title>${escape(route)}</title><style>body{font:14px system-ui;margin:1rem;background:#888}` +
        `main{display:flex;gap:1rem;align-items:flex-start;flex-wrap:wrap}figure{margin:0;background:#fff;padding:.5rem}` +
        `img{display:block;width:320px;height:auto;border:1px solid #444}</style><h1>${escape(route)}</h1><main>${figures}</main>`,
    )
  }
  const links = routes.map((r) => `<li><a href="${slug(r)}.html">${escape(r)}</a></li>`).join('')
  writeFileSync(path.join(REVIEW_DIR, 'index.html'), `<!doctype html><meta charset="utf-8"><title>Route review</title><ul>${links}</ul>`)
}

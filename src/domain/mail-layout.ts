/**
 * The layout of every bilingual mail (functions and PocketBase's hooks alike): Spanish first, a
 * rule, then English; the plain-text part in the same order.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export const escapeHtml = (text: string) => String(text).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c)

/** Each line as an escaped paragraph. */
export const paragraphsHtml = (lines: readonly string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')

/** Two already-built HTML blocks in the mail's order. */
export const bilingualHtml = (esHtml: string, enHtml: string) => `<div lang="es">${esHtml}</div><hr><div lang="en">${enHtml}</div>`

export const bilingualText = (es: readonly string[], en: readonly string[]) => [...es, '', '---', '', ...en].join('\n')

/** The html and text parts of a mail made of plain paragraphs. */
export const bilingualBody = (es: readonly string[], en: readonly string[]) => ({
  html: bilingualHtml(paragraphsHtml(es), paragraphsHtml(en)),
  text: bilingualText(es, en),
})

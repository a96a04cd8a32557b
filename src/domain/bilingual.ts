/** Organiser texts are stored as `xEs` / `xEn` pairs (docs/decisions.md); these read them. */
/** The bases `x` of a shape's `xEs` / `xEn` pairs. */
export type PairBase<T> = {
  [K in keyof T]: K extends `${infer B}Es` ? (`${B}En` extends keyof T ? B : never) : never
}[keyof T]

/** The text of a pair in the reader's language (ESP → `xEs`, ENG → `xEn`). */
export function inLang<T extends object>(entry: T, base: PairBase<T> & string, lang: 'ESP' | 'ENG'): string {
  const value: unknown = (entry as Record<string, unknown>)[`${base}${lang === 'ENG' ? 'En' : 'Es'}`]
  return typeof value === 'string' ? value : ''
}

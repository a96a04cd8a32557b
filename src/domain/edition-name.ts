// What an edition is called on the site (collection Ediciones, `nombreEs`/`nombreEn`): "Primera
// edición", "Segunda edición"… It is data organisers enter with the edition's dates, never copy, so
// the home page names the edition being sold, whichever year it is.

/** The longest name an edition may carry, in each language (also the schema's maximum). */
export const EDITION_NAME_MAX = 60

/** An edition's name in both languages ('' when organisers gave none). */
export interface EditionName {
  nombreEs: string
  nombreEn: string
}

export type EditionNameProblem = 'nameMissing' | 'nameTooLong'

/**
 * What is wrong with an edition's name, by field: text organisers write exists in both languages, so
 * a name in one language needs the other; an edition may also have none (the migrations' records).
 */
export function editionNameProblems(name: EditionName): Partial<Record<keyof EditionName, EditionNameProblem>> {
  const problems: Partial<Record<keyof EditionName, EditionNameProblem>> = {}
  const es = name.nombreEs.trim()
  const en = name.nombreEn.trim()
  if (es.length > EDITION_NAME_MAX) problems.nombreEs = 'nameTooLong'
  if (en.length > EDITION_NAME_MAX) problems.nombreEn = 'nameTooLong'
  if (es === '' && en !== '') problems.nombreEs = 'nameMissing'
  if (en === '' && es !== '') problems.nombreEn = 'nameMissing'
  return problems
}

/**
 * The home page's kicker: the organisers' line ("Convención furry") and the current edition's name
 * ("Primera edición"), each only when there is one.
 */
export const editionKicker = (line: string, editionName: string): string =>
  [line.trim(), editionName.trim()].filter((part) => part !== '').join(' · ')

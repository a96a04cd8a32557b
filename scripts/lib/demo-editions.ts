import type PocketBase from 'pocketbase'
import { todayInChile } from '../../src/domain/chile-time.ts'
import { currentEdition, editionProblems, PAYMENT_MINUTES_MAX, saleStateOn, type Edition } from '../../src/domain/edition.ts'
import type { EditionName } from '../../src/domain/edition-name.ts'

/**
 * The editions of `npm start`'s demo data, computed from the day it runs (Chile): nothing about an
 * edition is written here, so a local start always shows a sale that is open, whatever the date. The
 * migrations' own seed (SPEC's 2025 edition, pb_migrations/1795003210_editions.js) is a real deploy's
 * first edition and stays as it is; these are added beside it, by the dev scripts only.
 */

/** How far ahead the demo's upcoming edition starts: about three months, time enough for a whole sale. */
export const DEMO_LEAD_DAYS = 91
/** The demo's past edition starts 52 weeks before the upcoming one: the same weekday, about nine months ago. */
export const DEMO_PAST_OFFSET_DAYS = 364
/** Friday to Sunday, adults by the Wednesday before: the shape of SPEC's editions. */
const FIRST_WEEKDAY = 5
const EDITION_DAYS = 3
const AGE_CUTOFF_DAYS_BEFORE = 2
/** The sale opens a month before the demo's start lands DEMO_LEAD_DAYS ahead, and closes the day before the event. */
const SALE_OPENS_DAYS_BEFORE = DEMO_LEAD_DAYS + 30

const DAY_MS = 24 * 60 * 60 * 1000
const noonUtc = (day: string) => Date.parse(`${day}T12:00:00Z`)
/** `day` (YYYY-MM-DD) moved by `days` calendar days. */
export const addDays = (day: string, days: number): string => new Date(noonUtc(day) + days * DAY_MS).toISOString().slice(0, 10)
/** The first FIRST_WEEKDAY (a Friday) on or after `day`. */
const weekdayFrom = (day: string): string => addDays(day, (FIRST_WEEKDAY - new Date(noonUtc(day)).getUTCDay() + 7) % 7)

/**
 * The order prefix of an edition starting on `inicio`: "Paw", the year's two digits, and the first letter
 * no other edition of that year holds (a for the year's first edition, b for a second one…).
 */
export function demoOrderPrefix(inicio: string, others: readonly Pick<Edition, 'prefijoOrden'>[]): string {
  const stem = `Paw${inicio.slice(2, 4)}`
  const taken = new Set(others.map((edition) => edition.prefijoOrden))
  for (let letter = 'a'.charCodeAt(0); letter <= 'z'.charCodeAt(0); letter++) {
    const prefix = `${stem}${String.fromCharCode(letter)}`
    if (!taken.has(prefix)) return prefix
  }
  throw new Error(`every order prefix of ${inicio.slice(0, 4)} is taken`)
}

/** A demo edition starting on the first Friday on or after `from`. */
function demoEdition(from: string, others: readonly Edition[]): Edition {
  const inicio = weekdayFrom(from)
  return {
    inicio,
    fin: addDays(inicio, EDITION_DAYS - 1),
    corteEdad: addDays(inicio, -AGE_CUTOFF_DAYS_BEFORE),
    minutosPago: PAYMENT_MINUTES_MAX,
    prefijoOrden: demoOrderPrefix(inicio, others),
    ventaAbre: addDays(inicio, -SALE_OPENS_DAYS_BEFORE),
    ventaCierra: addDays(inicio, -1),
  }
}


/**
 * The editions to add to `existing` on `today` (YYYY-MM-DD, Chile) for the demo: a past edition when
 * none is over yet, and an upcoming one (DEMO_LEAD_DAYS ahead) when none has yet to start. Nothing when
 * both are there: a second start on a later day keeps the editions of the first until its edition has
 * started, then adds the next one.
 */
export function planDemoEditions(existing: readonly Edition[], today: string): Edition[] {
  const planned: Edition[] = []
  const all = () => [...existing, ...planned]
  const upcoming = demoEdition(addDays(today, DEMO_LEAD_DAYS), all())
  if (!all().some((edition) => edition.fin < today)) planned.push(demoEdition(addDays(upcoming.inicio, -DEMO_PAST_OFFSET_DAYS), all()))
  if (!all().some((edition) => edition.inicio > today)) planned.push(demoEdition(addDays(today, DEMO_LEAD_DAYS), all()))
  for (const edition of planned) {
    const problems = editionProblems(edition)
    if (Object.keys(problems).length > 0) throw new Error(`demo edition ${JSON.stringify(edition)}: ${JSON.stringify(problems)}`)
  }
  return planned
}

/** The demo's names by an edition's place (first to start first); past the list an edition has none. */
const DEMO_NAMES: readonly EditionName[] = [
  { nombreEs: 'Primera edición', nombreEn: 'First edition' },
  { nombreEs: 'Segunda edición', nombreEn: 'Second edition' },
  { nombreEs: 'Tercera edición', nombreEn: 'Third edition' },
  { nombreEs: 'Cuarta edición', nombreEn: 'Fourth edition' },
  { nombreEs: 'Quinta edición', nombreEn: 'Fifth edition' },
]
const UNNAMED: EditionName = { nombreEs: '', nombreEn: '' }

/** The demo name of the edition that is `place`-th to start (0 for the first). */
export const demoEditionName = (place: number): EditionName => DEMO_NAMES[place] ?? UNNAMED

/** Adds the demo's editions for the day `now` falls on in Chile (idempotent on a day); returns a line describing them. */
export async function seedDemoEditions(pb: PocketBase, now: Date = new Date()): Promise<string> {
  const today = todayInChile(now)
  const existing = await pb.collection('Ediciones').getFullList<Edition & { id: string }>({ sort: 'inicio', requestKey: null })
  const fields: Edition[] = existing.map(({ inicio, fin, corteEdad, minutosPago, prefijoOrden, ventaAbre, ventaCierra }) => ({ inicio, fin, corteEdad, minutosPago, prefijoOrden, ventaAbre, ventaCierra }))
  for (const edition of planDemoEditions(fields, today)) {
    const place = fields.filter((other) => other.inicio < edition.inicio).length
    await pb.collection('Ediciones').create({ ...edition, ...demoEditionName(place) }, { requestKey: null })
    fields.push(edition)
  }
  const current = currentEdition(fields, today)
  if (!current) throw new Error('no edition: the migrations seed one')
  const state = saleStateOn(current, today) === 'open' ? 'sale open' : 'under way'
  return `Edition ....... ${current.inicio} to ${current.fin} (${current.prefijoOrden}, ${state}; ${fields.length} editions in all)`
}

import { firstPaintUrls } from '@/config/env'
import type { Edition } from '@/domain/current-edition'
import type { EditionName } from '@/domain/edition-name'
import { itemsOf } from './public-records'

/** An edition as stored (collection Ediciones): its facts and its name. */
export interface EditionRecord extends Edition, EditionName {
  id: string
}

/** What organisers save: an edition's facts and its name in both languages. */
export type EditionWrite = Edition & EditionName

// Every page reads the editions with a plain request, like the organiser content: the SDK is not part
// of the first load. Organisers' writes load it on demand; changes reach pages through the public snapshot.
const editions = async () => (await import('./pocketbase')).pb.collection('Ediciones')

/** The convention's editions (Ediciones): public reads, organisers' writes on /adminconsole. */
export const edicionesApi = {
  /** Public: every edition, first day first. */
  async list(): Promise<EditionRecord[]> {
    const response = await fetch(firstPaintUrls.editions)
    if (!response.ok) throw new Error(`Ediciones answered HTTP ${response.status}`)
    // A server not migrated yet (the site deployed first) sends no name: the edition is unnamed.
    return (itemsOf(await response.json()) as (Omit<EditionRecord, keyof EditionName> & Partial<EditionName>)[]).map((edition) => ({
      ...edition,
      nombreEs: edition.nombreEs ?? '',
      nombreEn: edition.nombreEn ?? '',
    }))
  },

  /** Organisers: a new edition, or changes to one that has not started (the hook checks the rules). */
  create: async (edition: EditionWrite) => (await editions()).create<EditionRecord>(edition),
  update: async (id: string, edition: EditionWrite) => (await editions()).update<EditionRecord>(id, edition),
  /** Organisers: only an edition that has not started, and never the last one. */
  remove: async (id: string) => (await editions()).delete(id),
}

import { firstPaintUrls } from '@/config/env'
import type { Edition } from '@/domain/current-edition'
import { itemsOf } from './public-records'

/** An edition as stored (collection Ediciones). */
export interface EditionRecord extends Edition {
  id: string
}

// Every page reads the editions with a plain request, like the organiser content: the SDK is not part
// of the first load. Organisers' writes load it on demand; changes reach pages through the public snapshot.
const editions = async () => (await import('./pocketbase')).pb.collection('Ediciones')

/** The convention's editions (Ediciones): public reads, organisers' writes on /adminconsole. */
export const edicionesApi = {
  /** Public: every edition, first day first. */
  async list(): Promise<EditionRecord[]> {
    const response = await fetch(firstPaintUrls.editions)
    if (!response.ok) throw new Error(`Ediciones answered HTTP ${response.status}`)
    return itemsOf(await response.json()) as EditionRecord[]
  },

  /** Organisers: a new edition, or changes to one that has not started (the hook checks the rules). */
  create: async (edition: Edition) => (await editions()).create<EditionRecord>(edition),
  update: async (id: string, edition: Edition) => (await editions()).update<EditionRecord>(id, edition),
  /** Organisers: only an edition that has not started, and never the last one. */
  remove: async (id: string) => (await editions()).delete(id),
}

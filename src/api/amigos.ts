import { env } from '@/config/env'
import type { AmigoRecord } from '@/types/pocketbase'
import { itemsOf, thumbUrl } from './public-records'
import { PARTNER_FIELDS } from '@/domain/query-allowlist'

const FIELDS = PARTNER_FIELDS
// /friends paints without the SDK; only the organisers' writes load it.
const partners = async () => (await import('./pocketbase')).pb.collection('Amigos')
const PAGE = 200
const listUrl = (page: number) => `${env.pocketbaseUrl}/api/collections/Amigos/records?page=${page}&perPage=${PAGE}&skipTotal=1&fields=${FIELDS}`

/**
 * Partner communities (Amigos): public, read-only. Read with plain requests, like the organiser
 * content: /friends paints its list without waiting for the SDK or the data layer.
 */
export const amigosApi = {
  async list(): Promise<AmigoRecord[]> {
    const all: AmigoRecord[] = []
    for (let page = 1; ; page++) {
      const response = await fetch(listUrl(page))
      if (!response.ok) throw new Error(`Amigos list answered HTTP ${response.status}`)
      const items = itemsOf(await response.json()) as AmigoRecord[]
      all.push(...items)
      if (items.length < PAGE) return all
    }
  },
  /** Organisers (/adminconsole): add, edit and remove a partner community with its image. */
  create: async (form: FormData) => (await partners()).create<AmigoRecord>(form),
  update: async (id: string, form: FormData) => (await partners()).update<AmigoRecord>(id, form),
  remove: async (id: string) => (await partners()).delete(id),
  imageUrl: (record: Pick<AmigoRecord, 'id' | 'collectionId' | 'Image'>) =>
    record.Image ? thumbUrl(record, record.Image, '256x256') : '',
}

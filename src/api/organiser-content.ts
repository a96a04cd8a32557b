import { env } from '@/config/env'
import type { OrganiserContentFields, OrganiserContentRecord, StaffRecord } from '@/types/organiser-content'

/** The organiser content every public page reads: the one ContenidoOrganizador record and the staff. */
export interface OrganiserContent {
  content: OrganiserContentRecord
  staff: StaffRecord[]
}

// Read with plain requests, like the alert banner: the footer needs them on every first paint and the
// SDK is not part of the first load. Writes and realtime go through the SDK, loaded on demand.
const sdk = async () => (await import('./pocketbase')).pb
const CONTENT_URL = `${env.pocketbaseUrl}/api/collections/ContenidoOrganizador/records?page=1&perPage=1&skipTotal=1&sort=created`
const STAFF_URL = `${env.pocketbaseUrl}/api/collections/Equipo/records?page=1&perPage=100&skipTotal=1&sort=order,created`

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

function itemsOf(body: unknown): unknown[] {
  const items = isObject(body) ? body.items : null
  return Array.isArray(items) ? items : []
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`)
  return response.json()
}

const LISTS = ['hotelRates', 'hotelIncludes', 'social', 'faq', 'benefits'] as const

/** The record as the SPA uses it, or null when the answer does not have its shape. */
export function parseContent(body: unknown): OrganiserContentRecord | null {
  const first = itemsOf(body)[0]
  if (!isObject(first) || typeof first.id !== 'string' || typeof first.hotelName !== 'string') return null
  if (!LISTS.every((list) => Array.isArray(first[list]))) return null
  return first as unknown as OrganiserContentRecord
}

export function parseStaff(body: unknown): StaffRecord[] {
  return itemsOf(body).filter((item): item is StaffRecord => isObject(item) && typeof item.id === 'string' && typeof item.name === 'string')
}

export const organiserContentApi = {
  /** Public: both collections in parallel. Rejects when the content record is missing or malformed. */
  async load(): Promise<OrganiserContent> {
    const [contentBody, staffBody] = await Promise.all([getJson(CONTENT_URL), getJson(STAFF_URL)])
    const content = parseContent(contentBody)
    if (!content) throw new Error('ContenidoOrganizador has no record')
    return { content, staff: parseStaff(staffBody) }
  },

  /** Calls `onChange` whenever a moderator or superuser changes any organiser content (realtime). */
  async subscribe(onChange: () => void): Promise<() => Promise<void>> {
    const pb = await sdk()
    const stopContent = await pb.collection('ContenidoOrganizador').subscribe('*', onChange)
    const stopStaff = await pb.collection('Equipo').subscribe('*', onChange)
    return async () => {
      await Promise.all([stopContent(), stopStaff()])
    }
  },

  /** A staff avatar's address (a square thumbnail); '' when the member has none. */
  avatarUrl(member: Pick<StaffRecord, 'id' | 'collectionId' | 'avatar'>, thumb = '256x256'): string {
    if (!member.avatar) return ''
    return `${env.pocketbaseUrl}/api/files/${encodeURIComponent(member.collectionId)}/${encodeURIComponent(member.id)}/${encodeURIComponent(member.avatar)}?thumb=${thumb}`
  },

  /** Moderators: saves the content record (bilingual check and audit row on the server). */
  async update(id: string, fields: OrganiserContentFields): Promise<OrganiserContentRecord> {
    return (await sdk()).collection('ContenidoOrganizador').update<OrganiserContentRecord>(id, fields)
  },
  /** Moderators: a new staff member; `data` may carry an `avatar` File. */
  async createStaff(data: FormData): Promise<StaffRecord> {
    return (await sdk()).collection('Equipo').create<StaffRecord>(data)
  },
  async updateStaff(id: string, data: FormData): Promise<StaffRecord> {
    return (await sdk()).collection('Equipo').update<StaffRecord>(id, data)
  },
  async deleteStaff(id: string): Promise<void> {
    await (await sdk()).collection('Equipo').delete(id)
  },
}

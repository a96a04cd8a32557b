import { firstPaintUrls } from '@/config/env'
import { itemsOf, thumbUrl } from './public-records'
import type { OrganiserContentRecord, StaffRecord } from '@/types/organiser-content'

/** The organiser content every public page reads: the one ContenidoOrganizador record and the staff. */
export interface OrganiserContent {
  content: OrganiserContentRecord
  staff: StaffRecord[]
}

// Read with plain requests, like the alert banner: the footer needs them on every first paint and the
// SDK is not part of the first load. Changes reach pages through the public snapshot (src/api/public-snapshot.ts);
// moderators' writes are in organiser-content-admin.ts, out of the visitors' first load.
const CONTENT_URL = firstPaintUrls.organiserContent
const STAFF_URL = firstPaintUrls.staff

async function getItems(url: string): Promise<unknown[]> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`)
  return itemsOf(await response.json())
}

export const organiserContentApi = {
  /** Public: both collections in parallel. Rejects when the content record is missing or malformed. */
  async load(): Promise<OrganiserContent> {
    const [contents, staff] = await Promise.all([getItems(CONTENT_URL), getItems(STAFF_URL)])
    // The schema (and its hook) guarantees the shape; only a missing record is possible.
    const content = contents[0] as OrganiserContentRecord | undefined
    if (!content) throw new Error('ContenidoOrganizador has no record')
    return { content, staff: staff as StaffRecord[] }
  },

  /** A staff avatar's address (a square thumbnail); '' when the member has none. */
  avatarUrl(member: Pick<StaffRecord, 'id' | 'collectionId' | 'avatar'>, thumb = '256x256'): string {
    return member.avatar ? thumbUrl(member, member.avatar, thumb) : ''
  },
}

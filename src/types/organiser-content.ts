import type { SocialNetworkId, FaqSection } from '@/domain/organiser'
import type { ContenidoOrganizadorRecord, EquipoRecord, RecordMeta } from './pocketbase-records.generated'

/** The JSON shapes inside ContenidoOrganizador (the record types are generated from the schema). */
export interface HotelRate {
  roomEs: string
  roomEn: string
  usd: number
}

export interface HotelInclude {
  textEs: string
  textEn: string
}

export interface SocialLink {
  network: SocialNetworkId
  url: string
  bodyEs: string
  bodyEn: string
}

export interface FaqEntry {
  section: FaqSection
  questionEs: string
  questionEn: string
  answerEs: string
  answerEn: string
}

export interface Benefit {
  titleEs: string
  titleEn: string
  textEs: string
  textEn: string
}

/** The editable fields of the one ContenidoOrganizador record: all but PocketBase's own. */
export type OrganiserContentFields = Omit<ContenidoOrganizadorRecord, keyof RecordMeta<string> | 'id' | 'created' | 'updated'>

export type { ContenidoOrganizadorRecord as OrganiserContentRecord } from './pocketbase-records.generated'

/** What an organiser types for a team member (the avatar is uploaded apart). */
export type StaffFields = Pick<EquipoRecord, 'name' | 'roleEs' | 'roleEn' | 'order'>

/** `avatar`: file name, '' when the generated monster portrait is shown. */
export type { EquipoRecord as StaffRecord } from './pocketbase-records.generated'

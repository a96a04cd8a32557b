import type { SocialNetworkId, FaqSection } from '@/domain/organiser'

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

/** The editable fields of the one ContenidoOrganizador record. */
export interface OrganiserContentFields {
  companyLegalName: string
  companyTaxId: string
  companyRepresentative: string
  contactEmail: string
  waitlistChatUrl: string
  hotelName: string
  hotelAddress: string
  hotelPhone: string
  hotelEmail: string
  hotelDiscountCode: string
  hotelBookingUrl: string
  hotelLatitude: number
  hotelLongitude: number
  hotelVideoId: string
  hotelRates: HotelRate[]
  hotelIncludes: HotelInclude[]
  homeKickerEs: string
  homeKickerEn: string
  homeTaglineEs: string
  homeTaglineEn: string
  homeIntroEs: string
  homeIntroEn: string
  usMissionEs: string
  usMissionEn: string
  usNameStoryEs: string
  usNameStoryEn: string
  social: SocialLink[]
  faq: FaqEntry[]
  benefits: Benefit[]
}

export type { ContenidoOrganizadorRecord as OrganiserContentRecord } from './pocketbase-records.generated'

export interface StaffFields {
  name: string
  roleEs: string
  roleEn: string
  order: number
}

/** `avatar`: file name, '' when the generated monster portrait is shown. */
export type { EquipoRecord as StaffRecord } from './pocketbase-records.generated'

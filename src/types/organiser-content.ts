import type { SocialNetworkId, FaqSection } from '@/domain/organiser'

/** Record shapes of ContenidoOrganizador and Equipo (pb_migrations/1795002300_organiser_content.js). */
interface Base {
  id: string
  collectionId: string
  collectionName: string
  created: string
  updated: string
}

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

export type OrganiserContentRecord = Base & OrganiserContentFields

export interface StaffFields {
  name: string
  roleEs: string
  roleEn: string
  order: number
}

export interface StaffRecord extends Base, StaffFields {
  /** File name of the avatar; '' when the generated monster portrait is shown. */
  avatar: string
}

import { EVENT } from './event'
import type { Edition } from './edition'
import { formatAgeCutoff } from './event-dates'

/**
 * Organiser facts and texts (company, hotel, staff, links, FAQ, benefits) live in PocketBase
 * (ContenidoOrganizador, Equipo) so organisers edit them without a developer; docs/decisions.md.
 * Only what the code itself depends on stays here.
 */

/** The nine networks of SPEC §2, in the order of the social-media grid (names are in the dictionaries). */
export const SOCIAL_NETWORKS = ['facebook', 'x', 'instagram', 'telegramChannel', 'telegramChat', 'youtube', 'bluesky', 'twitch', 'discord'] as const
export type SocialNetworkId = (typeof SOCIAL_NETWORKS)[number]

/** The FAQ sections of the Buy page (SPEC §2). */
export const FAQ_SECTIONS = ['espera', 'venta'] as const
export type FaqSection = (typeof FAQ_SECTIONS)[number]

/** The languages of every organiser text: each field `x` exists as `xEs` and `xEn`. */
export type ContentLang = 'Es' | 'En'

/**
 * Fills the event facts an organiser text may name ({paymentMinutes}, {refundDays}, {minimumAge},
 * {ageCutoff}) from the current edition and src/domain/event.ts, so the FAQ stays true when the
 * edition's facts change.
 */
export function fillEventFacts(text: string, locale: string, edition: Pick<Edition, 'corteEdad' | 'minutosPago'>): string {
  const facts: Record<string, string> = {
    paymentMinutes: String(edition.minutosPago),
    refundDays: String(EVENT.refundPeriodDays),
    minimumAge: String(EVENT.minimumAge),
    ageCutoff: formatAgeCutoff(edition, locale),
  }
  return text.replace(/\{(\w+)\}/g, (token, name: string) => facts[name] ?? token)
}

export { EVENT_FACT_TOKENS } from './event-fact-tokens'

/** A `tel:` address from a written phone number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`


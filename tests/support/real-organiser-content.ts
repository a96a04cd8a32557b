import type { OrganiserSnapshot } from '../../scripts/lib/organiser-seed.ts'

/** Keys that place an entry rather than say something; they keep their seed value. */
const STRUCTURE = new Set(['network', 'section', 'usd', 'order'])

function replaced(value: unknown, where: string): unknown {
  if (Array.isArray(value)) return value.map((item, i) => replaced(item, `${where}.${i}`))
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, STRUCTURE.has(key) ? child : replaced(child, `${where}.${key}`)]))
  }
  if (typeof value === 'number') return value + 0.001
  if (typeof value === 'string') return `Real ${where}`
  return value
}

/**
 * The seed with every organiser-written value replaced by what real organisers would write (valid
 * e-mails, https links, an 11-character video id), as the readiness check should accept it.
 */
export function realOrganiserContent(seed: OrganiserSnapshot): OrganiserSnapshot {
  const content = replaced(seed.content, 'content') as Record<string, unknown> & { social: { network: string; url: string }[] }
  content.companyTaxId = '76.543.210-K'
  content.contactEmail = 'hola@monster-invasion.cl'
  content.hotelEmail = 'grupos@hotel-real.cl'
  content.waitlistChatUrl = 'https://t.me/mi_lista_real'
  content.hotelBookingUrl = 'https://hotel-real.cl/reservas'
  content.hotelVideoId = 'dQw4w9WgXcQ'
  content.hotelLatitude = -33.42
  content.hotelLongitude = -70.61
  content.social = content.social.map((link) => ({ ...link, url: `https://social.monster-invasion.cl/${link.network}` }))
  const staff = seed.staff.map((member, i) => ({ ...member, name: `Persona Real ${i + 1}`, roleEs: `Rol real ${i + 1}`, roleEn: `Real role ${i + 1}` }))
  return { content, staff }
}

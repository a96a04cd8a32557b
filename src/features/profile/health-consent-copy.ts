import { EVENT } from '../../domain/event'
import type { Bilingual } from '@/i18n/use-copy'

// The health card's consent (Ley 21.719: explicit, separate and specific consent for sensitive data).
// Loaded with the profile page, not with every visitor's first load.
const es = {
  checkbox: (version: string) =>
    `Doy mi consentimiento explícito para que ${EVENT.name} guarde mis datos de salud y de accesibilidad con un solo fin: cuidar mi seguridad durante el evento (y preparar el acceso que necesito), según el aviso de privacidad (versión del ${version}). Puedo retirarlo cuando quiera borrando estos datos.`,
  required: 'Para guardar datos de salud necesitamos tu consentimiento: marca la casilla.',
  given: (when: string, version: string) => `Diste tu consentimiento el ${when}, sobre el aviso de privacidad del ${version}.`,
}

const en: typeof es = {
  checkbox: (version: string) =>
    `I explicitly consent to ${EVENT.name} keeping my health and accessibility data for one purpose only: looking after my safety during the event (and preparing the access I need), as the privacy notice (version of ${version}) describes. I can withdraw it at any time by deleting this data.`,
  required: 'We need your consent to save health data: tick the box.',
  given: (when: string, version: string) => `You gave your consent on ${when}, to the privacy notice of ${version}.`,
}

export const healthConsentCopy: Bilingual<typeof es> = { ESP: es, ENG: en }

import { es as esSite } from '../../../src/i18n/es.ts'
import { en as enSite } from '../../../src/i18n/en.ts'
import { esStaff } from '../../../src/i18n/es-staff.ts'
import { enStaff } from '../../../src/i18n/en-staff.ts'
import { legalInfoCopy } from '../../../src/features/profile/legal-info-copy.ts'
import { healthInfoCopy } from '../../../src/features/profile/health-info-copy.ts'
import { resultModalCopy } from '../../../src/features/tickets/components/result-modal-copy.ts'

/** Every text the site shows, moderators' pages included (their texts download apart: src/i18n/es-staff.ts). */
// The profile's legal and health forms and the buy page's result dialog bring their texts with them (out of the first load).
export const es = {
  ...esSite,
  ...esStaff,
  profile: { ...esSite.profile, legal: legalInfoCopy.ESP, health: healthInfoCopy.ESP },
  tickets: { ...esSite.tickets, modal: resultModalCopy.ESP },
}
export const en: Texts = {
  ...enSite,
  ...enStaff,
  profile: { ...enSite.profile, legal: legalInfoCopy.ENG, health: healthInfoCopy.ENG },
  tickets: { ...enSite.tickets, modal: resultModalCopy.ENG },
}
export type Texts = typeof es

import { es as esSite } from '../../../src/i18n/es.ts'
import { en as enSite } from '../../../src/i18n/en.ts'
import { esStaff } from '../../../src/i18n/es-staff.ts'
import { enStaff } from '../../../src/i18n/en-staff.ts'

/** Every text the site shows, moderators' pages included (their texts download apart: src/i18n/es-staff.ts). */
export const es = { ...esSite, ...esStaff }
export const en: Texts = { ...enSite, ...enStaff }
export type Texts = typeof es

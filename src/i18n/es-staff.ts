import { moderation } from './es/moderation'
import { checkin } from './es/checkin'
import { bannerEditor } from './es/banner-editor'
import { audit } from './es/audit'
import { reports } from './es/reports'
import { listSearch } from './es/list-search'
import { correctionsAdmin } from './es/corrections-admin'

/**
 * The texts only moderators' pages use, out of every visitor's first load: they download with the
 * first admin page (useStaffT in use-t.ts). Spanish is the source of keys, as in es.ts.
 */
export const esStaff = { moderation, checkin, bannerEditor, audit, reports, listSearch, correctionsAdmin }

export type StaffDictionary = typeof esStaff

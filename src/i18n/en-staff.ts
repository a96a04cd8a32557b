import type { StaffDictionary } from './es-staff'
import { moderation } from './en/moderation'
import { checkin } from './en/checkin'
import { bannerEditor } from './en/banner-editor'
import { audit } from './en/audit'
import { reports } from './en/reports'
import { listSearch } from './en/list-search'
import { correctionsAdmin } from './en/corrections-admin'

export const enStaff: StaffDictionary = { moderation, checkin, bannerEditor, audit, reports, listSearch, correctionsAdmin }

import { common } from './es/common'
import { nav } from './es/nav'
import { routes } from './es/routes'
import { banner } from './es/banner'
import { footer } from './es/footer'
import { site } from './es/site'
import { auth } from './es/auth'
import { profile } from './es/profile'
import { tickets } from './es/tickets'
import { moderation } from './es/moderation'
import { payments } from './es/payments'
import { checkin } from './es/checkin'
import { bannerEditor } from './es/banner-editor'
import { audit } from './es/audit'
import { reports } from './es/reports'
import { privacy } from './es/privacy'
import { corrections } from './es/corrections'
import { organiserContent } from './es/organiser-content'
import { serverState } from './es/server-state'

/** The Spanish dictionary is the source of keys; every other language must match its shape. */
export const es = { common, nav, routes, banner, footer, site, auth, profile, tickets, moderation, payments, checkin, bannerEditor, audit, reports, privacy, corrections, organiserContent, serverState }

export type Dictionary = typeof es

import { common } from './es/common'
import { nav } from './es/nav'
import { routes } from './es/routes'
import { banner } from './es/banner'
import { sale } from './es/sale'
import { footer } from './es/footer'
import { site } from './es/site'
import { auth } from './es/auth'
import { profile } from './es/profile'
import { tickets } from './es/tickets'
import { payments } from './es/payments'
import { organiserContent } from './es/organiser-content'
import { serverState } from './es/server-state'

/** The Spanish dictionary is the source of keys; every other language must match its shape. */
export const es = { common, nav, routes, banner, sale, footer, site, auth, profile, tickets, payments, organiserContent, serverState }

export type Dictionary = typeof es

import type { Dictionary } from './es'
import { common } from './en/common'
import { nav } from './en/nav'
import { routes } from './en/routes'
import { banner } from './en/banner'
import { footer } from './en/footer'
import { site } from './en/site'
import { auth } from './en/auth'
import { profile } from './en/profile'
import { tickets } from './en/tickets'
import { moderation } from './en/moderation'
import { payments } from './en/payments'

export const en: Dictionary = { common, nav, routes, banner, footer, site, auth, profile, tickets, moderation, payments }

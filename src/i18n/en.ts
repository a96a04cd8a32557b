import type { Dictionary } from './es'
import { common } from './en/common'
import { nav } from './en/nav'
import { routes } from './en/routes'

export const en: Dictionary = { common, nav, routes }

import { common } from './es/common'
import { nav } from './es/nav'
import { routes } from './es/routes'

/** The Spanish dictionary is the source of keys; every other language must match its shape. */
export const es = { common, nav, routes }

export type Dictionary = typeof es

import type { AlertStatus } from '@/types/pocketbase'

/** The statuses that show a banner; "None" and an empty status show nothing (SPEC §2). */
export const BANNER_VARIANTS = ['No', 'Warn', 'Ok', 'Soon', 'Wait'] as const
export type BannerVariant = (typeof BANNER_VARIANTS)[number]

/** Ok and Wait invite the visitor to /buy. */
export const linksToBuy = (variant: BannerVariant): variant is 'Ok' | 'Wait' => variant === 'Ok' || variant === 'Wait'

/** The statuses that speak of a sale, open or coming: outside the sale window they give way to what is true of it. */
export const claimsSale = (variant: BannerVariant) => variant === 'Ok' || variant === 'Soon' || variant === 'Wait'

export const variantOf = (status: string): BannerVariant | null =>
  (BANNER_VARIANTS as readonly string[]).includes(status) ? (status as BannerVariant) : null

export interface BannerState {
  status: AlertStatus | ''
  /** The visitor closed the banner for this status; a different status opens it again. */
  closed: boolean
}

export type BannerAction = { type: 'statusChanged'; status: AlertStatus | '' } | { type: 'closed' }

export function bannerReducer(state: BannerState, action: BannerAction): BannerState {
  switch (action.type) {
    case 'statusChanged':
      return action.status === state.status ? state : { status: action.status, closed: false }
    case 'closed':
      return { ...state, closed: true }
  }
}

export const visibleVariant = (state: BannerState): BannerVariant | null => (state.closed ? null : variantOf(state.status))

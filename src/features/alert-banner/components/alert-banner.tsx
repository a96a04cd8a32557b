import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useSaleNotice } from '@/hooks/use-sale-notice'
import { useT } from '@/i18n/use-t'
import { useAlertBanner } from '../hooks/use-alert-banner'
import { pocketBaseBannerSource, type BannerSource } from '../banner-source'
import { claimsSale, linksToBuy, type BannerVariant } from '../banner-state'
import type { AlertStatus } from '@/types/pocketbase'
import type { Dictionary } from '@/i18n/es'

interface AlertBannerProps {
  source?: BannerSource
  /** The status already read; null (the default) makes the banner ask the source after mount. */
  initial?: AlertStatus | '' | null
  /** Shows nothing (staff pages) while still following the status, so the banner is current when shown again. */
  hidden?: boolean
}

/** The closable alert banner above the navigation (SPEC §2), live from AlertBanner.status. */
export function AlertBanner({ source = pocketBaseBannerSource, initial = null, hidden = false }: AlertBannerProps) {
  const t = useT()
  const { variant, close } = useAlertBanner(initial, source, !hidden)
  const sale = useSaleNotice()
  // The organiser's status stays as written unless it speaks of a sale the editions say is not open.
  const notice = variant && sale && claimsSale(variant) ? sale : null
  const shown = notice ? (notice.state === 'notYet' ? 'Soon' : 'No') : variant
  return (
    // The live region stays mounted so a status that arrives later is announced.
    <div className="banner-slot" aria-live="polite">
      {shown && <BannerView variant={shown} text={t.banner} notice={notice?.text} onClose={close} />}
    </div>
  )
}

interface BannerViewProps {
  variant: BannerVariant
  text: Dictionary['banner']
  /** Shown instead of the status's message, with no link: what is true about the sale. */
  notice?: string
  onClose?: () => void
  lang?: string
}

/** The banner itself, in the given language; the banner editor previews it with `onClose` left out. */
export function BannerView({ variant, text, notice, onClose, lang }: BannerViewProps) {
  return (
    <section className={`banner banner--${variant.toLowerCase()}`} aria-label={text.label} data-variant={variant} lang={lang}>
      <span className="banner__icon" aria-hidden="true">
        <BannerIcon />
      </span>
      <p className="banner__message">
        {notice ?? text.messages[variant]}
        {notice === undefined && linksToBuy(variant) && (
          <>
            {' '}
            <Link className="banner__link" to={paths.buy}>
              {text.links[variant]}
            </Link>
          </>
        )}
      </p>
      {onClose ? (
        <button type="button" className="banner__close" onClick={onClose} aria-label={text.close}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </section>
  )
}

function BannerIcon() {
  return (
    <svg viewBox="0 0 32 32" width="28" height="28" focusable="false">
      <path d="M6 26V13a10 10 0 0 1 20 0v13l-3.3-2.5L19.3 26 16 23.5 12.7 26l-3.4-2.5z" fill="currentColor" />
      <circle cx="12" cy="14" r="2.6" fill="var(--banner-bg)" />
      <circle cx="20" cy="14" r="2.6" fill="var(--banner-bg)" />
    </svg>
  )
}

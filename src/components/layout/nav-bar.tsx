import { Suspense } from 'react'
import { Link, NavLink } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useT } from '@/i18n/use-t'
import { useAppDispatch, usePreferences } from '@/stores/hooks'
import { setTheme } from '@/stores/preferences-slice'
import { readsMayStart } from '@/stores/read-gate'
import { MonsterMark } from './monster-mark'
import { NavigationProgress } from './navigation-progress'
import { lazyOrNothing } from './preloaded-lazy'
import { useSwitchLanguage } from './use-switch-language'
import { usePageMenu } from '@/hooks/use-page-menu'

// The account controls need the PocketBase SDK (avatar URL, task count, logout): they load only for a
// signed-in visitor, so an anonymous first visit doesn't download the SDK, and only once the first
// page is on screen (they read the task count), so a signed-in first paint does not wait for it either.
// Should their code fail to download (offline, a new deploy), the navigation goes without them rather
// than the page becoming the error screen.
const NavAccount = lazyOrNothing(() =>
  readsMayStart()
    .then(() => import('./nav-account'))
    .then((m) => m.NavAccount),
)
// "Mi entrada" for a ticket holder: the same way, in the bar itself so a phone reaches it in one tap.
const NavTicket = lazyOrNothing(() =>
  readsMayStart()
    .then(() => import('./nav-ticket'))
    .then((m) => m.NavTicket),
)

const LINKS = [
  { to: paths.hotel, key: 'hotel' },
  { to: paths.rules, key: 'rules' },
  { to: paths.us, key: 'us' },
  { to: paths.friends, key: 'friends' },
] as const

/**
 * Site navigation. Below 860 px the links and controls fold into a panel opened by a menu button
 * (aria-expanded/aria-controls); Escape closes it and returns focus to the button.
 */
export function NavBar() {
  const t = useT()
  const dispatch = useAppDispatch()
  const switchLanguage = useSwitchLanguage()
  const { lang, theme, user } = usePreferences()
  // The menu belongs to the page it was opened on, so any navigation (links, back button) closes it.
  const { open, panelId, buttonRef, panelRef, toggle, close } = usePageMenu<HTMLDivElement>('a, button')

  const nextLang = lang === 'ESP' ? 'ENG' : 'ESP'
  return (
    <header className="nav">
      <NavigationProgress />
      <div className="nav__inner">
        <Link to={paths.home} className="nav__brand" aria-label={t.nav.home}>
          <MonsterMark />
          <span className="nav__brand-text" aria-hidden="true">
            {t.common.appName}
          </span>
        </Link>
        {user?.collectionName === 'users' && (
          <Suspense fallback={null}>
            <NavTicket user={user} />
          </Suspense>
        )}
        <button
          ref={buttonRef}
          type="button"
          className="nav__menu-button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={open ? t.nav.closeMenu : t.nav.openMenu}
          onClick={toggle}
        >
          <MenuIcon open={open} />
          <span aria-hidden="true">{t.nav.menu}</span>
        </button>
        <div id={panelId} ref={panelRef} className="nav__panel" data-open={open}>
          <nav aria-label={t.nav.mainNavigation}>
            <ul className="nav__links">
              {LINKS.map((link) => (
                <li key={link.key}>
                  <NavLink to={link.to} className="nav__link" onClick={close}>
                    {t.nav[link.key]}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="nav__controls">
            <button
              type="button"
              className="nav__toggle nav__lang"
              onClick={() => switchLanguage(nextLang)}
              aria-label={lang === 'ESP' ? t.nav.switchToEnglish : t.nav.switchToSpanish}
            >
              {nextLang}
            </button>
            <button
              type="button"
              className="nav__toggle nav__theme"
              aria-pressed={theme === 'dark'}
              aria-label={t.nav.theme}
              onClick={() => dispatch(setTheme(theme === 'dark' ? 'light' : 'dark'))}
            >
              <ThemeIcon dark={theme === 'dark'} />
            </button>
            {user ? (
              <Suspense fallback={null}>
                <NavAccount user={user} />
              </Suspense>
            ) : (
              <Link to={paths.login} className="btn btn--small nav__login">
                {t.nav.login}
              </Link>
            )}
          </div>
        </div>
      </div>
    </header>
  )
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      )}
    </svg>
  )
}

function ThemeIcon({ dark }: { dark: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      {dark ? (
        <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z" fill="currentColor" />
      ) : (
        <g stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none">
          <circle cx="12" cy="12" r="4.5" fill="currentColor" />
          <path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8" />
        </g>
      )}
    </svg>
  )
}

import { type ComponentType, type ReactNode } from 'react'
import { matchPath, Navigate, type RouteObject } from 'react-router-dom'
import { paths } from '@/config/paths'
import { htmlLang, loadStaffDictionary } from '@/i18n/use-t'
import { AppShell } from './app-shell'
import { preloadedLazy } from '@/components/layout/preloaded-lazy'
import { startSessionSync } from './session-sync-start'

type PageModule = { default: ComponentType }

/**
 * Route modules load on navigation, so a first visit downloads only the shell and its page. The
 * app uses react-router's declarative mode (no loaders): its data router would add ~16 KB gzip to
 * every first load (README "Bundle size").
 */
interface PageRoute {
  element: ReactNode
  /** Starts the download of the page's code (the same one the lazy element waits for). */
  preload: () => Promise<PageModule>
}

const page = (load: () => Promise<PageModule>): PageRoute => {
  const { Component: Page, preload } = preloadedLazy(load)
  return { element: <Page />, preload }
}

/**
 * Pages that sign a visitor in or read the session at once: they open only once the session sync is
 * running, because a login is mirrored into the store by it. Other pages leave it for when idle, or
 * for after the first paint when a session exists (deferred-session-sync.tsx): /buy and /profile
 * paint their text first and load their server-reading parts then, and /login paints its form first
 * and waits for the sync only when it is sent.
 */
/** The pages a mailed link opens (/pswrdreset, /emailchange, /adminclave): one module, imported from one place. */
const mailedLink = () => import('./routes/mailed-link')

const sessionPage = (load: () => Promise<PageModule>) => page(() => Promise.all([load(), startSessionSync()]).then(([module]) => module))

/**
 * Moderators' pages: their texts (es-staff.ts) download with the page, in the persisted language
 * (src/theme-boot.js has put it on <html> before any app code ran).
 */
const staffPage = (load: () => Promise<PageModule>) =>
  sessionPage(() =>
    Promise.all([load(), loadStaffDictionary(document.documentElement.lang === htmlLang.ENG ? 'ENG' : 'ESP')]).then(([module]) => module),
  )

const children: (RouteObject & Partial<Pick<PageRoute, 'preload'>>)[] = [
  { path: paths.home, ...page(() => import('./routes/home')) },
  { path: paths.buy, ...page(() => import('./routes/buy')) },
  { path: paths.webpayReturn, ...sessionPage(() => import('./routes/webpay-return')) },
  { path: paths.hotel, ...page(() => import('./routes/hotel')) },
  { path: paths.rules, ...page(() => import('./routes/rules')) },
  { path: paths.privacy, ...page(() => import('./routes/privacy')) },
  { path: paths.us, ...page(() => import('./routes/us')) },
  // Its list is the page (the logos are its largest paint): read alongside the code, the first paint waits for it (at most 1.5 s).
  {
    path: paths.friends,
    ...page(() =>
      Promise.all([import('./routes/friends'), import('@/features/content/amigos-source').then((m) => m.prefetchAmigos())]).then(([module]) => module),
    ),
  },
  { path: paths.socialMedia, ...page(() => import('./routes/social-media')) },
  { path: paths.login, ...page(() => import('./routes/login')) },
  { path: paths.register, ...sessionPage(() => import('./routes/register')) },
  { path: paths.recover, ...sessionPage(() => import('./routes/recover')) },
  { path: paths.mailVerification, ...sessionPage(() => import('./routes/mail-verification')) },
  { path: paths.passwordReset, ...sessionPage(() => mailedLink().then((m) => ({ default: m.PasswordResetPage }))) },
  { path: paths.emailChange, ...sessionPage(() => mailedLink().then((m) => ({ default: m.EmailChangePage }))) },
  { path: paths.adminPassword, ...sessionPage(() => mailedLink().then((m) => ({ default: m.ModeratorPasswordPage }))) },
  { path: paths.profile, ...page(() => import('./routes/profile')) },
  { path: paths.entrada, ...sessionPage(() => import('./routes/entrada')) },
  { path: paths.myTicket, ...page(() => import('./routes/my-ticket')) },
  { path: paths.admin, element: <Navigate to={paths.adminLogin} replace /> },
  { path: paths.adminLogin, ...staffPage(() => import('./routes/admin/login')) },
  { path: paths.adminBan, ...staffPage(() => import('./routes/admin/bann')) },
  { path: paths.adminSell, ...staffPage(() => import('./routes/admin/sell')) },
  { path: paths.adminRemove, ...staffPage(() => import('./routes/admin/remove')) },
  { path: paths.adminReport, ...staffPage(() => import('./routes/admin/report')) },
  { path: paths.adminAudit, ...staffPage(() => import('./routes/admin/audit')) },
  { path: paths.adminBanner, ...staffPage(() => import('./routes/admin/banner')) },
  { path: paths.adminCheckin, ...staffPage(() => import('./routes/admin/checkin')) },
  { path: paths.adminSendMail, ...staffPage(() => import('./routes/admin/send-mail')) },
  { path: paths.adminCorrections, ...staffPage(() => import('./routes/admin/corrections')) },
  { path: paths.adminRights, ...staffPage(() => import('./routes/admin/rights')) },
  { path: paths.adminContent, ...staffPage(() => import('./routes/admin/content')) },
  { path: paths.adminConsole, ...staffPage(() => import('./routes/admin/console')) },
  { path: paths.adminTransfers, ...staffPage(() => import('./routes/admin/transfers')) },
  { path: paths.activities, ...page(() => import('./routes/activities')) },
  { path: paths.notFound, ...page(() => import('./routes/not-found')) },
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
]

export const routes: RouteObject[] = [{ element: <AppShell />, children: children.map(({ preload: _preload, ...route }) => route) }]

/**
 * Starts downloading the page of `pathname` (and the session sync of a session page) as the app
 * starts, in parallel with restoring the preferences and the banner's first status, instead of
 * after them: the page's code is on the first paint's critical path. Resolves once it is here.
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const route = children.find((r) => r.path && r.path !== '*' && matchPath(r.path, pathname))
  return route?.preload?.() ?? Promise.resolve()
}

import type { ReactNode } from 'react'
import { NavLink } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { usePageMenu } from '@/hooks/use-page-menu'
import { useStaffT } from '@/i18n/use-t'
import { useCopy } from '@/i18n/use-copy'
import { usePreferences } from '@/stores/hooks'
import { organiserConsoleCopy } from '../console/console-copy'
import { rightsInboxCopy } from '../rights-inbox-copy'
import { transfersCopy } from './transfers-copy'
import { ModeratorOnly } from './moderator-only'
import './admin.css'

/** Frame of the moderator pages: the guard, the title and links between them. */
export function AdminLayout({ title, children }: { title: string; children: ReactNode }) {
  const dictionary = useStaffT()
  const t = dictionary.moderation
  useDocumentTitle(title)
  const organiser = usePreferences().user?.organiser === true
  const consoleCopy = useCopy(organiserConsoleCopy)
  const rightsCopy = useCopy(rightsInboxCopy)
  const transfersNav = useCopy(transfersCopy).nav
  const links: { to: string; text: string }[] = [
    { to: paths.adminSell, text: t.nav.sell },
    { to: paths.adminBan, text: t.nav.ban },
    { to: paths.adminRemove, text: t.nav.remove },
    { to: paths.adminCheckin, text: t.nav.checkin },
    { to: paths.adminBanner, text: t.nav.banner },
    { to: paths.adminAudit, text: t.nav.audit },
    { to: paths.adminReport, text: t.nav.report },
    { to: paths.adminCorrections, text: dictionary.correctionsAdmin.nav },
    { to: paths.adminRights, text: rightsCopy.nav },
    { to: paths.adminTransfers, text: transfersNav },
    { to: paths.adminContent, text: dictionary.organiserContent.adminNav },
    ...(organiser ? [{ to: paths.adminConsole, text: consoleCopy.nav }] : []),
    { to: paths.adminLogin, text: dictionary.routes.adminLogin },
  ]
  return (
    <ModeratorOnly>
      <section className="page admin">
        <AdminMenu label={t.nav.label} links={links} />
        <h1>{title}</h1>
        {children}
      </section>
    </ModeratorOnly>
  )
}

/**
 * The links between the moderator pages: one row on a wide screen; on a phone (admin.css) a button
 * that opens them as a panel, like the site's own menu (nav-bar.tsx): aria-expanded/aria-controls,
 * focus moves to the first link, Escape closes it and returns focus to the button, and any
 * navigation closes it.
 */
function AdminMenu({ label, links }: { label: string; links: { to: string; text: string }[] }) {
  const { open, panelId, buttonRef, panelRef, toggle, close } = usePageMenu<HTMLUListElement>('a')

  return (
    <nav aria-label={label} className="admin__nav">
      <button
        ref={buttonRef}
        type="button"
        className="admin__menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          )}
        </svg>
        {label}
      </button>
      <ul id={panelId} ref={panelRef} className="admin__links" data-open={open}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} onClick={close}>
              {link.text}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

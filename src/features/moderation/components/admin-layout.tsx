import { useEffect, useRef, type ReactNode } from 'react'
import { NavLink } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
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
  const nav = useRef<HTMLElement>(null)
  // On a phone the links are one scrolling row: bring the current page's link into it.
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'center' })
  }, [title])
  return (
    <ModeratorOnly>
      <section className="page admin">
        <nav ref={nav} aria-label={t.nav.label} className="admin__nav">
          <NavLink to={paths.adminSell}>{t.nav.sell}</NavLink>
          <NavLink to={paths.adminBan}>{t.nav.ban}</NavLink>
          <NavLink to={paths.adminRemove}>{t.nav.remove}</NavLink>
          <NavLink to={paths.adminCheckin}>{t.nav.checkin}</NavLink>
          <NavLink to={paths.adminBanner}>{t.nav.banner}</NavLink>
          <NavLink to={paths.adminAudit}>{t.nav.audit}</NavLink>
          <NavLink to={paths.adminReport}>{t.nav.report}</NavLink>
          <NavLink to={paths.adminCorrections}>{dictionary.correctionsAdmin.nav}</NavLink>
          <NavLink to={paths.adminRights}>{rightsCopy.nav}</NavLink>
          <NavLink to={paths.adminTransfers}>{transfersNav}</NavLink>
          <NavLink to={paths.adminContent}>{dictionary.organiserContent.adminNav}</NavLink>
          {organiser ? <NavLink to={paths.adminConsole}>{consoleCopy.nav}</NavLink> : null}
          <NavLink to={paths.adminLogin}>{dictionary.routes.adminLogin}</NavLink>
        </nav>
        <h1>{title}</h1>
        {children}
      </section>
    </ModeratorOnly>
  )
}

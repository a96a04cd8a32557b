import { Link, NavLink } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useT } from '@/i18n/use-t'
import { useAppDispatch, usePreferences } from '@/stores/hooks'
import { setLanguage } from '@/stores/preferences-slice'

export function NavBar() {
  const t = useT()
  const dispatch = useAppDispatch()
  const { lang } = usePreferences()
  const next = lang === 'ESP' ? 'ENG' : 'ESP'
  return (
    <header className="nav">
      <Link to={paths.home} className="nav__brand">
        {t.common.appName}
      </Link>
      <nav aria-label={t.nav.mainNavigation}>
        <ul className="nav__links">
          <li><NavLink to={paths.hotel}>{t.nav.hotel}</NavLink></li>
          <li><NavLink to={paths.rules}>{t.nav.rules}</NavLink></li>
          <li><NavLink to={paths.us}>{t.nav.us}</NavLink></li>
          <li><NavLink to={paths.friends}>{t.nav.friends}</NavLink></li>
        </ul>
      </nav>
      <button
        type="button"
        className="nav__lang"
        onClick={() => dispatch(setLanguage(next))}
        aria-label={lang === 'ESP' ? t.nav.switchToEnglish : t.nav.switchToSpanish}
      >
        {next}
      </button>
    </header>
  )
}

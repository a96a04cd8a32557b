import { Link } from 'react-router-dom'
import { usersApi } from '@/api/users'
import { paths } from '@/config/paths'
import { useLogout } from '@/hooks/use-logout'
import { useTaskCount } from '@/hooks/use-task-count'
import { useT } from '@/i18n/use-t'
import type { SessionUser } from '@/stores/preferences-slice'
import { MonsterMark } from './monster-mark'

/** The signed-in controls of the navigation: avatar with the task-count badge, and logout. */
export function NavAccount({ user }: { user: SessionUser }) {
  const t = useT()
  const logout = useLogout()
  const count = useTaskCount()
  const label = count > 0 ? `${t.nav.profile}, ${t.nav.pendingTasks(count)}` : t.nav.profile
  const avatar = user.collectionName === 'users' ? usersApi.avatarUrl(user, '96x96') : ''
  return (
    <>
      {user.collectionName === 'users' && (
        <Link to={paths.profile} className="nav__avatar" aria-label={label}>
          {avatar ? <img src={avatar} alt="" width={40} height={40} /> : <MonsterMark />}
          {count > 0 && (
            <span className="nav__badge" aria-hidden="true" data-testid="task-badge">
              {count}
            </span>
          )}
        </Link>
      )}
      <button type="button" className="btn btn--small btn--ghost" onClick={logout}>
        {t.nav.logout}
      </button>
    </>
  )
}

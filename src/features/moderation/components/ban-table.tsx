import { useState } from 'react'
import { isBanned } from '@/domain/ban'
import { isUnsetUsername } from '@/domain/account'
import { useStaffT } from '@/i18n/use-t'
import type { UserCompleteLegalView } from '@/types/pocketbase'
import { QueryState } from '@/components/ui/query-state'
import { formatBirthdate } from '../format'
import { ActionRefused, useAction } from '../hooks/use-action'
import { useSearchedPage } from '../hooks/use-list-search'
import { usePeoplePageQuery, useSetUserStateMutation } from '../moderation-queries'
import { AdminTable, Pager, ResultCount, SearchBox } from './list-controls'

/**
 * /adminbann: users with legal name, birth date and state, a page at a time and searchable on the
 * server; −1, +1 or a typed value (SPEC §2, §4).
 */
export function BanTable() {
  const staff = useStaffT()
  const t = staff.moderation
  const s = staff.listSearch
  const { search, query, page, stale, searched } = useSearchedPage(usePeoplePageQuery)
  const users = page?.rows ?? []
  const { busy, run } = useAction()
  const [saveState] = useSetUserStateMutation()
  const [typed, setTyped] = useState<Record<string, string>>({})

  const setState = (row: UserCompleteLegalView, value: number) =>
    run(row.id, async () => {
      if (!Number.isInteger(value) || value < 0 || value > 99) throw new ActionRefused('0–99')
      await saveState({ statusId: row.userStatusPawsID || null, userId: row.usersID, state: value }).unwrap()
      setTyped((all) => Object.fromEntries(Object.entries(all).filter(([id]) => id !== row.id)))
      return t.saved
    })

  return (
    <>
      <SearchBox label={s.people.label} placeholder={s.people.placeholder} value={search.typed} onChange={search.setTyped} />
      <ResultCount info={page} loading={stale} />
      <QueryState
        query={{ ...query, hasData: page !== undefined }}
        empty={users.length === 0}
        texts={{ loading: t.loading, loadError: t.loadError, empty: searched ? s.people.empty(searched) : t.ban.empty }}
      >
        <AdminTable caption={t.ban.caption} columns={[t.ban.username, t.ban.email, t.ban.name, t.ban.birthdate, t.ban.state, t.ban.actions]} layout="stack" busy={stale}>
          {users.map((row) => {
            const current = row.state
            const username = isUnsetUsername(row.username) ? '' : row.username
            const who = username || row.email
            return (
              <tr key={row.id} data-testid={`user-${row.email}`}>
                <td data-label={t.ban.username}>{username}</td>
                <td data-label={t.ban.email} className="admin-wrap">{row.email}</td>
                <td data-label={t.ban.name}>{row.nombreEnDocumento}</td>
                <td data-label={t.ban.birthdate}>{formatBirthdate(row.bdate, t.intlLocale)}</td>
                <td data-label={t.ban.state}>
                  {current}
                  {isBanned(current) ? <span className="admin-badge admin-badge--danger"> {t.ban.banned}</span> : null}
                  {row.enRevision ? <span className="admin-badge admin-badge--warning"> {t.ban.underReview}</span> : null}
                </td>
                <td className="admin-actions" data-label={t.ban.actions}>
                  <button type="button" className="btn btn--ghost btn--small" disabled={busy !== null || current <= 0} onClick={() => void setState(row, current - 1)}>
                    {t.ban.minus}
                  </button>
                  <button type="button" className="btn btn--ghost btn--small" disabled={busy !== null} onClick={() => void setState(row, current + 1)}>
                    {t.ban.plus}
                  </button>
                  <input
                    type="number"
                    min={0}
                    max={99}
                    step={1}
                    inputMode="numeric"
                    className="admin-number"
                    aria-label={t.ban.stateInput(who)}
                    value={typed[row.id] ?? String(current)}
                    onChange={(e) => setTyped((all) => ({ ...all, [row.id]: e.target.value }))}
                  />
                  <button
                    type="button"
                    className="btn btn--small"
                    disabled={busy !== null}
                    onClick={() => void setState(row, Number(typed[row.id] ?? current))}
                >
                    {t.ban.setState}
                  </button>
                </td>
              </tr>
            )
          })}
        </AdminTable>
        {page ? <Pager info={page} onPage={search.goTo} /> : null}
      </QueryState>
    </>
  )
}

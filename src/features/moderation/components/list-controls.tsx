import { useId, type ReactNode } from 'react'
import { useStaffT } from '@/i18n/use-t'
import type { PageInfo } from '../moderation-queries'

/** The labelled search box above a moderator list. */
export function SearchBox({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  const id = useId()
  return (
    <div className="admin-search" role="search">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" autoComplete="off" spellCheck={false} placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  )
}

/**
 * How many rows match, or that another page or search is on its way (the last one stays on screen
 * meanwhile, so the pager keeps the keyboard focus); announced to screen readers as it changes.
 */
export function ResultCount({ info, loading }: { info: PageInfo | undefined; loading: boolean }) {
  const t = useStaffT().listSearch
  return (
    <p className="admin-search__count" role="status">
      {loading ? t.searching : info ? t.count(info.totalItems) : null}
    </p>
  )
}

/** Previous / next page buttons (plain buttons: Tab and Enter work) and where the reader is. */
export function Pager({ info, onPage }: { info: PageInfo; onPage: (page: number) => void }) {
  const t = useStaffT().listSearch
  if (info.totalPages <= 1) return null
  return (
    <nav className="admin-pager" aria-label={t.pages}>
      <button type="button" className="btn btn--ghost btn--small" disabled={info.page <= 1} onClick={() => onPage(info.page - 1)}>
        {t.previous}
      </button>
      <span>{t.pageOf(info.page, info.totalPages)}</span>
      <button type="button" className="btn btn--ghost btn--small" disabled={info.page >= info.totalPages} onClick={() => onPage(info.page + 1)}>
        {t.next}
      </button>
    </nav>
  )
}

/** A card's label and value pairs (/adminsell's requests, /admintransfer's transfers). */
export function CardFields({ fields }: { fields: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="admin-card__fields">
      {fields.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A moderator table: caption, column headers and rows; `layout` 'stack' makes each row a card on a phone, 'wide' scrolls sideways. */
export function AdminTable({ caption, columns, layout, busy, children }: { caption: string; columns: readonly string[]; layout?: 'stack' | 'wide'; busy?: boolean; children: ReactNode }) {
  return (
    <div className="admin-table-wrap" aria-busy={busy}>
      <table className={layout ? `admin-table admin-table--${layout}` : 'admin-table'}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

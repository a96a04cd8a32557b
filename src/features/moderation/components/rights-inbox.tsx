import { useState } from 'react'
import { Link } from 'react-router-dom'
import type { InboxItem } from '@/api/privacy-rights'
import { QueryState } from '@/components/ui/query-state'
import { paths } from '@/config/paths'
import { dateFormat } from '@/domain/date-format'
import { ANSWER_MAX, daysLeft, EXTENSION_REASON_MAX, EXTENSION_REASON_MIN } from '@/domain/privacy-rights'
import { useCopy } from '@/i18n/use-copy'
import { usePreferences } from '@/stores/hooks'
import { useAction } from '../hooks/use-action'
import { rightsInboxCopy } from '../rights-inbox-copy'
import { useAnswerRightMutation, useExtendRightMutation, useRightsInboxQuery } from '../rights-queries'
import './rights-inbox.css'

type Copy = (typeof rightsInboxCopy)['ESP']

/** /adminderechos: open requests soonest due first (or the answered ones), each answered or extended in place. */
export function RightsInbox() {
  const t = useCopy(rightsInboxCopy)
  const { lang } = usePreferences()
  const [state, setState] = useState<'open' | 'closed'>('open')
  const [page, setPage] = useState(1)
  const query = useRightsInboxQuery({ state, page })
  const data = query.data
  const items = data?.items ?? []
  const totalPages = data ? Math.max(1, Math.ceil(data.totalItems / data.perPage)) : 1
  const format = dateFormat(lang === 'ENG' ? 'en' : 'es-CL', { dateStyle: 'long', timeZone: 'America/Santiago' })
  const day = (iso: string) => format.format(new Date(iso))
  const show = (next: 'open' | 'closed') => {
    setState(next)
    setPage(1)
  }

  return (
    <>
      <p>{t.intro}</p>
      <div role="group" aria-label={t.show} className="admin-tabs">
        <button type="button" className="btn btn--small" aria-pressed={state === 'open'} onClick={() => show('open')}>
          {t.open}
        </button>
        <button type="button" className="btn btn--small" aria-pressed={state === 'closed'} onClick={() => show('closed')}>
          {t.closed}
        </button>
      </div>
      {data && <p role="status">{t.count(data.totalItems)}</p>}
      <QueryState query={{ ...query, hasData: data !== undefined }} empty={items.length === 0} texts={{ loading: t.loading, loadError: t.loadError, empty: t.empty }}>
        <ul className="rights-inbox">
          {items.map((item) => (
            <InboxCard key={`${item.kind}-${item.id}`} item={item} t={t} day={day} />
          ))}
        </ul>
        {totalPages > 1 && (
          <nav className="admin-pager" aria-label={t.show}>
            <button type="button" className="btn btn--ghost btn--small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t.previous}
            </button>
            <span>
              {page} / {totalPages}
            </span>
            <button type="button" className="btn btn--ghost btn--small" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
              {t.next}
            </button>
          </nav>
        )}
      </QueryState>
    </>
  )
}

function InboxCard({ item, t, day }: { item: InboxItem; t: Copy; day: (iso: string) => string }) {
  const { busy, run } = useAction()
  const [answerRight] = useAnswerRightMutation()
  const [extendRight] = useExtendRightMutation()
  const [outcome, setOutcome] = useState<'resuelta' | 'rechazada'>('resuelta')
  const [answer, setAnswer] = useState('')
  const [reason, setReason] = useState('')
  const open = item.status === 'pendiente'
  const left = daysLeft(new Date(item.due), new Date())
  const answerId = `answer-${item.id}`
  const reasonId = `reason-${item.id}`

  const sendAnswer = () =>
    run('answer', async () => {
      const done = await answerRight({ id: item.id, outcome, answer: answer.trim() }).unwrap()
      return done.mailed ? t.answered : t.answeredNoMail
    })
  const sendExtension = () =>
    run('extend', async () => {
      const done = await extendRight({ id: item.id, reason: reason.trim() }).unwrap()
      return done.mailed ? t.extendedDone : t.extendedNoMail
    })

  return (
    <li className="rights-inbox__item">
      <h2>
        {t.rights[item.right]} — {t.status[item.status]}
      </h2>
      <div>{item.person.deleted ? t.deletedPerson : [item.person.name, item.person.email].filter(Boolean).join(' · ')}</div>
      <div>{t.received(day(item.received))}</div>
      <div>
        {t.due(day(item.due))}
        {open ? ` (${t.daysLeft(left)})` : ''}
      </div>
      {item.extended && <div>{t.extended(item.extensionReason)}</div>}
      {item.detail && <p>{item.detail}</p>}
      {item.answer && <p>{t.answer(item.answer)}</p>}
      {open && item.kind === 'correction' && <Link to={paths.adminCorrections}>{t.correctionLink}</Link>}
      {open && item.kind === 'request' && (
        <>
          <form
            onSubmit={(e) => {
              e.preventDefault()
              void sendAnswer()
            }}
          >
            <fieldset>
              <legend>{t.outcome}</legend>
              <label>
                <input type="radio" name={`outcome-${item.id}`} checked={outcome === 'resuelta'} onChange={() => setOutcome('resuelta')} />
                {t.resolve}
              </label>
              <label>
                <input type="radio" name={`outcome-${item.id}`} checked={outcome === 'rechazada'} onChange={() => setOutcome('rechazada')} />
                {t.refuse}
              </label>
            </fieldset>
            <label htmlFor={answerId}>{t.answerLabel}</label>
            <textarea id={answerId} value={answer} maxLength={ANSWER_MAX} onChange={(e) => setAnswer(e.target.value)} />
            <button type="submit" className="btn btn--small" disabled={busy !== null || answer.trim() === ''}>
              {t.send}
            </button>
          </form>
          {!item.extended && (
            <form
              onSubmit={(e) => {
                e.preventDefault()
                void sendExtension()
              }}
            >
              <label htmlFor={reasonId}>{t.extendLabel}</label>
              <input id={reasonId} value={reason} maxLength={EXTENSION_REASON_MAX} onChange={(e) => setReason(e.target.value)} />
              <button type="submit" className="btn btn--ghost btn--small" disabled={busy !== null || reason.trim().length < EXTENSION_REASON_MIN}>
                {t.extend}
              </button>
            </form>
          )}
        </>
      )}
    </li>
  )
}

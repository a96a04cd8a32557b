import { useState, type FormEvent } from 'react'
import type { RightsRequest } from '@/api/privacy-rights'
import { QueryState } from '@/components/ui/query-state'
import { SelectField } from '@/components/ui/select-field'
import { serverFieldErrors } from '@/components/ui/server-errors'
import { TextAreaField } from '@/components/ui/text-area-field'
import { WriteFailed } from '@/components/ui/write-failed'
import { dateFormat } from '@/domain/date-format'
import { DETAIL_MAX, PRIVACY_RIGHTS, type PrivacyRight, type RequestRight } from '@/domain/privacy-rights'
import { useCopy } from '@/i18n/use-copy'
import { usePreferences } from '@/stores/hooks'
import { rightsCopy } from '../rights-copy'
import { useMyRightsQuery } from '../rights-queries'
import { useAskRightMutation } from '../profile-mutations'

const ALL_RIGHTS: readonly RequestRight[] = ['acceso', 'rectificacion', 'supresion', 'oposicion', 'portabilidad', 'bloqueo']

/** Ley 21.719's six rights, a request to the organisers, and each request's state and legal deadline. */
export function RightsCard({ userId }: { userId: string }) {
  const t = useCopy(rightsCopy)
  const { lang } = usePreferences()
  const query = useMyRightsQuery(userId)
  const [right, setRight] = useState<PrivacyRight>('acceso')
  const [detail, setDetail] = useState('')
  const [ask, asking] = useAskRightMutation()
  const busy = asking.isLoading
  const format = dateFormat(lang === 'ENG' ? 'en' : 'es-CL', { dateStyle: 'long', timeZone: 'America/Santiago' })
  const day = (iso: string) => format.format(new Date(iso))
  // The server refuses a second open request of the same right on the field itself.
  const alreadyOpen = asking.isError && serverFieldErrors(asking.error)['right']?.code === 'validation_request_open'

  async function submit(event?: FormEvent) {
    event?.preventDefault()
    if (busy) return
    // The list is read again (the mutation invalidates it).
    const answer = await ask({ right, detail: detail.trim() })
    if ('data' in answer) setDetail('')
  }

  const requests = query.data ?? []
  return (
    <section className="profile-card" aria-labelledby="rights-title">
      <h2 id="rights-title">{t.title}</h2>
      <p>{t.intro}</p>
      <dl>
        {ALL_RIGHTS.map((name) => (
          <div key={name}>
            <dt>{t.rights[name].name}</dt>
            <dd>
              {t.rights[name].what} {t.rights[name].self}
            </dd>
          </div>
        ))}
      </dl>
      <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="rights-form-title">
        <h3 id="rights-form-title">{t.form.title}</h3>
        <SelectField
          label={t.form.right}
          value={right}
          onChange={(e) => setRight(e.target.value as PrivacyRight)}
          options={PRIVACY_RIGHTS.map((value) => ({ value, label: t.rights[value].name }))}
        />
        <TextAreaField label={t.form.detail} value={detail} maxLength={DETAIL_MAX} onChange={(e) => setDetail(e.target.value)} hint={t.form.detailHint} />
        {asking.isSuccess && <p role="status">{t.form.sent}</p>}
        {alreadyOpen && <p role="alert">{t.form.open}</p>}
        {asking.isError && !alreadyOpen && <WriteFailed error={asking.error} onRetry={() => void submit()} />}
        <button type="submit" className="form-button" disabled={busy}>
          {busy ? t.form.sending : t.form.send}
        </button>
      </form>
      <h3>{t.list.title}</h3>
      <QueryState query={{ ...query, hasData: query.data !== undefined }} empty={requests.length === 0} texts={{ empty: t.list.empty }}>
        <ul className="rights-list">
          {requests.map((request) => (
            <RequestItem key={`${request.kind}-${request.id}`} request={request} day={day} />
          ))}
        </ul>
      </QueryState>
    </section>
  )
}

function RequestItem({ request, day }: { request: RightsRequest; day: (iso: string) => string }) {
  const t = useCopy(rightsCopy)
  return (
    <li>
      <div>
        <strong>{t.rights[request.right].name}</strong> — {t.list.status[request.status]}
      </div>
      <div>{t.list.received(day(request.received))}</div>
      {request.status === 'pendiente' && <div>{t.list.due(day(request.due))}</div>}
      {request.extended && <div>{t.list.extended(request.extensionReason)}</div>}
      {request.resolved && <div>{t.list.answered(day(request.resolved))}</div>}
      {request.answer && <div>{t.list.answer(request.answer)}</div>}
      {request.detail && <div>{request.detail}</div>}
    </li>
  )
}

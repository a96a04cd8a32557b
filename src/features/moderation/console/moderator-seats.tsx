import { useForm } from 'react-hook-form'
import type { ModeratorSeat } from '@/api/moderators'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { submitWithToast } from '@/components/ui/form-toast'
import { QueryState } from '@/components/ui/query-state'
import { allOf } from '@/components/ui/query-status'
import { TextField } from '@/components/ui/text-field'
import { isValidEmail, normalizeEmail } from '@/domain/validation'
import { useCopy } from '@/i18n/use-copy'
import { usePreferences } from '@/stores/hooks'
import { ConfirmRemove } from './confirm-remove'
import { organiserConsoleCopy, type OrganiserConsoleCopy } from './console-copy'
import { useInviteModeratorMutation, useModeratorSeatsQuery, useRemoveModeratorMutation, useResendInvitationMutation } from './console-queries'
import { isWriteFailure } from '@/stores/server-write'

/** The server's reason for a refused seat action, in the reader's language. */
function reasonText(t: OrganiserConsoleCopy['seats'], err: unknown): string {
  if (!isWriteFailure(err)) return t.actionError
  if (err.reason === 'mailRefused') return t.mailRefused
  if (err.reason === 'ownSeat') return t.ownSeat
  if (err.reason === 'alreadyJoined') return t.alreadyJoined
  if (err.fields['email']?.code === 'moderatorExists') return t.exists
  if (err.fields['email']) return t.badEmail
  return t.actionError
}

/** Who may sign in at /adminlogin: invite, resend an unused invitation, remove access. */
export function ModeratorSeats() {
  const copy = useCopy(organiserConsoleCopy)
  const t = copy.seats
  const seats = useModeratorSeatsQuery()
  return (
    <section className="console__section" aria-labelledby="console-seats-title">
      <h2 id="console-seats-title">{t.title}</h2>
      <p>{t.intro}</p>
      <QueryState query={allOf(seats)} texts={{ loading: copy.loading, loadError: copy.loadError }}>
        {seats.data?.length === 0 ? <p className="console__empty">{t.empty}</p> : null}
        <ul className="console__cards">
          {seats.data?.map((seat) => (
            <li key={seat.id} className="console__card">
              <Seat seat={seat} />
            </li>
          ))}
        </ul>
        <InviteForm />
      </QueryState>
    </section>
  )
}

function Seat({ seat }: { seat: ModeratorSeat }) {
  const copy = useCopy(organiserConsoleCopy)
  const t = copy.seats
  const { user } = usePreferences()
  const [resend, resending] = useResendInvitationMutation()
  const [remove, removing] = useRemoveModeratorMutation()
  const mine = user?.id === seat.id
  const busy = resending.isLoading || removing.isLoading
  const onRemove = async (): Promise<boolean> => {
    try {
      await submitWithToast(() => remove(seat.id).unwrap(), { pending: copy.saving, success: t.removed(seat.email), error: (err) => reasonText(t, err) })
      return true
    } catch {
      return false
    }
  }
  const onResend = () => submitWithToast(() => resend(seat.id).unwrap(), { pending: copy.saving, success: t.resent(seat.email), error: (err) => reasonText(t, err) }).catch(() => undefined)
  return (
    <div className="console__seat" data-testid={`seat-${seat.email}`}>
      <p className="console__card-title">
        {seat.name || seat.email} {mine ? t.you : null}
      </p>
      <p className="console__card-meta">
        {seat.email} · {seat.organizador ? t.organiser : t.moderator} · {seat.invitationPending ? t.pending : t.joined}
      </p>
      {mine ? null : (
        <div className="console__actions">
          {seat.invitationPending ? (
            <button type="button" className="btn btn--ghost btn--small" disabled={busy} onClick={() => void onResend()}>
              {t.resend}
            </button>
          ) : null}
          <ConfirmRemove question={t.confirmRemove(seat.name || seat.email)} label={t.remove} cancel={copy.cancel} busy={busy} onConfirm={onRemove} />
        </div>
      )}
    </div>
  )
}

interface InviteValues {
  name: string
  email: string
  organizador: boolean
}

function InviteForm() {
  const copy = useCopy(organiserConsoleCopy)
  const t = copy.seats
  const [invite, inviting] = useInviteModeratorMutation()
  const { register, handleSubmit, setError, reset, setValue, formState } = useForm<InviteValues>({ mode: 'onBlur', defaultValues: { name: '', email: '', organizador: false } })
  const { errors } = formState
  const onSubmit = handleSubmit(async (values) => {
    try {
      await submitWithToast(() => invite({ name: values.name.trim(), email: values.email.trim(), organizador: values.organizador }).unwrap(), {
        pending: copy.saving,
        success: (seat) => t.invited(seat.email),
        error: (err) => reasonText(t, err),
      })
      reset()
    } catch (err) {
      if (isWriteFailure(err) && err.fields['email']) setError('email', { type: 'server', message: reasonText(t, err) }, { shouldFocus: true })
    }
  })
  return (
    <form className="console__form" onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t.invite} aria-busy={inviting.isLoading}>
      <h3 className="console__form-title">{t.invite}</h3>
      <div className="console__grid">
        <TextField label={t.name} maxLength={100} autoComplete="off" error={errors.name?.message} {...register('name', { required: copy.required })} />
        <TextField label={t.email} type="email" autoComplete="off" error={errors.email?.message} {...register('email', { required: copy.required, onChange: (event: { target: { value: string } }) => { const value = normalizeEmail(event.target.value); if (value !== event.target.value) setValue('email', value, { shouldValidate: true }) }, validate: (value) => isValidEmail(value.trim()) || t.badEmail })} />
      </div>
      <CheckboxField label={t.makeOrganiser} {...register('organizador')} />
      <div className="console__actions">
        <button type="submit" className="btn btn--small" disabled={inviting.isLoading}>
          {t.invite}
        </button>
      </div>
    </form>
  )
}

import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { organiserContentApi } from '@/api/organiser-content'
import { FileField } from '@/components/ui/file-field'
import { submitWithToast } from '@/components/ui/form-toast'
import { applyServerErrors, serverFieldErrors } from '@/components/ui/server-errors'
import { TextField } from '@/components/ui/text-field'
import { useWriteFailureText } from '@/components/ui/write-failure-text'
import type { StaffRecord } from '@/types/organiser-content'
import { errorAt } from './field-error'
import { PairField } from './pair-field'
import { useCopy } from '@/i18n/use-copy'
import { useDeleteStaffMemberMutation, useSaveStaffMemberMutation } from './content-queries'
import { contentEditorCopy } from './copy'
import { contentErrorMessage } from './server-field-errors'

interface MemberValues {
  name: string
  roleEs: string
  roleEn: string
  order: number
}

const FIELDS = ['name', 'roleEs', 'roleEn', 'order'] as const

/** The staff of /us: one small form per person (each is its own record with its own picture). */
export function StaffEditor({ staff }: { staff: StaffRecord[] }) {
  const t = useCopy(contentEditorCopy)
  const nextOrder = staff.reduce((max, member) => Math.max(max, member.order), -1) + 1
  return (
    <section className="content-editor__section content-editor__staff" aria-labelledby="content-staff-title">
      <h2 id="content-staff-title">{t.sections.staff}</h2>
      <p>{t.staffIntro}</p>
      <ul className="content-editor__members">
        {staff.map((member) => (
          <li key={member.id}>
            <MemberForm member={member} />
          </li>
        ))}
        <li>
          <MemberForm key={nextOrder} nextOrder={nextOrder} />
        </li>
      </ul>
    </section>
  )
}

function MemberForm({ member, nextOrder = 0 }: { member?: StaffRecord; nextOrder?: number }) {
  const t = useCopy(contentEditorCopy)
  const [avatar, setAvatar] = useState<File | null>(null)
  const [avatarError, setAvatarError] = useState<string | undefined>()
  const [confirming, setConfirming] = useState(false)
  const [saveMember] = useSaveStaffMemberMutation()
  const [deleteMember, { isLoading: deleting }] = useDeleteStaffMemberMutation()
  // Refused fields are marked on the form; any other failure says what happened.
  const failureText = useWriteFailureText()
  const saveErrorText = (err: unknown) => (Object.keys(serverFieldErrors(err)).length > 0 ? t.saveError : failureText(err))
  const { register, handleSubmit, setError, reset, formState } = useForm<MemberValues>({
    mode: 'onBlur',
    values: member ? { name: member.name, roleEs: member.roleEs, roleEn: member.roleEn, order: member.order } : { name: '', roleEs: '', roleEn: '', order: nextOrder },
    resetOptions: { keepDirtyValues: true },
  })
  const { errors, isSubmitting } = formState
  const title = member ? t.member(member.name) : t.newMember
  const photo = member ? organiserContentApi.avatarUrl(member, '96x96') : ''

  const onSubmit = handleSubmit(async (values) => {
    setAvatarError(undefined)
    const data = new FormData()
    for (const field of FIELDS) data.append(field, String(values[field]))
    if (avatar) data.append('avatar', avatar)
    try {
      await submitWithToast(() => saveMember({ id: member?.id ?? null, data }).unwrap(), {
        pending: t.saving,
        success: t.memberSaved,
        error: saveErrorText,
      })
      setAvatar(null)
      if (!member) reset()
    } catch (err) {
      const translate = (field: string, code: string) => contentErrorMessage(t, field, code)
      applyServerErrors<MemberValues>(err, setError, { name: 'name', roleEs: 'roleEs', roleEn: 'roleEn', order: 'order' }, translate)
      const avatarProblem = serverFieldErrors(err).avatar
      if (avatarProblem) setAvatarError(translate('avatar', avatarProblem.code))
    }
  })

  const remove = async () => {
    if (!member) return
    try {
      await submitWithToast(() => deleteMember(member.id).unwrap(), { pending: t.saving, success: t.memberDeleted, error: failureText })
    } catch (err) {
      console.error(err)
      setConfirming(false)
    }
  }

  return (
    <form className="content-editor__member" onSubmit={(event) => void onSubmit(event)} noValidate aria-label={title} aria-busy={isSubmitting}>
      <h3 className="content-editor__entry-title">{title}</h3>
      <div className="content-editor__member-row">
        {photo ? <img className="content-editor__photo" src={photo} alt={t.currentAvatar} width={64} height={64} /> : <p className="content-editor__hint">{t.noAvatar}</p>}
        <TextField label={t.fields.name} maxLength={120} error={errorAt(errors, 'name')} {...register('name', { required: t.required })} />
        <TextField
          label={t.fields.order}
          type="number"
          inputMode="numeric"
          min={0}
          max={999}
          error={errorAt(errors, 'order')}
          {...register('order', { valueAsNumber: true, validate: (value) => (Number.isInteger(value) && value >= 0 && value <= 999) || t.invalidNumber })}
        />
      </div>
      <PairField base="role" label={t.fields.role} register={register} errors={errors} maxLength={120} />
      <FileField
        label={t.fields.avatar}
        buttonText={t.chooseFile}
        fileName={avatar?.name ?? t.noFile}
        accept="image/jpeg,image/png"
        error={avatarError}
        onChange={(event) => setAvatar(event.target.files?.[0] ?? null)}
      />
      <div className="content-editor__entry-row">
        <button type="submit" className="btn" disabled={isSubmitting || deleting}>
          {isSubmitting ? t.saving : member ? t.saveMember : t.addMember}
        </button>
        {member &&
          (confirming ? (
            <span className="content-editor__confirm" role="group" aria-label={t.confirmDelete(member.name)}>
              <span>{t.confirmDelete(member.name)}</span>
              <button type="button" className="btn" disabled={deleting} onClick={() => void remove()}>
                {t.deleteMember}
              </button>
              <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
                {t.cancel}
              </button>
            </span>
          ) : (
            <button type="button" className="btn btn--ghost" onClick={() => setConfirming(true)}>
              {t.deleteMember}
            </button>
          ))}
      </div>
    </form>
  )
}

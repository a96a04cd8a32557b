import { useMemo, useState, type ChangeEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { usersApi } from '@/api/users'
import { displayName, isUnsetUsername, isValidUsername } from '@/domain/account'
import { TextField } from '@/components/ui/text-field'
import { FileField } from '@/components/ui/file-field'
import { useWriteFailureText } from '@/components/ui/write-failure-text'
import { onFormSubmit, submitWithToast } from '@/components/ui/form-toast'
import { useT } from '@/i18n/use-t'
import type { SessionUser } from '@/stores/preferences-slice'
import { checkAvatar, readAsDataUrl, type AvatarProblem } from '../avatar-check'
import { useSave } from '../hooks/use-save'
import { SaveButton } from './save-button'
import { useResendVerificationMutation, useSaveIdentityMutation } from '../profile-mutations'
import { serverMessage } from '../server-messages'
import { useErrorsFollowLanguage } from '@/components/ui/use-errors-follow-language'

interface IdentityValues {
  username: string
  avatar: string
}

export function IdentityCard({ user }: { user: SessionUser }) {
  const t = useT()
  const failureText = useWriteFailureText()
  const [saveIdentity] = useSaveIdentityMutation()
  const [requestVerification] = useResendVerificationMutation()
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState('')
  const [problem, setProblem] = useState<AvatarProblem | null>(null)
  const [checking, setChecking] = useState(false)
  const [chosenName, setChosenName] = useState('')
  const [resent, setResent] = useState(false)
  const savedUsername = isUnsetUsername(user.username) ? '' : user.username
  const initial = useMemo(() => ({ username: savedUsername, avatar: '' }), [savedUsername])
  const { register, handleSubmit, setError, clearErrors, formState, control, reset } = useForm<IdentityValues>({
    mode: 'onChange',
    values: initial,
  })
  const save = useSave(setError)
  const username = useWatch({ control, name: 'username' })
  useErrorsFollowLanguage(formState.errors, setError)

  const avatarMessages: Record<AvatarProblem, string> = {
    type: t.profile.identity.avatarType,
    size: t.profile.identity.avatarSize,
    square: t.profile.identity.avatarSquare,
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null
    setFile(null)
    setPreview('')
    setProblem(null)
    clearErrors('avatar')
    setChosenName(chosen?.name ?? '')
    if (!chosen) return
    setChecking(true)
    const found = await checkAvatar(chosen)
    setProblem(found)
    if (!found) {
      setFile(chosen)
      setPreview(await readAsDataUrl(chosen))
    }
    setChecking(false)
  }

  const onSubmit = handleSubmit(async (values) => {
    const changes: { username?: string; avatar?: File } = {}
    if (values.username !== savedUsername) changes.username = values.username
    if (file) changes.avatar = file
    const saved = await save(() => saveIdentity({ userId: user.id, changes }).unwrap(), {
      fields: { username: 'username', avatar: 'avatar' },
      translate: (field, code) =>
        field === 'username' && code === 'validation_not_unique'
          ? t.profile.identity.usernameTaken
          : serverMessage(t.profile, code, field === 'username' ? t.profile.identity.usernameRule : undefined),
    })
    if (saved) {
      setFile(null)
      setPreview('')
      setChosenName('')
      reset({ username: values.username, avatar: '' })
    }
  })

  async function resendVerification() {
    try {
      await submitWithToast(() => requestVerification(user.email).unwrap(), {
        pending: t.profile.sending,
        success: t.profile.identity.resent,
        error: failureText,
      })
      setResent(true)
    } catch {
      // The toast already said it failed.
    }
  }

  const avatarUrl = usersApi.avatarUrl(user)
  const avatarError = problem ? avatarMessages[problem] : formState.errors.avatar?.message
  const changed = file !== null || username !== savedUsername
  const blocked = problem !== null || checking || !formState.isValid || formState.isSubmitting || !changed

  return (
    <section className="profile-card profile-identity" aria-labelledby="profile-identity-title">
      <div className="profile-identity__head">
        <div className="profile-identity__avatar">
          {preview ? (
            <img src={preview} alt={t.profile.identity.previewAlt} width={112} height={112} />
          ) : avatarUrl ? (
            <img src={avatarUrl} alt={t.profile.identity.avatarAlt} width={112} height={112} />
          ) : (
            <span aria-hidden="true">{displayName(user).slice(0, 1).toUpperCase()}</span>
          )}
        </div>
        <div>
          <h2 id="profile-identity-title" className="profile-identity__name">
            {displayName(user)}
          </h2>
          {/* Without a username the heading already is the e-mail. */}
          {savedUsername ? <p className="profile-identity__email">{user.email}</p> : null}
          <p className={user.verified ? 'status status--ok' : 'status status--warn'}>
            {user.verified ? t.profile.identity.verified : t.profile.identity.notVerified}
          </p>
        </div>
      </div>
      {!user.verified && (
        <div className="profile-identity__verify">
          <p>{t.profile.identity.verifyHint}</p>
          <button type="button" className="form-button form-button--ghost" onClick={() => void resendVerification()} disabled={resent}>
            {t.profile.identity.resend}
          </button>
        </div>
      )}
      <form className="form" onSubmit={onFormSubmit(onSubmit)} noValidate>
        <TextField
          label={t.profile.identity.usernameLabel}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint={t.profile.identity.usernameHint}
          error={formState.errors.username?.message}
          {...register('username', {
            validate: (value) => (value === '' && savedUsername === '') || isValidUsername(value) || t.profile.identity.usernameRule,
          })}
        />
        <FileField
          label={t.profile.identity.avatarLabel}
          buttonText={t.profile.identity.chooseImage}
          fileName={chosenName || t.profile.identity.noImage}
          accept="image/jpeg,image/png"
          error={avatarError}
          onChange={(event) => void onFile(event)}
        />
        <SaveButton disabled={blocked} saving={formState.isSubmitting} />
      </form>
    </section>
  )
}

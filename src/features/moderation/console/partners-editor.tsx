import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { amigosApi } from '@/api/amigos'
import { FileField } from '@/components/ui/file-field'
import { submitWithToast } from '@/components/ui/form-toast'
import { QueryState } from '@/components/ui/query-state'
import { allOf } from '@/components/ui/query-status'
import { TextField } from '@/components/ui/text-field'
import { isWebAddress } from '@/domain/web-address'
import { useCopy } from '@/i18n/use-copy'
import type { AmigoRecord } from '@/types/pocketbase'
import { ConfirmRemove } from './confirm-remove'
import { organiserConsoleCopy } from './console-copy'
import { useDeletePartnerMutation, usePartnersQuery, useSavePartnerMutation } from './console-queries'
import { isWriteFailure } from '@/stores/server-write'

/** The partner communities of /friends: one small form each, and one for a new community. */
export function PartnersEditor() {
  const copy = useCopy(organiserConsoleCopy)
  const t = copy.partners
  const partners = usePartnersQuery()
  return (
    <section className="console__section" aria-labelledby="console-partners-title">
      <h2 id="console-partners-title">{t.title}</h2>
      <p>{t.intro}</p>
      <QueryState query={allOf(partners)} texts={{ loading: copy.loading, loadError: copy.loadError }}>
        {partners.data?.length === 0 ? <p className="console__empty">{t.empty}</p> : null}
        <ul className="console__cards">
          {partners.data?.map((partner) => (
            <li key={partner.id} className="console__card">
              <PartnerForm partner={partner} />
            </li>
          ))}
        </ul>
        <PartnerForm key={`new-${partners.data?.length ?? 0}`} />
      </QueryState>
    </section>
  )
}

interface PartnerValues {
  Nombre: string
  Url: string
}

function PartnerForm({ partner }: { partner?: AmigoRecord }) {
  const copy = useCopy(organiserConsoleCopy)
  const t = copy.partners
  const [image, setImage] = useState<File | null>(null)
  const [imageError, setImageError] = useState<string | undefined>()
  const [save, saving] = useSavePartnerMutation()
  const [remove, removing] = useDeletePartnerMutation()
  const { register, handleSubmit, setError, formState } = useForm<PartnerValues>({
    mode: 'onBlur',
    values: partner ? { Nombre: partner.Nombre, Url: partner.Url } : { Nombre: '', Url: '' },
    resetOptions: { keepDirtyValues: true },
  })
  const { errors } = formState
  const title = partner ? partner.Nombre : t.add

  const onSubmit = handleSubmit(async (values) => {
    setImageError(undefined)
    const form = new FormData()
    form.append('Nombre', values.Nombre.trim())
    form.append('Url', values.Url.trim())
    if (image) form.append('Image', image)
    try {
      await submitWithToast(() => save({ id: partner?.id ?? null, form }).unwrap(), { pending: copy.saving, success: (saved) => t.saved(saved.Nombre), error: copy.saveError })
      setImage(null)
    } catch (err) {
      if (!isWriteFailure(err)) return
      if (err.fields['Url']) setError('Url', { type: 'server', message: t.badUrl }, { shouldFocus: true })
      if (err.fields['Nombre']) setError('Nombre', { type: 'server', message: copy.types.tooLong })
      if (err.fields['Image']) setImageError(copy.types.badImage)
    }
  })

  const onRemove = async (): Promise<boolean> => {
    if (!partner) return false
    try {
      await submitWithToast(() => remove(partner.id).unwrap(), { pending: copy.saving, success: t.removed(partner.Nombre), error: copy.seats.actionError })
      return true
    } catch {
      return false
    }
  }

  const preview = partner ? amigosApi.imageUrl(partner) : ''
  const busy = saving.isLoading || removing.isLoading
  return (
    <form className="console__form" onSubmit={(event) => void onSubmit(event)} noValidate aria-label={title} aria-busy={busy}>
      {partner ? null : <h3 className="console__form-title">{t.add}</h3>}
      <div className="console__grid">
        <TextField label={t.name} maxLength={80} error={errors.Nombre?.message} {...register('Nombre', { required: copy.required, maxLength: { value: 80, message: copy.types.tooLong } })} />
        <TextField label={t.url} type="url" inputMode="url" error={errors.Url?.message} {...register('Url', { required: copy.required, validate: (value) => isWebAddress(value.trim()) || t.badUrl })} />
      </div>
      <div className="console__image-row">
        {preview ? <img className="console__thumb" src={preview} alt="" width={56} height={56} /> : null}
        <FileField label={t.image} buttonText={copy.chooseFile} fileName={image?.name ?? copy.noFile} accept="image/jpeg,image/png,image/webp,image/svg+xml" error={imageError} onChange={(event) => setImage(event.target.files?.[0] ?? null)} />
      </div>
      <div className="console__actions">
        <button type="submit" className="btn btn--small" disabled={busy}>
          {partner ? t.save : t.create}
        </button>
        {partner ? (
          <ConfirmRemove question={t.confirmRemove(partner.Nombre)} label={t.remove} cancel={copy.cancel} busy={busy} onConfirm={onRemove} />
        ) : null}
      </div>
    </form>
  )
}

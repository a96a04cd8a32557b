import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { entradasApi } from '@/api/entradas'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { FileField } from '@/components/ui/file-field'
import { submitWithToast } from '@/components/ui/form-toast'
import { TextField } from '@/components/ui/text-field'
import { parseTicketCode } from '@/domain/ticket-levels'
import { STOCK_MAX } from '@/domain/ticket-units'
import { useCopy } from '@/i18n/use-copy'
import type { RemainingRecord, TicketTypeRecord } from '@/types/pocketbase'
import { ConfirmRemove } from './confirm-remove'
import { organiserConsoleCopy, type OrganiserConsoleCopy } from './console-copy'
import { useDeleteTicketTypeMutation, useSaveTicketTypeMutation } from './console-queries'
import { isWriteFailure } from '@/stores/server-write'

interface TypeValues {
  Tipo: string
  Nombre: string
  NombreIngles: string
  ValorCLP: string
  cantidad: string
  listaEspera: boolean
}

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/svg+xml'

const wholeNumber = (value: string, max: number) => /^\d+$/.test(value.trim()) && Number(value) <= max

/** The server's answer for a field, in the reader's language (never PocketBase's English). */
function fieldProblem(t: OrganiserConsoleCopy['types'], field: string, code: string): string {
  if (field === 'Tipo') return code === 'validation_not_unique' ? t.codeTaken : t.badCode
  if (field === 'ValorCLP') return t.badPrice
  if (field === 'cantidad') return t.badQuantity
  if (field === 'Imagen') return t.badImage
  return t.tooLong
}

/** One ticket type: the new-type form when `type` is absent, its edit form otherwise. */
export function TicketTypeForm({ type, remaining, onDone }: { type?: TicketTypeRecord; remaining?: RemainingRecord; onDone?: () => void }) {
  const copy = useCopy(organiserConsoleCopy)
  const t = copy.types
  const [image, setImage] = useState<File | null>(null)
  const [imageError, setImageError] = useState<string | undefined>()
  const [save, saving] = useSaveTicketTypeMutation()
  const [remove, removing] = useDeleteTicketTypeMutation()
  const isDraft = !type || type.Estado === 'creada'
  const { register, handleSubmit, setError, formState } = useForm<TypeValues>({
    mode: 'onBlur',
    values: type
      ? { Tipo: type.Tipo, Nombre: type.Nombre, NombreIngles: type.NombreIngles, ValorCLP: String(type.ValorCLP), cantidad: String(remaining?.CantidadQuedan ?? 0), listaEspera: type.listaEspera }
      : { Tipo: '', Nombre: '', NombreIngles: '', ValorCLP: '', cantidad: '', listaEspera: false },
    resetOptions: { keepDirtyValues: true },
  })
  const { errors } = formState
  const title = type ? t.edit(`${type.Nombre} (${type.Tipo})`) : t.add

  const onSubmit = handleSubmit(async (values) => {
    setImageError(undefined)
    if (!type && !image) {
      setImageError(copy.required)
      return
    }
    const form = new FormData()
    if (isDraft) form.append('Tipo', values.Tipo.trim().toUpperCase())
    form.append('Nombre', values.Nombre.trim())
    form.append('NombreIngles', values.NombreIngles.trim())
    form.append('ValorCLP', values.ValorCLP.trim())
    form.append('listaEspera', String(values.listaEspera))
    if (!type) {
      form.append('Estado', 'creada')
      form.append('cantidad', values.cantidad.trim() || '0')
    }
    if (image) form.append('Imagen', image)
    try {
      await submitWithToast(() => save({ id: type?.id ?? null, form }).unwrap(), {
        pending: copy.saving,
        success: (record) => (type ? t.saved(record.Nombre) : t.created(record.Nombre)),
        error: copy.saveError,
      })
      setImage(null)
      onDone?.()
    } catch (err) {
      if (!isWriteFailure(err)) return
      let first = true
      for (const [field, { code }] of Object.entries(err.fields)) {
        const message = fieldProblem(t, field, code)
        if (field === 'Imagen') setImageError(message)
        else if (field === 'Tipo' || field === 'Nombre' || field === 'NombreIngles' || field === 'ValorCLP' || field === 'cantidad') {
          setError(field, { type: 'server', message }, { shouldFocus: first })
          first = false
        }
      }
    }
  })

  const onRemove = async (): Promise<boolean> => {
    if (!type) return false
    try {
      await submitWithToast(() => remove(type.id).unwrap(), { pending: copy.saving, success: t.removed(type.Nombre), error: t.removeError })
      return true
    } catch {
      return false
    }
  }

  const preview = type ? entradasApi.imageUrl(type) : ''
  const busy = saving.isLoading || removing.isLoading
  return (
    <form className="console__form" onSubmit={(event) => void onSubmit(event)} noValidate aria-label={title} aria-busy={busy}>
      <h3 className="console__form-title">{title}</h3>
      <div className="console__grid">
        <TextField
          label={t.code}
          hint={isDraft ? t.codeHint : t.codeLocked}
          readOnly={!isDraft}
          autoCapitalize="characters"
          maxLength={8}
          error={errors.Tipo?.message}
          {...register('Tipo', { required: copy.required, validate: (value) => parseTicketCode(value) !== null || t.badCode })}
        />
        <TextField label={t.price} inputMode="numeric" error={errors.ValorCLP?.message} {...register('ValorCLP', { required: copy.required, validate: (value) => wholeNumber(value, 1_000_000_000) || t.badPrice })} />
        <TextField label={t.nameEs} maxLength={60} error={errors.Nombre?.message} {...register('Nombre', { required: copy.required, maxLength: { value: 60, message: t.tooLong } })} />
        <TextField label={t.nameEn} maxLength={60} error={errors.NombreIngles?.message} {...register('NombreIngles', { required: copy.required, maxLength: { value: 60, message: t.tooLong } })} />
        {type ? null : (
          <TextField
            label={t.quantity}
            hint={t.quantityHint}
            inputMode="numeric"
            error={errors.cantidad?.message}
            {...register('cantidad', { required: copy.required, validate: (value) => wholeNumber(value, STOCK_MAX) || t.badQuantity })}
          />
        )}
      </div>
      <CheckboxField label={t.waitlist} {...register('listaEspera')} />
      <div className="console__image-row">
        {preview ? <img className="console__thumb" src={preview} alt="" width={64} height={64} /> : null}
        <FileField label={t.image} buttonText={copy.chooseFile} fileName={image?.name ?? copy.noFile} accept={IMAGE_TYPES} error={imageError} onChange={(event) => setImage(event.target.files?.[0] ?? null)} />
      </div>
      <div className="console__actions">
        <button type="submit" className="btn btn--small" disabled={busy}>
          {type ? t.save : t.create}
        </button>
        {type && isDraft ? (
          <ConfirmRemove question={t.confirmRemove(type.Nombre)} label={t.remove} cancel={copy.cancel} busy={busy} onConfirm={onRemove} />
        ) : null}
      </div>
    </form>
  )
}

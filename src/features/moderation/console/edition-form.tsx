import { useForm } from 'react-hook-form'
import type { EditionRecord } from '@/api/ediciones'
import { submitWithToast } from '@/components/ui/form-toast'
import { DayField } from '@/components/ui/day-field'
import { TextField } from '@/components/ui/text-field'
import { editionProblems, editionYear, PAYMENT_MINUTES_MAX, PAYMENT_MINUTES_MIN } from '@/domain/edition'
import { EDITION_NAME_MAX, editionNameProblems } from '@/domain/edition-name'
import { useCopy } from '@/i18n/use-copy'
import { ConfirmRemove } from './confirm-remove'
import { organiserConsoleCopy } from './console-copy'
import { useDeleteEditionMutation, useSaveEditionMutation } from './console-queries'
import { isWriteFailure } from '@/stores/server-write'
import { editionOf, nameOf, serverEditionMessage, valuesOf, type EditionValues } from './edition-rules'

const FIELDS = ['nombreEs', 'nombreEn', 'inicio', 'fin', 'corteEdad', 'ventaAbre', 'ventaCierra', 'minutosPago', 'prefijoOrden'] as const
const isField = (name: string): name is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(name)

/**
 * One edition that has not started: the form for the next edition when `edition` is absent, its edit
 * form otherwise. The domain's checks run as the organiser types; the server repeats them.
 */
export function EditionForm({ edition, prefixExample, removable, onDone }: { edition?: EditionRecord; prefixExample: string; removable: boolean; onDone?: () => void }) {
  const copy = useCopy(organiserConsoleCopy)
  const t = copy.edition
  const [save, saving] = useSaveEditionMutation()
  const [remove, removing] = useDeleteEditionMutation()
  // Checked once a field is left, then as it is typed in: an error that vanished on blur would move the
  // button away between press and release, losing the click that submits the corrected form.
  const { register, handleSubmit, setError, formState } = useForm<EditionValues>({ mode: 'onTouched', values: valuesOf(edition), resetOptions: { keepDirtyValues: true } })
  const { errors } = formState
  const year = edition ? editionYear(edition) : ''
  const title = edition ? t.edit(year) : t.add

  const check = (field: (typeof FIELDS)[number]) => (_value: string, all: EditionValues) => {
    const problem = { ...editionProblems(editionOf(all)), ...editionNameProblems(nameOf(all)) }[field]
    return problem ? t.problems[problem] : true
  }
  // A changed first day can make the last day, the cut-off or the sale's close wrong (or right again).
  const DEPENDENT: Partial<Record<(typeof FIELDS)[number], Array<(typeof FIELDS)[number]>>> = {
    inicio: ['fin', 'corteEdad', 'ventaCierra'],
    ventaAbre: ['ventaCierra'],
    nombreEs: ['nombreEn'],
    nombreEn: ['nombreEs'],
  }
  // A name is optional (in both languages or neither); every fact of the edition is required.
  const OPTIONAL: readonly (typeof FIELDS)[number][] = ['nombreEs', 'nombreEn']
  const rules = (field: (typeof FIELDS)[number]) => ({ required: OPTIONAL.includes(field) ? false : copy.required, validate: check(field), deps: DEPENDENT[field] ?? [] })

  const onSubmit = handleSubmit(async (values) => {
    const next = { ...editionOf(values), ...nameOf(values) }
    try {
      await submitWithToast(() => save({ id: edition?.id ?? null, edition: next }).unwrap(), {
        pending: copy.saving,
        success: (saved) => (edition ? t.saved(editionYear(saved)) : t.created(editionYear(saved))),
        // An edition that started meanwhile (another organiser's tab, midnight) is refused as a whole.
        error: (err) => (isWriteFailure(err) && err.reason === 'editionStarted' ? t.problems.started : isWriteFailure(err) && err.reason === 'prefixInUse' ? t.problems.prefixInUse : copy.saveError),
      })
      onDone?.()
    } catch (err) {
      if (!isWriteFailure(err)) return
      let first = true
      for (const [field, { code }] of Object.entries(err.fields)) {
        if (!isField(field)) continue
        setError(field, { type: 'server', message: t.problems[serverEditionMessage(code, field)] }, { shouldFocus: first })
        first = false
      }
    }
  })

  const onRemove = async (): Promise<boolean> => {
    if (!edition) return false
    try {
      await submitWithToast(() => remove(edition.id).unwrap(), {
        pending: copy.saving,
        success: t.removed(year),
        error: (err) => {
          if (!isWriteFailure(err)) return t.removeError
          if (err.reason === 'lastEdition') return t.problems.lastEdition
          if (err.reason === 'prefixInUse') return t.problems.prefixInUse
          return err.reason === 'editionStarted' ? t.problems.started : t.removeError
        },
      })
      return true
    } catch {
      return false
    }
  }

  const busy = saving.isLoading || removing.isLoading
  return (
    <form className="console__form" onSubmit={(event) => void onSubmit(event)} noValidate aria-label={title} aria-busy={busy}>
      <h3 className="console__form-title">{title}</h3>
      <div className="console__grid">
        <TextField label={t.nameEs} hint={t.nameHint} lang="es" maxLength={EDITION_NAME_MAX} error={errors.nombreEs?.message} {...register('nombreEs', rules('nombreEs'))} />
        <TextField label={t.nameEn} lang="en" maxLength={EDITION_NAME_MAX} error={errors.nombreEn?.message} {...register('nombreEn', rules('nombreEn'))} />
        <DayField label={t.start} error={errors.inicio?.message} {...register('inicio', rules('inicio'))} />
        <DayField label={t.end} error={errors.fin?.message} {...register('fin', rules('fin'))} />
        <DayField label={t.cutoff} hint={t.cutoffHint} error={errors.corteEdad?.message} {...register('corteEdad', rules('corteEdad'))} />
        <DayField label={t.saleOpens} error={errors.ventaAbre?.message} {...register('ventaAbre', rules('ventaAbre'))} />
        <DayField label={t.saleCloses} hint={t.saleClosesHint} error={errors.ventaCierra?.message} {...register('ventaCierra', rules('ventaCierra'))} />
        <TextField
          label={t.minutesField}
          hint={t.minutesHint}
          type="number"
          inputMode="numeric"
          min={PAYMENT_MINUTES_MIN}
          max={PAYMENT_MINUTES_MAX}
          step={1}
          error={errors.minutosPago?.message}
          {...register('minutosPago', rules('minutosPago'))}
        />
        <TextField
          label={t.prefix}
          hint={t.prefixHint(prefixExample)}
          maxLength={6}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          placeholder={prefixExample}
          error={errors.prefijoOrden?.message}
          {...register('prefijoOrden', rules('prefijoOrden'))}
        />
      </div>
      <div className="console__actions">
        <button type="submit" className="btn btn--small" disabled={busy}>
          {edition ? t.save : t.create}
        </button>
        {edition && removable ? <ConfirmRemove question={t.confirmRemove(year)} label={t.remove} cancel={copy.cancel} busy={busy} onConfirm={onRemove} /> : null}
      </div>
    </form>
  )
}

import { useMemo } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { LegalInfoInput } from '@/api/user-legal-info'
import { birthdayToApi, COUNTRIES, DOCUMENT_TYPES, isOldEnough } from '@/domain/validation'
import { birthdayFromApi, COUNTRY_PATTERN, DOCUMENT_NUMBER_PATTERN, formatChileDate, LEGAL_NAME_PATTERN, parseChileDate } from '@/domain/profile-rules'
import { TextField } from '@/components/ui/text-field'
import { SelectField } from '@/components/ui/select-field'
import { onFormSubmit } from '@/components/ui/form-toast'
import { useT } from '@/i18n/use-t'
import { useCopy } from '@/i18n/use-copy'
import { legalInfoCopy } from '../legal-info-copy'
import { formatAgeCutoff } from '@/domain/event-dates'
import { useEdition } from '@/hooks/use-edition'
import type { DocumentType, LegalInfoRecord } from '@/types/pocketbase'
import { useSave } from '../hooks/use-save'
import { SaveButton } from './save-button'
import { useSaveLegalInfoMutation } from '../profile-mutations'
import { serverMessage } from '../server-messages'
import { useErrorsFollowLanguage } from '@/components/ui/use-errors-follow-language'
import { documentProblem } from '@/domain/identity-document'
import { DATE_RAW_MAX, DOCUMENT_RAW_MAX, normaliseDateInput, normaliseDocumentInput } from '@/domain/pasted-input'
import { OTHER, splitChoice } from '../choice'
import { PrivacyNoticeLink } from '@/components/privacy/privacy-notice-link'

interface LegalValues {
  numDocumento: string
  tipoDocumento: DocumentType | ''
  countryChoice: string
  countryOther: string
  nombreEnDocumento: string
  bdate: string
}

function toValues(record: LegalInfoRecord | null): LegalValues {
  const country = splitChoice(record?.paisDocumento ?? '', COUNTRIES)
  return {
    numDocumento: record?.numDocumento ?? '',
    tipoDocumento: record?.tipoDocumento ?? '',
    countryChoice: country.choice,
    countryOther: country.other,
    nombreEnDocumento: record?.nombreEnDocumento ?? '',
    bdate: formatChileDate(birthdayFromApi(record?.bdate)),
  }
}

/** Legal data: saved once, then locked (the server refuses changes too, see pb_hooks/profiles.pb.js). */
export function LegalInfoForm({ userId, record }: { userId: string; record: LegalInfoRecord | null }) {
  const t = useT()
  const tl = useCopy(legalInfoCopy)
  const edition = useEdition()
  const ageRule = tl.ageRule(edition && formatAgeCutoff(edition, t.tickets.intlLocale))
  const locked = record !== null
  const initial = useMemo(() => toValues(record), [record])
  const { register, handleSubmit, setError, setValue, control, formState } = useForm<LegalValues>({ mode: 'onChange', values: initial })
  const save = useSave(setError)
  const [saveLegal] = useSaveLegalInfoMutation()
  useErrorsFollowLanguage(formState.errors, setError)
  const countryChoice = useWatch({ control, name: 'countryChoice' })

  const onSubmit = handleSubmit(async (values) => {
    if (values.tipoDocumento === '') return
    const data: LegalInfoInput = {
      numDocumento: values.numDocumento.trim(),
      tipoDocumento: values.tipoDocumento,
      paisDocumento: values.countryChoice === OTHER ? values.countryOther.trim() : values.countryChoice,
      nombreEnDocumento: values.nombreEnDocumento.trim(),
      bdate: birthdayToApi(parseChileDate(values.bdate) ?? ''),
    }
    const rules: Record<string, string> = {
      numDocumento: tl.documentNumberRule,
      paisDocumento: tl.countryRule,
      nombreEnDocumento: tl.nameRule,
      bdate: ageRule,
    }
    await save(() => saveLegal({ userId, id: record?.id ?? null, data }).unwrap(), {
      fields: {
        numDocumento: 'numDocumento',
        tipoDocumento: 'tipoDocumento',
        paisDocumento: values.countryChoice === OTHER ? 'countryOther' : 'countryChoice',
        nombreEnDocumento: 'nombreEnDocumento',
        bdate: 'bdate',
      },
      translate: (field, code) => serverMessage(t.profile, code, code === 'validation_required' ? undefined : rules[field]),
    })
  })

  const required = t.profile.required
  return (
    <section className="profile-card" aria-labelledby="profile-legal-title">
      <h2 id="profile-legal-title">{tl.title}</h2>
      <p className={locked ? 'status status--ok' : 'profile-card__intro'}>{locked ? tl.lockedNotice : tl.intro}</p>
      <PrivacyNoticeLink />
      <form className="form" onSubmit={onFormSubmit(onSubmit)} noValidate>
        <fieldset className="form__fieldset" disabled={locked}>
          <TextField
            label={tl.documentNumber}
            maxLength={DOCUMENT_RAW_MAX}
            autoComplete="off"
            error={formState.errors.numDocumento?.message}
            {...register('numDocumento', {
              required,
              // Pasted "12.345.678-5" shows as stored, "12345678-5"; the 30-character limit is the pattern's, after this.
              onChange: (event: { target: { value: string } }) => {
                const value = normaliseDocumentInput(event.target.value)
                if (value !== event.target.value) setValue('numDocumento', value, { shouldValidate: true, shouldDirty: true })
              },
              validate: (value, all) => {
                if (!DOCUMENT_NUMBER_PATTERN.test(value.trim())) return tl.documentNumberRule
                const paisDocumento = all.countryChoice === OTHER ? all.countryOther : all.countryChoice
                const problem = documentProblem({ tipoDocumento: all.tipoDocumento, paisDocumento, numDocumento: value })
                return problem === 'rut' ? t.profile.serverErrors.rut : problem === 'passport' ? t.profile.serverErrors.passport : true
              },
            })}
          />
          <SelectField
            label={tl.documentType}
            placeholder={t.profile.choose}
            options={DOCUMENT_TYPES.map((value) => ({ value, label: tl.documentTypes[value] }))}
            error={formState.errors.tipoDocumento?.message}
            {...register('tipoDocumento', { required, deps: 'numDocumento' })}
          />
          <SelectField
            label={tl.country}
            placeholder={t.profile.choose}
            options={[...COUNTRIES.map((value) => ({ value, label: value })), { value: OTHER, label: t.profile.other }]}
            error={formState.errors.countryChoice?.message}
            {...register('countryChoice', { required, deps: 'numDocumento' })}
          />
          {countryChoice === OTHER && (
            <TextField
              label={tl.countryOther}
              maxLength={56}
              autoComplete="country-name"
              error={formState.errors.countryOther?.message}
              {...register('countryOther', {
                required,
                validate: (value) => COUNTRY_PATTERN.test(value.trim()) || tl.countryRule,
              })}
            />
          )}
          <TextField
            label={tl.name}
            maxLength={100}
            autoComplete="name"
            error={formState.errors.nombreEnDocumento?.message}
            {...register('nombreEnDocumento', {
              required,
              validate: (value) => LEGAL_NAME_PATTERN.test(value.trim()) || tl.nameRule,
            })}
          />
          <TextField
            label={tl.birthday}
            inputMode="numeric"
            placeholder={tl.birthdayPlaceholder}
            maxLength={DATE_RAW_MAX}
            autoComplete="bday"
            hint={tl.birthdayHint}
            error={formState.errors.bdate?.message}
            {...register('bdate', {
              required,
              // A pasted "1998-06-21" or "21/6/1998" shows as Chile writes it once it reads as a whole date.
              onChange: (event: { target: { value: string } }) => {
                const value = normaliseDateInput(event.target.value)
                if (value !== event.target.value) setValue('bdate', value, { shouldValidate: true, shouldDirty: true })
              },
              validate: (value) => {
                const iso = parseChileDate(value)
                // Before the edition is read the server alone judges the age: it refuses with the same rule.
                return iso === null ? tl.birthdayFormat : !edition || isOldEnough(iso, edition.corteEdad) || ageRule
              },
            })}
          />
        </fieldset>
        <SaveButton disabled={locked || !formState.isValid || formState.isSubmitting} saving={formState.isSubmitting} />
      </form>
    </section>
  )
}

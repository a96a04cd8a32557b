import { useForm, useWatch } from 'react-hook-form'
import type { HealthInfoInput } from '@/api/user-health-info'
import { normalizePhone, PHONE_PATTERN, PHONE_RAW_MAX } from '@/domain/validation'
import { CONTACT_NAME_MAX, HEALTH_TEXT_MAX } from '@/domain/profile-rules'
import { TextField } from '@/components/ui/text-field'
import { TextAreaField } from '@/components/ui/text-area-field'
import { onFormSubmit } from '@/components/ui/form-toast'
import { useT } from '@/i18n/use-t'
import type { HealthInfoRecord } from '@/types/pocketbase'
import { useSave } from '../hooks/use-save'
import { SaveButton } from './save-button'
import { useSaveHealthInfoMutation } from '../profile-mutations'
import { healthConsentCopy } from '../health-consent-copy'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { NOTICE_VERSION } from '@/domain/privacy-notice'
import { formatChileTime } from '@/domain/chile-time'
import { pocketBaseDate } from '@/domain/pocketbase-date'
import { useCopy } from '@/i18n/use-copy'
import { healthInfoCopy } from '../health-info-copy'
import { usePreferences } from '@/stores/hooks'
import { HealthWithdrawal } from './health-withdrawal'
import { AccessibilityNeedsField } from './accessibility-needs-field'
import { serverMessage } from '../server-messages'
import { useErrorsFollowLanguage } from '@/components/ui/use-errors-follow-language'
import { PrivacyNoticeLink } from '@/components/privacy/privacy-notice-link'

type HealthValues = Omit<HealthInfoInput, 'consentimientoVersion'> & { consent: boolean }

/** The record holds consent to the notice shown today: the form does not ask again. */
const consentCurrent = (record: HealthInfoRecord | null) => record?.consentimientoVersion === NOTICE_VERSION

function toValues(record: HealthInfoRecord | null): HealthValues {
  return {
    CondicionMedica: record?.CondicionMedica ?? '',
    RestriccionAlimentaria: record?.RestriccionAlimentaria ?? '',
    ContactoEmergenciaNombre: record?.ContactoEmergenciaNombre ?? '',
    ContactoEmergencia: record?.ContactoEmergencia ?? '',
    OtraCondicion: record?.OtraCondicion ?? '',
    NecesidadesAccesibilidad: record?.NecesidadesAccesibilidad ?? '',
    consent: false,
  }
}

export function HealthInfoForm({ userId, record }: { userId: string; record: HealthInfoRecord | null }) {
  const t = useT()
  const th = useCopy(healthInfoCopy)
  const consentCopy = useCopy(healthConsentCopy)
  const lang = usePreferences().lang
  const hasConsent = consentCurrent(record)
  const { register, handleSubmit, setError, setValue, control, formState } = useForm<HealthValues>({ mode: 'onChange', values: toValues(record) })
  const save = useSave(setError)
  const [saveHealth] = useSaveHealthInfoMutation()
  const needs = useWatch({ control, name: 'NecesidadesAccesibilidad' })
  useErrorsFollowLanguage(formState.errors, setError)
  const textRule = { maxLength: { value: HEALTH_TEXT_MAX, message: th.textRule } }

  const onSubmit = handleSubmit(async ({ consent: _consent, ...values }) => {
    const data: HealthInfoInput = { ...values, ContactoEmergencia: normalizePhone(values.ContactoEmergencia), consentimientoVersion: NOTICE_VERSION }
    const rules: Record<string, string> = {
      CondicionMedica: th.textRule,
      RestriccionAlimentaria: th.textRule,
      OtraCondicion: th.textRule,
      ContactoEmergenciaNombre: th.nameRule,
      ContactoEmergencia: th.phoneRule,
      consentimientoVersion: consentCopy.required,
    }
    await save(() => saveHealth({ userId, id: record?.id ?? null, data }).unwrap(), {
      fields: {
        CondicionMedica: 'CondicionMedica',
        RestriccionAlimentaria: 'RestriccionAlimentaria',
        ContactoEmergenciaNombre: 'ContactoEmergenciaNombre',
        ContactoEmergencia: 'ContactoEmergencia',
        OtraCondicion: 'OtraCondicion',
        consentimientoVersion: 'consent',
      },
      translate: (field, code) => serverMessage(t.profile, code, rules[field]),
    })
  })

  return (
    <section className="profile-card" aria-labelledby="profile-health-title">
      <h2 id="profile-health-title">{th.title}</h2>
      <p className="profile-card__intro">{th.intro}</p>
      <PrivacyNoticeLink />
      <form className="form" onSubmit={onFormSubmit(onSubmit)} noValidate>
        <TextAreaField label={th.condition} maxLength={HEALTH_TEXT_MAX} error={formState.errors.CondicionMedica?.message} {...register('CondicionMedica', textRule)} />
        <TextAreaField
          label={th.food}
          maxLength={HEALTH_TEXT_MAX}
          error={formState.errors.RestriccionAlimentaria?.message}
          {...register('RestriccionAlimentaria', textRule)}
        />
        <TextField
          label={th.contactName}
          maxLength={CONTACT_NAME_MAX}
          autoComplete="off"
          error={formState.errors.ContactoEmergenciaNombre?.message}
          {...register('ContactoEmergenciaNombre', { maxLength: { value: CONTACT_NAME_MAX, message: th.nameRule } })}
        />
        <TextField
          label={th.contactPhone}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={PHONE_RAW_MAX}
          placeholder={th.phonePlaceholder}
          error={formState.errors.ContactoEmergencia?.message}
          {...register('ContactoEmergencia', {
            // Only digits are kept and the + is added as the person types (SPEC §5).
            onChange: (event: { target: { value: string } }) =>
              setValue('ContactoEmergencia', normalizePhone(event.target.value), { shouldValidate: true, shouldDirty: true }),
            validate: (value) => PHONE_PATTERN.test(value) || th.phoneRule,
          })}
        />
        <TextAreaField label={th.other} maxLength={HEALTH_TEXT_MAX} error={formState.errors.OtraCondicion?.message} {...register('OtraCondicion', textRule)} />
        <AccessibilityNeedsField
          value={needs}
          onChange={(value) => setValue('NecesidadesAccesibilidad', value, { shouldDirty: true, shouldValidate: true })}
        />
        {hasConsent && record?.consentimientoEn ? (
          <p className="field__hint">{consentCopy.given(formatChileTime(pocketBaseDate(record.consentimientoEn), lang === 'ENG' ? 'en' : 'es'), NOTICE_VERSION)}</p>
        ) : (
          <>
            <CheckboxField label={consentCopy.checkbox(NOTICE_VERSION)} {...register('consent', { validate: (value) => value || consentCopy.required })} />
            {formState.errors.consent?.message && (
              <p className="field__error" role="alert">
                {formState.errors.consent.message}
              </p>
            )}
          </>
        )}
        <SaveButton disabled={!formState.isValid || formState.isSubmitting} saving={formState.isSubmitting} />
      </form>
      {record && <HealthWithdrawal userId={userId} recordId={record.id} />}
    </section>
  )
}

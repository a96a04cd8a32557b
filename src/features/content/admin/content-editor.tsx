import { useEffect, useRef, useState } from 'react'
import { useFieldArray, useForm, type Path } from 'react-hook-form'
import { ContentError } from '@/components/ui/content-state'
import { submitWithToast } from '@/components/ui/form-toast'
import { applyServerErrors, serverFieldErrors } from '@/components/ui/server-errors'
import { TextField } from '@/components/ui/text-field'
import { useWriteFailureText } from '@/components/ui/write-failure-text'
import { FAQ_SECTIONS } from '@/domain/organiser'
import { useOrganiserContent } from '@/hooks/use-organiser-content'
import { useT } from '@/i18n/use-t'
import type { OrganiserContentFields, OrganiserContentRecord } from '@/types/organiser-content'
import { errorAt } from './field-error'
import { PairField } from './pair-field'
import { useCopy } from '@/i18n/use-copy'
import { useSaveOrganiserContentMutation } from './content-queries'
import { contentEditorCopy } from './copy'
import { contentErrorMessage } from './server-field-errors'
import { StaffEditor } from './staff-editor'
import { revealFirstError } from './reveal-first-error'
import './content-editor.css'
import { WEB_ADDRESS_MAX, WEB_ADDRESS_PATTERN } from '@/domain/web-address'

type Values = OrganiserContentFields
type Name = Path<Values>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/

/** The editable fields of the record (lists copied, so the form never edits the shared cache). */
function toValues(record: OrganiserContentRecord): Values {
  const r = structuredClone(record)
  return {
    companyLegalName: r.companyLegalName,
    companyTaxId: r.companyTaxId,
    companyRepresentative: r.companyRepresentative,
    contactEmail: r.contactEmail,
    waitlistChatUrl: r.waitlistChatUrl,
    hotelName: r.hotelName,
    hotelAddress: r.hotelAddress,
    hotelPhone: r.hotelPhone,
    hotelEmail: r.hotelEmail,
    hotelDiscountCode: r.hotelDiscountCode,
    hotelBookingUrl: r.hotelBookingUrl,
    hotelLatitude: r.hotelLatitude,
    hotelLongitude: r.hotelLongitude,
    hotelVideoId: r.hotelVideoId,
    hotelRates: r.hotelRates,
    hotelIncludes: r.hotelIncludes,
    homeKickerEs: r.homeKickerEs,
    homeKickerEn: r.homeKickerEn,
    homeTaglineEs: r.homeTaglineEs,
    homeTaglineEn: r.homeTaglineEn,
    homeIntroEs: r.homeIntroEs,
    homeIntroEn: r.homeIntroEn,
    usMissionEs: r.usMissionEs,
    usMissionEn: r.usMissionEn,
    usNameStoryEs: r.usNameStoryEs,
    usNameStoryEn: r.usNameStoryEn,
    social: r.social,
    faq: r.faq,
    benefits: r.benefits,
  }
}

/** /admincontent: the organiser content, every text as a Spanish/English pair, saved as one record. */
export function ContentEditor() {
  const organiser = useOrganiserContent()
  const loading = useT().organiserContent.loading
  const t = useCopy(contentEditorCopy)
  if (organiser.status === 'loading') return <p role="status">{loading}</p>
  if (organiser.status === 'error') return <ContentError />
  return (
    <div className="content-editor">
      <p>{t.intro}</p>
      <ContentForm record={organiser.data.content} />
      <StaffEditor staff={organiser.data.staff} />
    </div>
  )
}

function ContentForm({ record }: { record: OrganiserContentRecord }) {
  const dictionary = useT()
  const t = useCopy(contentEditorCopy)
  const f = t.fields
  const { register, handleSubmit, setError, reset, control, formState } = useForm<Values>({
    mode: 'onBlur',
    // Another moderator's save arrives by realtime; what this one is typing stays.
    values: toValues(record),
    resetOptions: { keepDirtyValues: true },
    // revealFirstError focuses instead, once the errors are on screen.
    shouldFocusError: false,
  })
  const { errors, isSubmitting } = formState
  const [saveContent] = useSaveOrganiserContentMutation()
  // Refused fields are marked on the form; any other failure says what happened.
  const failureText = useWriteFailureText()
  const saveErrorText = (err: unknown) => (Object.keys(serverFieldErrors(err)).length > 0 ? t.saveError : failureText(err))
  const rates = useFieldArray({ control, name: 'hotelRates' })
  const includes = useFieldArray({ control, name: 'hotelIncludes' })
  const faq = useFieldArray({ control, name: 'faq' })
  const formRef = useRef<HTMLFormElement>(null)
  // Counts refused saves; each one shows its first error after the render that draws the errors.
  const [refusals, setRefusals] = useState(0)
  useEffect(() => {
    if (refusals > 0) revealFirstError(formRef.current)
  }, [refusals])

  const required = { required: t.required }
  const text = (name: Name, label: string, options: { maxLength?: number; type?: string; pattern?: [RegExp, string] } = {}) => (
    <TextField
      label={label}
      type={options.type ?? 'text'}
      maxLength={options.maxLength ?? 200}
      error={errorAt(errors, name)}
      {...register(name, { ...required, ...(options.pattern ? { pattern: { value: options.pattern[0], message: options.pattern[1] } } : {}) })}
    />
  )
  const number = (name: Name, label: string, min: number, max: number) => (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      step="any"
      min={min}
      max={max}
      error={errorAt(errors, name)}
      {...register(name, { valueAsNumber: true, validate: (value) => (typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max) || t.invalidNumber })}
    />
  )
  const pair = (base: string, label: string, maxLength: number, multiline = false, hint?: string) => (
    <PairField base={base} label={label} register={register} errors={errors} maxLength={maxLength} multiline={multiline} hint={hint} />
  )

  const refused = () => setRefusals((n) => n + 1)
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await submitWithToast(() => saveContent({ id: record.id, fields: values }).unwrap(), {
        pending: t.saving,
        success: t.saved,
        error: saveErrorText,
      })
      reset(toValues(saved))
    } catch (err) {
      const fields = Object.keys(serverFieldErrors(err))
      const applied = applyServerErrors<Values>(err, setError, Object.fromEntries(fields.map((field) => [field, field as Name])), (field, code) => contentErrorMessage(t, field, code))
      if (applied > 0) refused()
    }
  }, refused)

  return (
    <form ref={formRef} className="content-editor__form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={isSubmitting}>
      <fieldset className="content-editor__section">
        <legend>{t.sections.company}</legend>
        <div className="content-editor__grid">
          {text('companyLegalName', f.companyLegalName)}
          {text('companyTaxId', f.companyTaxId, { maxLength: 20 })}
          {text('companyRepresentative', f.companyRepresentative)}
          {text('contactEmail', f.contactEmail, { type: 'email', pattern: [EMAIL, t.invalidEmail] })}
          {text('waitlistChatUrl', f.waitlistChatUrl, { type: 'url', maxLength: WEB_ADDRESS_MAX, pattern: [WEB_ADDRESS_PATTERN, t.invalidUrl] })}
        </div>
      </fieldset>

      <fieldset className="content-editor__section">
        <legend>{t.sections.hotel}</legend>
        <div className="content-editor__grid">
          {text('hotelName', f.hotelName)}
          {text('hotelAddress', f.hotelAddress, { maxLength: 300 })}
          {text('hotelPhone', f.hotelPhone, { type: 'tel', maxLength: 40 })}
          {text('hotelEmail', f.hotelEmail, { type: 'email', pattern: [EMAIL, t.invalidEmail] })}
          {text('hotelDiscountCode', f.hotelDiscountCode, { maxLength: 60 })}
          {text('hotelBookingUrl', f.hotelBookingUrl, { type: 'url', maxLength: WEB_ADDRESS_MAX, pattern: [WEB_ADDRESS_PATTERN, t.invalidUrl] })}
          {number('hotelLatitude', f.hotelLatitude, -90, 90)}
          {number('hotelLongitude', f.hotelLongitude, -180, 180)}
          {text('hotelVideoId', f.hotelVideoId, { maxLength: 11, pattern: [VIDEO_ID, t.invalidVideo] })}
        </div>
      </fieldset>

      <fieldset className="content-editor__section">
        <legend>{t.sections.rates}</legend>
        {rates.fields.map((field, index) => (
          <div key={field.id} className="content-editor__entry" role="group" aria-label={t.rate(index + 1)}>
            {pair(`hotelRates.${index}.room`, f.room, 120)}
            <div className="content-editor__entry-row">
              {number(`hotelRates.${index}.usd`, f.usd, 1, 99999)}
              <button type="button" className="btn btn--ghost" onClick={() => rates.remove(index)} disabled={rates.fields.length <= 1}>
                {t.remove} <span className="visually-hidden">{t.rate(index + 1)}</span>
              </button>
            </div>
          </div>
        ))}
        <button type="button" className="btn btn--ghost" onClick={() => rates.append({ roomEs: '', roomEn: '', usd: 100 })}>
          {t.add} <span className="visually-hidden">{t.sections.rates}</span>
        </button>
      </fieldset>

      <fieldset className="content-editor__section">
        <legend>{t.sections.includes}</legend>
        {includes.fields.map((field, index) => (
          <div key={field.id} className="content-editor__entry" role="group" aria-label={t.include(index + 1)}>
            {pair(`hotelIncludes.${index}.text`, f.include, 300)}
            <button type="button" className="btn btn--ghost" onClick={() => includes.remove(index)} disabled={includes.fields.length <= 1}>
              {t.remove} <span className="visually-hidden">{t.include(index + 1)}</span>
            </button>
          </div>
        ))}
        <button type="button" className="btn btn--ghost" onClick={() => includes.append({ textEs: '', textEn: '' })}>
          {t.add} <span className="visually-hidden">{t.sections.includes}</span>
        </button>
      </fieldset>

      <fieldset className="content-editor__section">
        <legend>{t.sections.texts}</legend>
        {pair('homeKicker', f.homeKicker, 120, false, t.kickerHint)}
        {pair('homeTagline', f.homeTagline, 160)}
        {pair('homeIntro', f.homeIntro, 1000, true)}
        {pair('usMission', f.usMission, 2000, true)}
        {pair('usNameStory', f.usNameStory, 2000, true)}
      </fieldset>

      <fieldset className="content-editor__section">
        <legend>{t.sections.social}</legend>
        {record.social.map((link, index) => (
          <div key={link.network} className="content-editor__entry" role="group" aria-label={dictionary.footer.networks[link.network]}>
            <h3 className="content-editor__entry-title">{dictionary.footer.networks[link.network]}</h3>
            {text(`social.${index}.url`, f.url, { type: 'url', maxLength: WEB_ADDRESS_MAX, pattern: [WEB_ADDRESS_PATTERN, t.invalidUrl] })}
            {pair(`social.${index}.body`, f.body, 300)}
          </div>
        ))}
      </fieldset>

      <fieldset className="content-editor__section">
        <legend>{t.sections.faq}</legend>
        <p className="content-editor__hint">{t.factsHint}</p>
        {faq.fields.map((field, index) => (
          <div key={field.id} className="content-editor__entry" role="group" aria-label={t.faqEntry(index + 1)}>
            <div className="content-editor__entry-row">
              <label className="content-editor__select">
                <span className="field__label">{f.section}</span>
                <select className="field__control" {...register(`faq.${index}.section`)}>
                  {FAQ_SECTIONS.map((section) => (
                    <option key={section} value={section}>
                      {dictionary.tickets.faq.sections[section]}
                    </option>
                  ))}
                </select>
              </label>
              <button type="button" className="btn btn--ghost" onClick={() => faq.remove(index)} disabled={faq.fields.length <= 1}>
                {t.remove} <span className="visually-hidden">{t.faqEntry(index + 1)}</span>
              </button>
            </div>
            {pair(`faq.${index}.question`, f.question, 300)}
            {pair(`faq.${index}.answer`, f.answer, 2000, true)}
          </div>
        ))}
        <button type="button" className="btn btn--ghost" onClick={() => faq.append({ section: 'venta', questionEs: '', questionEn: '', answerEs: '', answerEn: '' })}>
          {t.add} <span className="visually-hidden">{t.sections.faq}</span>
        </button>
      </fieldset>

      <fieldset className="content-editor__section">
        <legend>{t.sections.benefits}</legend>
        {record.benefits.map((_, index) => (
          <div key={index} className="content-editor__entry" role="group" aria-label={t.benefit(index + 1)}>
            <h3 className="content-editor__entry-title">{t.benefit(index + 1)}</h3>
            {pair(`benefits.${index}.title`, f.benefitTitle, 120)}
            {pair(`benefits.${index}.text`, f.benefitText, 500, true)}
          </div>
        ))}
      </fieldset>

      <div className="content-editor__actions">
        <button type="submit" className="btn" disabled={isSubmitting}>
          {isSubmitting ? t.saving : t.save}
        </button>
      </div>
    </form>
  )
}

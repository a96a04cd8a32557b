import { useMemo } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { PersonalInfoInput } from '@/api/user-personal-info'
import { isValidBadge, isValidSpecies, PRONOUNS, SHIRT_SIZES } from '@/domain/validation'
import { PRONOUNS_PATTERN } from '@/domain/profile-rules'
import { TextField } from '@/components/ui/text-field'
import { SelectField } from '@/components/ui/select-field'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { onFormSubmit } from '@/components/ui/form-toast'
import { useT } from '@/i18n/use-t'
import type { PersonalInfoRecord, ShirtSize } from '@/types/pocketbase'
import { useSave } from '../hooks/use-save'
import { SaveButton } from './save-button'
import { useSavePersonalInfoMutation } from '../profile-mutations'
import { serverMessage } from '../server-messages'
import { OTHER, splitChoice } from '../choice'
import { useErrorsFollowLanguage } from '@/components/ui/use-errors-follow-language'

interface BasicValues {
  Badge: string
  pronounChoice: string
  pronounOther: string
  EspecieFur: string
  Polera: ShirtSize | ''
  Fursuit: boolean
}

function toValues(record: PersonalInfoRecord | null): BasicValues {
  const pronouns = splitChoice(record?.Pronombres ?? '', PRONOUNS)
  return {
    Badge: record?.Badge ?? '',
    pronounChoice: pronouns.choice,
    pronounOther: pronouns.other,
    EspecieFur: record?.EspecieFur ?? '',
    Polera: record?.Polera ?? '',
    Fursuit: record?.Fursuit ?? false,
  }
}

export function BasicInfoForm({ userId, record }: { userId: string; record: PersonalInfoRecord | null }) {
  const t = useT()
  const tb = t.profile.basic
  const initial = useMemo(() => toValues(record), [record])
  const { register, handleSubmit, setError, control, formState } = useForm<BasicValues>({ mode: 'onChange', values: initial })
  const save = useSave(setError)
  const [savePersonal] = useSavePersonalInfoMutation()
  useErrorsFollowLanguage(formState.errors, setError)
  const pronounChoice = useWatch({ control, name: 'pronounChoice' })

  const onSubmit = handleSubmit(async (values) => {
    const data: PersonalInfoInput = {
      Badge: values.Badge.trim(),
      Pronombres: values.pronounChoice === OTHER ? values.pronounOther.trim() : values.pronounChoice,
      EspecieFur: values.EspecieFur.trim(),
      Polera: values.Polera,
      Fursuit: values.Fursuit,
    }
    await save(() => savePersonal({ userId, id: record?.id ?? null, data }).unwrap(), {
      fields: { Badge: 'Badge', EspecieFur: 'EspecieFur', Pronombres: values.pronounChoice === OTHER ? 'pronounOther' : 'pronounChoice', Polera: 'Polera', Fursuit: 'Fursuit' },
      translate: (field, code) =>
        serverMessage(t.profile, code, field === 'Badge' ? tb.badgeRule : field === 'EspecieFur' ? tb.speciesRule : field === 'Pronombres' ? tb.pronounsRule : undefined),
    })
  })

  return (
    <section className="profile-card" aria-labelledby="profile-basic-title">
      <h2 id="profile-basic-title">{tb.title}</h2>
      <form className="form" onSubmit={onFormSubmit(onSubmit)} noValidate>
        <TextField
          label={tb.badge}
          maxLength={20}
          hint={tb.badgeRule}
          error={formState.errors.Badge?.message}
          {...register('Badge', { validate: (value) => isValidBadge(value) || tb.badgeRule })}
        />
        <SelectField
          label={tb.pronouns}
          placeholder={t.profile.choose}
          options={[...PRONOUNS.map((value) => ({ value, label: tb.pronounOptions[value] })), { value: OTHER, label: t.profile.other }]}
          error={formState.errors.pronounChoice?.message}
          {...register('pronounChoice')}
        />
        {pronounChoice === OTHER && (
          <TextField
            label={tb.pronounsOther}
            maxLength={30}
            error={formState.errors.pronounOther?.message}
            {...register('pronounOther', { validate: (value) => PRONOUNS_PATTERN.test(value) || tb.pronounsRule })}
          />
        )}
        <TextField
          label={tb.species}
          maxLength={16}
          hint={tb.speciesRule}
          error={formState.errors.EspecieFur?.message}
          {...register('EspecieFur', { validate: (value) => isValidSpecies(value) || tb.speciesRule })}
        />
        <SelectField
          label={tb.shirt}
          placeholder={t.profile.choose}
          options={SHIRT_SIZES.map((value) => ({ value, label: value }))}
          error={formState.errors.Polera?.message}
          {...register('Polera')}
        />
        <CheckboxField label={tb.fursuit} {...register('Fursuit')} />
        <SaveButton disabled={!formState.isValid || formState.isSubmitting} saving={formState.isSubmitting} />
      </form>
    </section>
  )
}

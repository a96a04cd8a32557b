import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form'
import { TextAreaField } from '@/components/ui/text-area-field'
import { TextField } from '@/components/ui/text-field'
import { useCopy } from '@/i18n/use-copy'
import { contentEditorCopy } from './copy'
import { errorAt } from './field-error'

/**
 * One text in both languages, side by side (stacked on a phone): `{base}Es` and `{base}En`, each
 * required with its own message, so a one-language save is caught before the server refuses it.
 */
export function PairField<T extends FieldValues>({
  base,
  label,
  register,
  errors,
  multiline = false,
  maxLength,
  hint,
}: {
  base: string
  label: string
  register: UseFormRegister<T>
  errors: FieldErrors<T>
  multiline?: boolean
  maxLength: number
  hint?: string
}) {
  const t = useCopy(contentEditorCopy)
  const side = (lang: 'Es' | 'En') => {
    const name = `${base}${lang}` as Path<T>
    const message = errorAt(errors, name)
    const props = {
      label: lang === 'Es' ? t.inSpanish(label) : t.inEnglish(label),
      lang: lang === 'Es' ? 'es' : 'en',
      maxLength,
      error: message,
      hint,
      ...register(name, { validate: (value: unknown) => (typeof value === 'string' && value.trim() !== '') || (lang === 'Es' ? t.missingEs : t.missingEn) }),
    }
    return multiline ? <TextAreaField rows={4} {...props} /> : <TextField {...props} />
  }
  return (
    <div className="content-editor__pair">
      {side('Es')}
      {side('En')}
    </div>
  )
}

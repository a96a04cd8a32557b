import type { InputHTMLAttributes } from 'react'
import { useCopy } from '@/i18n/use-copy'
import { dayFieldCopy } from './day-field-copy'
import { TextField, type TextFieldProps } from './text-field'

/**
 * A calendar day as text, day first (21-06-1998), its format shown in the page's language.
 * Chromium's and Firefox's `<input type="date">` render the browser's locale (mm/dd/yyyy on an
 * English browser), ignoring the page's `lang`, so a Spanish page would ask for an American date.
 * The value is the typed text: `dayOfText` (day-text.ts) turns it into YYYY-MM-DD.
 */
export function DayField({ hint, ...props }: Omit<TextFieldProps, 'type'>) {
  const copy = useCopy(dayFieldCopy)
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      placeholder={copy.placeholder}
      hint={
        hint ? (
          <>
            {hint} {copy.hint}
          </>
        ) : (
          copy.hint
        )
      }
      {...props}
    />
  )
}

/** A bare day input (a filter row with its own label), the same format as DayField. */
export function DayInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const copy = useCopy(dayFieldCopy)
  return <input type="text" inputMode="numeric" autoComplete="off" maxLength={10} placeholder={copy.placeholder} title={copy.hint} {...props} />
}

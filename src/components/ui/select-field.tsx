import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react'
import { FieldShell } from './field-shell'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string
  options: readonly SelectOption[]
  /** Text of an empty first option ("Choose…"), when the field may be left unset. */
  placeholder?: string
  error?: string
  hint?: ReactNode
  ref?: Ref<HTMLSelectElement>
}

export function SelectField({ label, options, placeholder, error, hint, id, ref, ...select }: SelectFieldProps) {
  const autoId = useId()
  const controlId = id ?? autoId
  return (
    <FieldShell id={controlId} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <select
          ref={ref}
          id={controlId}
          className="field__control"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...select}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  )
}

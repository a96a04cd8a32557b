import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import { FieldShell } from './field-shell'

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  error?: string
  hint?: ReactNode
  ref?: Ref<HTMLInputElement>
}

/** A labelled input whose hint and error are announced with it (aria-describedby). */
export function TextField({ label, error, hint, id, ref, ...input }: TextFieldProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <input
          ref={ref}
          id={inputId}
          className="field__control"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </FieldShell>
  )
}

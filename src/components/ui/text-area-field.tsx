import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react'
import { FieldShell } from './field-shell'

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string
  error?: string
  hint?: ReactNode
  ref?: Ref<HTMLTextAreaElement>
}

export function TextAreaField({ label, error, hint, id, ref, rows = 3, ...textarea }: TextAreaFieldProps) {
  const autoId = useId()
  const controlId = id ?? autoId
  return (
    <FieldShell id={controlId} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <textarea
          ref={ref}
          id={controlId}
          rows={rows}
          className="field__control"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...textarea}
        />
      )}
    </FieldShell>
  )
}

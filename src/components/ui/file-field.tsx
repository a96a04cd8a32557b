import { useId, type ChangeEvent } from 'react'
import { FieldShell } from './field-shell'

/**
 * A file picker whose visible button and "no file" text come from the dictionaries (the browser's own
 * "Choose File" ignores the page language). The real input stays focusable and labelled.
 */
export function FileField({
  label,
  buttonText,
  fileName,
  accept,
  error,
  onChange,
}: {
  label: string
  buttonText: string
  fileName: string
  accept: string
  error?: string
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
}) {
  const id = useId()
  return (
    <FieldShell id={id} label={label} error={error}>
      {(describedBy) => (
        <div className="field__file-row">
          <input
            id={id}
            type="file"
            className="field__file"
            accept={accept}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={onChange}
          />
          <label htmlFor={id} className="form-button form-button--ghost">
            {buttonText}
          </label>
          <span className="field__file-name">{fileName}</span>
        </div>
      )}
    </FieldShell>
  )
}

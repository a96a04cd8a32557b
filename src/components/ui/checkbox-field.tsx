import { useId, type InputHTMLAttributes, type Ref } from 'react'
import './form.css'

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string
  ref?: Ref<HTMLInputElement>
}

export function CheckboxField({ label, id, ref, ...input }: CheckboxFieldProps) {
  const autoId = useId()
  const controlId = id ?? autoId
  return (
    <div className="field field--check">
      <input ref={ref} id={controlId} type="checkbox" className="field__check" {...input} />
      <label htmlFor={controlId} className="field__label">
        {label}
      </label>
    </div>
  )
}

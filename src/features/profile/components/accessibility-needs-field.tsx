import { useId, type ChangeEvent } from 'react'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { ACCESSIBILITY_NEEDS, formatAccessibilityNeeds, parseAccessibilityNeeds } from '@/domain/accessibility-needs'
import { useCopy } from '@/i18n/use-copy'
import { accessibilityNeedsCopy } from '../accessibility-needs-copy'

/** The health card's accessibility needs: one box per need, kept as the stored comma-separated codes. */
export function AccessibilityNeedsField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const copy = useCopy(accessibilityNeedsCopy)
  const hintId = useId()
  const chosen = parseAccessibilityNeeds(value) ?? []
  const toggle = (need: string) => (event: ChangeEvent<HTMLInputElement>) =>
    onChange(formatAccessibilityNeeds(event.target.checked ? [...chosen, need] : chosen.filter((n) => n !== need)))
  return (
    <fieldset className="profile-needs" aria-describedby={hintId}>
      <legend className="field__label">{copy.legend}</legend>
      <p id={hintId} className="field__hint">
        {copy.hint}
      </p>
      {ACCESSIBILITY_NEEDS.map((need) => (
        <CheckboxField key={need} label={copy.needs[need]} checked={chosen.includes(need)} onChange={toggle(need)} />
      ))}
    </fieldset>
  )
}

import { useT } from '@/i18n/use-t'

/** The profile forms' submit: "Save", or "Saving…" while the save runs. */
export function SaveButton({ disabled, saving }: { disabled: boolean; saving: boolean }) {
  const t = useT()
  return (
    <div className="form__actions">
      <button type="submit" className="form-button" disabled={disabled}>
        {saving ? t.profile.saving : t.profile.save}
      </button>
    </div>
  )
}

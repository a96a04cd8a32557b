import { useCallback, useRef } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { submitWithToast } from '@/components/ui/form-toast'
import { applyServerErrors } from '@/components/ui/server-errors'
import { useWriteFailureText } from '@/components/ui/write-failure-text'
import { useT } from '@/i18n/use-t'

/** How one form shows PocketBase's refusal: server field → form field, and a field's code in words. */
export interface FieldErrors<V extends FieldValues> {
  fields: Partial<Record<string, Path<V>>>
  translate: (field: string, code: string) => string
}

const statusOf = (err: unknown) => (typeof err === 'object' && err !== null && 'status' in err && typeof err.status === 'number' ? err.status : 0)

/**
 * One profile save (a mutation's `unwrap()`): blocked while another is in flight (double submit),
 * behind the pending → success / error toast; a refusal's field errors land on the form's fields.
 * The mutation writes its answer into the cache. Resolves to null when it failed or was blocked.
 */
export function useSave<V extends FieldValues>(setError: UseFormSetError<V>) {
  const t = useT()
  const failureText = useWriteFailureText()
  const busy = useRef(false)
  return useCallback(
    async <T,>(action: () => Promise<T>, errors: FieldErrors<V>): Promise<T | null> => {
      if (busy.current) return null
      busy.current = true
      try {
        return await submitWithToast(action, {
          pending: t.profile.sending,
          success: t.profile.saved,
          // A refusal with its reasons marks the fields; any other failure says what happened.
          error: (err) => (statusOf(err) === 400 ? t.profile.saveFailed : failureText(err)),
        })
      } catch (err) {
        applyServerErrors(err, setError, errors.fields, errors.translate)
        return null
      } finally {
        busy.current = false
      }
    },
    [t, failureText, setError],
  )
}

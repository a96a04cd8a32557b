import { useEffect, useRef } from 'react'
import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { useT } from '@/i18n/use-t'
import type { Dictionary } from '@/i18n/es'

/** Every text of a dictionary by its path ("profile.basic.badgeRule"), and the reverse. */
function textsByPath(dictionary: Dictionary): Map<string, string> {
  const out = new Map<string, string>()
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') out.set(path, node)
    else if (node !== null && typeof node === 'object') for (const [key, child] of Object.entries(node)) walk(child, path ? `${path}.${key}` : key)
  }
  walk(dictionary, '')
  return out
}

function pathsByText(dictionary: Dictionary): Map<string, string> {
  return new Map([...textsByPath(dictionary)].map(([path, text]) => [text, path]))
}

/**
 * Errors already on screen follow the language toggle: each field error whose message is a text of
 * the previous language's dictionary is set again with the same text of the new one. Without this an
 * error stays in the language it was raised in until the next keystroke.
 */
export function useErrorsFollowLanguage<T extends FieldValues>(errors: FieldErrors<T>, setError: UseFormSetError<T>) {
  const t = useT()
  const previous = useRef(t)
  useEffect(() => {
    if (previous.current === t) return
    const oldPaths = pathsByText(previous.current)
    const newTexts = textsByPath(t)
    previous.current = t
    for (const [name, error] of Object.entries(errors)) {
      const message = typeof error?.message === 'string' ? error.message : ''
      const path = oldPaths.get(message)
      const translated = path ? newTexts.get(path) : undefined
      if (translated && translated !== message) setError(name as Path<T>, { type: typeof error?.type === 'string' ? error.type : 'validate', message: translated })
    }
  }, [t, errors, setError])
}

import type { FieldError } from 'react-hook-form'

/**
 * Forms keep an error as a code (a key of `texts`) and turn it into words when rendering, so an error
 * already on screen follows a language change instead of staying in the language it was raised in.
 * A message that is not a known code is shown as it is.
 */
export function errorText<Code extends string>(texts: Record<Code, string>, error: FieldError | undefined): string | undefined {
  const message = error?.message
  if (!message) return undefined
  const isCode = (value: string): value is Code => Object.hasOwn(texts, value)
  return isCode(message) ? texts[message] : message
}

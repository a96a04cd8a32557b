/** The select value that reveals a free-text field ("Other"). */
export const OTHER = '__other__'

/** Splits a stored value into a list choice, or "Other" plus the free text typed after it. */
export function splitChoice(value: string, options: readonly string[]): { choice: string; other: string } {
  if (value === '') return { choice: '', other: '' }
  return options.includes(value) ? { choice: value, other: '' } : { choice: OTHER, other: value }
}

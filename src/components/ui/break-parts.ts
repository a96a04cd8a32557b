// Where an e-mail address or an id may wrap: after "@" or a hyphen (browsers break after a hyphen
// anyway), and before a dot, underscore or plus.
const BREAK_BEFORE = new Set(['.', '_', '+'])
const BREAK_AFTER = new Set(['@', '-'])

/** `text` cut at the points a line may wrap ("ana.perez@", "example", ".cl" …). */
export function breakParts(text: string): string[] {
  const parts: string[] = []
  let current = ''
  for (const char of text) {
    if (BREAK_BEFORE.has(char) && current) {
      parts.push(current)
      current = ''
    }
    current += char
    if (BREAK_AFTER.has(char)) {
      parts.push(current)
      current = ''
    }
  }
  if (current) parts.push(current)
  return parts
}

// Building an Intl.DateTimeFormat costs milliseconds on a phone (locale and time-zone data), and pages
// format the same few patterns on every render: one formatter per locale and pattern.
const formatters = new Map<string, Intl.DateTimeFormat>()

/** `new Intl.DateTimeFormat(locale, options)`, built once per locale and options. */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options)
    formatters.set(key, format)
  }
  return format
}

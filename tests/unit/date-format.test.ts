import { describe, expect, it } from 'vitest'
import { dateFormat } from '../../src/domain/date-format'

describe('dateFormat', () => {
  it('builds one formatter per locale and options and formats as Intl.DateTimeFormat does', () => {
    const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Santiago' }
    const first = dateFormat('es-CL', options)
    expect(dateFormat('es-CL', { ...options })).toBe(first)
    expect(dateFormat('en-GB', options)).not.toBe(first)
    expect(dateFormat('es-CL', { ...options, month: 'short' })).not.toBe(first)
    const day = new Date('2025-08-29T12:00:00-04:00')
    expect(first.format(day)).toBe(new Intl.DateTimeFormat('es-CL', options).format(day))
  })
})

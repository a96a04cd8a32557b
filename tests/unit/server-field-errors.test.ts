import { ClientResponseError } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { serverFieldErrors } from '../../src/components/ui/server-errors.ts'

describe('the field errors of a failed PocketBase call', () => {
  it('are read from the SDK’s own error, whatever its status', () => {
    const err = new ClientResponseError({ status: 400, response: { data: { email: { code: 'validation_not_unique', message: 'Value must be unique.' }, note: 'not a field error' } } })
    expect(serverFieldErrors(err)).toEqual({ email: { code: 'validation_not_unique', message: 'Value must be unique.' } })
  })

  it('are none for another error carrying a response, and for anything that is not an error', () => {
    const lookalike = Object.assign(new Error('boom'), { response: { data: { email: { code: 'validation_required', message: '' } } } })
    expect(serverFieldErrors(lookalike)).toEqual({})
    expect(serverFieldErrors({ name: 'ClientResponseError 400', response: { data: { email: { code: 'x' } } } })).toEqual({})
    expect(serverFieldErrors(null)).toEqual({})
  })
})

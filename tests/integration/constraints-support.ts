import { expect } from 'vitest'
import { errorOf } from './support/pocketbase.ts'

/** Asserts a 400 carrying an error on `field` (PocketBase's `data.<field>`), and returns its code. */
export async function rejectedOn(field: string, call: Promise<unknown>): Promise<string> {
  const err = await errorOf(call)
  expect(err.status).toBe(400)
  const data = err.response['data'] as Record<string, { code?: string } | undefined> | undefined
  expect(data, `field errors of ${JSON.stringify(err.response)}`).toHaveProperty(field)
  return data?.[field]?.code ?? ''
}

import { describe, expect, it } from 'vitest'
import { HttpError, MAX_BODY_BYTES, readJsonObject } from '../../functions/_shared/http.ts'

/** A chunked body (no Content-Length) of `total` bytes that counts how much of it was pulled. */
function chunkedBody(total: number, chunk = 1024): { request: Request; pulled: () => number } {
  let pulled = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close()
      const size = Math.min(chunk, total - pulled)
      pulled += size
      controller.enqueue(new Uint8Array(size).fill(0x5b)) // '['
    },
  })
  const request = new Request('http://localhost/.netlify/functions/x', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: stream,
    duplex: 'half',
  } as RequestInit)
  return { request, pulled: () => pulled }
}

describe('a function reads a JSON body', () => {
  it('refuses a chunked body past the limit with 413 after reading about the limit, not the whole body', async () => {
    const { request, pulled } = chunkedBody(10 * 1024 * 1024)
    const error = await readJsonObject(request).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).status).toBe(413)
    expect(pulled()).toBeLessThan(MAX_BODY_BYTES + 64 * 1024)
  })

  it('reads a chunked body under the limit whole, and drops a leading byte-order mark as Request.text() does', async () => {
    const body = new TextEncoder().encode('\uFEFF{"token":"abc"}')
    const request = new Request('http://localhost/x', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new ReadableStream({ start: (c) => (c.enqueue(body), c.close()) }),
      duplex: 'half',
    } as RequestInit)
    expect(await readJsonObject(request)).toEqual({ token: 'abc' })
  })
})

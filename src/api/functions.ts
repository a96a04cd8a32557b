import { env } from '@/config/env'
import { pb } from './pocketbase'

/** An answer of a function that was not 2xx: the status and the server's `error` text. */
export class FunctionError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message)
  }
}

/** POSTs JSON to a Netlify function with the caller's PocketBase token. */
export async function callFunction<T>(name: string, body: unknown): Promise<T> {
  const res = await fetch(`${env.functionsUrl}/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(pb.authStore.token ? { authorization: `Bearer ${pb.authStore.token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  const data: unknown = await res.json().catch(() => null)
  if (!res.ok) {
    const message =
      typeof data === 'object' && data !== null && 'error' in data && typeof data.error === 'string' ? data.error : res.statusText
    throw new FunctionError(res.status, message, data)
  }
  return data as T
}

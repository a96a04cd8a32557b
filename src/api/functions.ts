import { env } from '@/config/env'
import { ANSWER_CHECKS, type FunctionAnswer, type FunctionName, type FunctionRequest } from '@/domain/function-contracts'
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

/**
 * POSTs JSON to a Netlify function with the caller's PocketBase token. Its success answer is checked
 * against the function's contract (src/domain/function-contracts.ts) before anyone trusts it.
 */
export async function callFunction<N extends FunctionName>(name: N, body: FunctionRequest<N>): Promise<FunctionAnswer<N>> {
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
  const check: (value: unknown) => value is FunctionAnswer<N> = ANSWER_CHECKS[name]
  if (!check(data)) throw new FunctionError(502, `The ${name} function answered in an unexpected shape.`, data)
  return data
}

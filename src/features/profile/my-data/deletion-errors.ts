import { ClientResponseError } from 'pocketbase'

export type DeletionProblem = { kind: 'password' } | { kind: 'forfeit'; orders: string[] } | { kind: 'failed' }

/** What the server's refusal of a deletion means for the form. */
export function deletionProblem(err: unknown): DeletionProblem {
  if (!(err instanceof ClientResponseError)) return { kind: 'failed' }
  const data: unknown = err.response['data']
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {}
  if (err.status === 409 && record['code'] === 'forfeit_required' && Array.isArray(record['orders'])) {
    return { kind: 'forfeit', orders: record['orders'].map(String) }
  }
  if (err.status === 400 && 'password' in record) return { kind: 'password' }
  return { kind: 'failed' }
}

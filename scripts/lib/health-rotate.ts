import type PocketBase from 'pocketbase'

export interface RotationResult {
  /** Health records read. */
  records: number
  /** Records that were under the previous key and are now under the current one. */
  reencrypted: number
}

/** Asks PocketBase to re-encrypt every health record under PB_HEALTH_KEY (superuser client). */
export function rotateHealthKey(superuser: PocketBase): Promise<RotationResult> {
  return superuser.send<RotationResult>('/api/mi/health/rotate-key', { method: 'POST' })
}

import PocketBase from 'pocketbase'
import { settingsBody, type PocketBaseSettings } from './pocketbase-settings.ts'

export type { PocketBaseSettings } from './pocketbase-settings.ts'

/** An authenticated superuser client for server-side scripts. */
export async function superuserClient(url: string, email: string, password: string): Promise<PocketBase> {
  const pb = new PocketBase(url)
  pb.autoCancellation(false)
  await pb.collection('_superusers').authWithPassword(email, password)
  return pb
}

/**
 * Applies every environment-specific setting (scripts/lib/pocketbase-settings.ts) through the
 * settings API, and the superusers' new-device login alert. Idempotent: the same values twice change
 * nothing. They are deliberately not in a migration: each environment has its own, and SMTP and S3
 * hold secrets (stored encrypted when PocketBase runs with --encryptionEnv).
 */
export async function configurePocketBase(pb: PocketBase, settings: PocketBaseSettings): Promise<void> {
  await pb.settings.update(settingsBody(settings))
  const superusers = await pb.collections.getOne('_superusers')
  const alert = (superusers as { authAlert?: { enabled?: boolean } }).authAlert
  if (alert?.enabled !== settings.superuserAlerts) {
    await pb.collections.update('_superusers', { authAlert: { ...alert, enabled: settings.superuserAlerts } })
  }
}

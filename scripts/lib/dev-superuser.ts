import { ClientResponseError } from 'pocketbase'
import type PocketBase from 'pocketbase'

/** The local dashboard login: a human superuser, so it signs in with password + e-mailed code (MFA). */
export const DEV_DASHBOARD_ADMIN = { email: 'admin@monsterinvasion.local', password: 'local-dev-superuser-1' }

/** Creates the local dashboard superuser once; the service account `pb` is signed in as stays separate. */
export async function ensureDashboardAdmin(pb: PocketBase): Promise<void> {
  try {
    await pb.collection('_superusers').getFirstListItem(pb.filter('email = {:email}', { email: DEV_DASHBOARD_ADMIN.email }))
  } catch (err) {
    if (!(err instanceof ClientResponseError && err.status === 404)) throw err
    await pb.collection('_superusers').create({ ...DEV_DASHBOARD_ADMIN, passwordConfirm: DEV_DASHBOARD_ADMIN.password })
  }
}

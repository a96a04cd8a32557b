import { checkinApi } from '@/api/checkin'
import { doorStore } from './door-store'

/**
 * Sends this device's offline admissions (oldest first), then refreshes the ticket list. Every
 * answer is final (admitted, already synced, conflict for the moderators, unknown ticket), so a sent
 * admission leaves the queue; one that did not reach the server stays for the next try.
 */
export async function syncDoor(): Promise<{ sent: number; conflicts: number }> {
  const device = await doorStore.deviceId()
  const pending = await doorStore.pending()
  let conflicts = 0
  if (pending.length > 0) {
    const { results } = await checkinApi.sync(device, pending)
    conflicts = results.filter((r) => r.status === 'conflict').length
    await doorStore.unqueue(results.map((r) => r.ticket))
  }
  const list = await checkinApi.list()
  await doorStore.replaceList(list.tickets, list.edition, list.at)
  return { sent: pending.length, conflicts }
}

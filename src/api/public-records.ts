import { env } from '@/config/env'

/** The items of a records-list answer read with a plain request (no SDK); [] when it has none. */
export function itemsOf(body: unknown): unknown[] {
  const items = typeof body === 'object' && body !== null && 'items' in body ? body.items : null
  return Array.isArray(items) ? items : []
}

/** A record's file as a square thumbnail, the address the SDK's `files.getURL` builds. */
export const thumbUrl = (record: { collectionId: string; id: string }, filename: string, thumb: string) =>
  `${env.pocketbaseUrl}/api/files/${encodeURIComponent(record.collectionId)}/${encodeURIComponent(record.id)}/${encodeURIComponent(filename)}?thumb=${thumb}`

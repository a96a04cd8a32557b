import type { TypedPocketBase } from '../../src/types/pocketbase.ts'

/**
 * Whether the person behind `userId` is banned: their own warnings, those of every account holding
 * the same identity document, and documents kept banned after an account was deleted
 * (pb_hooks/lib/standing.js, through a superuser-only route).
 */
export async function isPersonBanned(pb: TypedPocketBase, userId: string): Promise<boolean> {
  const standing = await pb.send<{ banned: boolean }>(`/api/mi/standing/${encodeURIComponent(userId)}`, { method: 'GET' })
  return standing.banned === true
}

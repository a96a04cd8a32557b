import { pb } from './pocketbase'
import type { UserRecord } from '@/types/pocketbase'

/** The thumb sizes the `avatar` field defines (pb_migrations/1795000000_accounts.js); others are refused. */
export const AVATAR_THUMBS = ['96x96', '256x256'] as const
export type AvatarThumb = (typeof AVATAR_THUMBS)[number]

/** The `users` auth collection: the signed-in account's own record only (API rules). */
export const usersApi = {
  getOne: (id: string) => pb.collection('users').getOne<UserRecord>(id, { requestKey: null }),

  /** Saves the chosen username and/or a new avatar (multipart field `avatar`). */
  updateProfile: (id: string, data: { username?: string; avatar?: File }) => {
    const body = new FormData()
    if (data.username !== undefined) body.append('username', data.username)
    if (data.avatar) body.append('avatar', data.avatar)
    return pb.collection('users').update<UserRecord>(id, body)
  },

  avatarUrl: (account: { id: string; avatar: string; collectionName: string }, thumb: AvatarThumb = '256x256') =>
    account.avatar ? pb.files.getURL(account, account.avatar, { thumb }) : '',
}

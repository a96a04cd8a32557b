import { pb } from './pocketbase'
import type { UserCompleteLegalView, UserCompleteRequestView } from '@/types/pocketbase'
import { BY_ID, BY_ID_CHUNK, OPEN_REQUESTS } from '@/domain/query-allowlist'

/** The moderator-only views userCompleteLegal and UserCompleteEntradasPedidas (read-only, no realtime). */
export const adminViewsApi = {
  /** Every user with legal name, birth date and state (/adminbann). */
  usersWithState: () => pb.collection('userCompleteLegal').getFullList<UserCompleteLegalView>({ sort: 'email', batch: 200, requestKey: null }),
  /** Users by id, e.g. to show the e-mail of issued tickets. */
  usersByIds: async (ids: string[]) => {
    const unique = [...new Set(ids)]
    const chunks: string[][] = []
    for (let i = 0; i < unique.length; i += BY_ID_CHUNK) chunks.push(unique.slice(i, i + BY_ID_CHUNK))
    const pages = await Promise.all(
      chunks.map((chunk) =>
        pb.collection('userCompleteLegal').getFullList<UserCompleteLegalView>({
          filter: chunk.map((id) => pb.filter(BY_ID, { id })).join(' || '),
          requestKey: null,
        }),
      ),
    )
    return pages.flat()
  },
  /** Open requests with everything the moderator needs to decide (/adminsell), oldest first. */
  pendingRequests: () =>
    pb.collection('UserCompleteEntradasPedidas').getFullList<UserCompleteRequestView>({
      filter: OPEN_REQUESTS,
      sort: 'fechaPedida',
      batch: 200,
      requestKey: null,
    }),
}

import { pb } from './pocketbase'
import type { UserCompleteLegalView, UserCompleteRequestView } from '@/types/pocketbase'

/** The moderator-only views userCompleteLegal and UserCompleteEntradasPedidas (read-only, no realtime). */
export const adminViewsApi = {
  /** Every user with legal name, birth date and state (/adminbann). */
  usersWithState: () => pb.collection('userCompleteLegal').getFullList<UserCompleteLegalView>({ sort: 'email', batch: 200, requestKey: null }),
  /** Users by id, e.g. to show the e-mail of issued tickets. */
  usersByIds: async (ids: string[]) => {
    const unique = [...new Set(ids)]
    const chunks: string[][] = []
    for (let i = 0; i < unique.length; i += 50) chunks.push(unique.slice(i, i + 50))
    const pages = await Promise.all(
      chunks.map((chunk) =>
        pb.collection('userCompleteLegal').getFullList<UserCompleteLegalView>({
          filter: chunk.map((id, n) => pb.filter(`id = {:id${n}}`, { [`id${n}`]: id })).join(' || '),
          requestKey: null,
        }),
      ),
    )
    return pages.flat()
  },
  /** Open requests with everything the moderator needs to decide (/adminsell), oldest first. */
  pendingRequests: () =>
    pb.collection('UserCompleteEntradasPedidas').getFullList<UserCompleteRequestView>({
      filter: "estado = 'creada'",
      sort: 'fechaPedida',
      batch: 200,
      requestKey: null,
    }),
}

import { pb } from './pocketbase'
import type { UserCompleteLegalView, UserCompleteRequestView } from '@/types/pocketbase'
import { BY_ID, BY_ID_CHUNK, OPEN_REQUESTS, OPEN_REQUESTS_SEARCH, PEOPLE_PAGE_SORT, PEOPLE_SEARCH, QUEUE_SORT } from '@/domain/query-allowlist'

export interface PageRequest {
  /** What the moderator typed; '' lists everyone. */
  text: string
  page: number
  perPage: number
}

/** The moderator-only views userCompleteLegal and UserCompleteEntradasPedidas (read-only, no realtime). */
export const adminViewsApi = {
  /** One page of users with legal name, birth date and state, by e-mail; those whose e-mail, username or legal name contains `text` (/adminbann). */
  peoplePage: ({ text, page, perPage }: PageRequest) =>
    pb.collection('userCompleteLegal').getList<UserCompleteLegalView>(page, perPage, {
      sort: PEOPLE_PAGE_SORT,
      filter: text ? pb.filter(PEOPLE_SEARCH, { text }) : '',
      requestKey: null,
    }),
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
  /**
   * One page of the open requests with everything the moderator needs to decide (/adminsell), in queue
   * order (oldest first); those whose e-mail, username or legal name contains `text`.
   */
  pendingRequestsPage: ({ text, page, perPage }: PageRequest) =>
    pb.collection('UserCompleteEntradasPedidas').getList<UserCompleteRequestView>(page, perPage, {
      filter: text ? pb.filter(OPEN_REQUESTS_SEARCH, { text }) : OPEN_REQUESTS,
      sort: QUEUE_SORT,
      requestKey: null,
    }),
}

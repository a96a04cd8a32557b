import { privacyRightsApi, type InboxPage } from '@/api/privacy-rights'
import { read, serverState } from '@/stores/server-state'

export const rightsInboxQueries = serverState.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the Ley 21.719 inbox (each read is logged as a view of the people on it). */
    rightsInbox: build.query<InboxPage, { state: 'open' | 'closed'; page: number }>({
      queryFn: ({ state, page }) => read(() => privacyRightsApi.inbox(state, page)),
      providesTags: ['Moderation'],
    }),
  }),
})

export const { useRightsInboxQuery } = rightsInboxQueries

import { privacyRightsApi, type InboxPage } from '@/api/privacy-rights'
import { read, serverState } from '@/stores/server-state'
import { write } from '@/stores/server-write'

export const rightsInboxQueries = serverState.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the Ley 21.719 inbox (each read is logged as a view of the people on it). */
    rightsInbox: build.query<InboxPage, { state: 'open' | 'closed'; page: number }>({
      queryFn: ({ state, page }) => read(() => privacyRightsApi.inbox(state, page)),
      providesTags: ['Moderation'],
    }),
    answerRight: build.mutation<Awaited<ReturnType<typeof privacyRightsApi.answer>>, { id: string; outcome: 'resuelta' | 'rechazada'; answer: string }>({
      queryFn: ({ id, outcome, answer }) => write(() => privacyRightsApi.answer(id, outcome, answer)),
      invalidatesTags: ['Moderation'],
    }),
    extendRight: build.mutation<Awaited<ReturnType<typeof privacyRightsApi.extend>>, { id: string; reason: string }>({
      queryFn: ({ id, reason }) => write(() => privacyRightsApi.extend(id, reason)),
      invalidatesTags: ['Moderation'],
    }),
  }),
})

export const { useRightsInboxQuery, useAnswerRightMutation, useExtendRightMutation } = rightsInboxQueries

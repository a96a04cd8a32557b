import { privacyRightsApi, type RightsRequest } from '@/api/privacy-rights'
import { read, serverState } from '@/stores/server-state'
import { RIGHTS_TAG } from './profile-tags'

export const rightsQueries = serverState.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in attendee's rights requests and legal corrections, with their due dates. */
    myRights: build.query<RightsRequest[], string>({
      queryFn: () => read(() => privacyRightsApi.mine()),
      providesTags: [RIGHTS_TAG],
    }),
  }),
})

export const { useMyRightsQuery } = rightsQueries

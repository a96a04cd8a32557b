import { alertBannerApi } from '@/api/alert-banner'
import { read, serverState } from '@/stores/server-state'
import { write } from '@/stores/server-write'
import type { AlertBannerRecord, AlertStatus } from '@/types/pocketbase'

const bannerQueries = serverState.injectEndpoints({
  endpoints: (build) => ({
    /** /adminbanner: the banner record the site shows, or null before the first publish. */
    bannerRecord: build.query<AlertBannerRecord | null, void>({
      queryFn: () => read(alertBannerApi.first),
      providesTags: ['Moderation'],
    }),
    /** Publishes a status: the saved record is what the editor shows next, with no read again. */
    publishBanner: build.mutation<AlertBannerRecord, { id: string | null; status: AlertStatus }>({
      queryFn: ({ id, status }) => write(() => (id ? alertBannerApi.setStatus(id, status) : alertBannerApi.create(status))),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then(
          (answer) => answer.data,
          () => null,
        )
        if (saved) dispatch(bannerQueries.util.updateQueryData('bannerRecord', undefined, () => saved))
      },
    }),
  }),
})

export const { useBannerRecordQuery, usePublishBannerMutation } = bannerQueries

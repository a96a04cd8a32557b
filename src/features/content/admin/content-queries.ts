import { organiserContentAdminApi } from '@/api/organiser-content-admin'
import { serverState } from '@/stores/server-state'
import { write } from '@/stores/server-write'
import type { OrganiserContentFields, OrganiserContentRecord, StaffRecord } from '@/types/organiser-content'

/**
 * /admincontent's writes. The organiser content is not in the RTK Query cache: every page reads it
 * from one store that follows the public snapshot (src/hooks/use-organiser-content.ts, part of the
 * first load), and a save changes the snapshot's content stamp, so that store reads it again by itself.
 * The mutations therefore invalidate no tag.
 */
const contentWrites = serverState.injectEndpoints({
  endpoints: (build) => ({
    saveOrganiserContent: build.mutation<OrganiserContentRecord, { id: string; fields: OrganiserContentFields }>({
      queryFn: ({ id, fields }) => write(() => organiserContentAdminApi.update(id, fields)),
      invalidatesTags: [],
    }),
    saveStaffMember: build.mutation<StaffRecord, { id: string | null; data: FormData }>({
      queryFn: ({ id, data }) => write(() => (id ? organiserContentAdminApi.updateStaff(id, data) : organiserContentAdminApi.createStaff(data))),
      invalidatesTags: [],
    }),
    deleteStaffMember: build.mutation<void, string>({
      queryFn: (id) => write(() => organiserContentAdminApi.deleteStaff(id)),
      invalidatesTags: [],
    }),
  }),
})

export const { useSaveOrganiserContentMutation, useSaveStaffMemberMutation, useDeleteStaffMemberMutation } = contentWrites

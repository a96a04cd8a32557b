import { amigosApi } from '@/api/amigos'
import { edicionesApi, type EditionRecord, type EditionWrite } from '@/api/ediciones'
import { entradasApi } from '@/api/entradas'
import { entradasQuedanApi } from '@/api/entradas-quedan'
import { launchReadinessApi } from '@/api/launch-readiness'
import { moderatorsApi, type ModeratorSeat } from '@/api/moderators'
import type { LaunchProblem } from '@/domain/launch-readiness'
import { refreshEditions } from '@/hooks/use-edition'
import { read, serverState, type ServerTag } from '@/stores/server-state'
import { write } from '@/stores/server-write'
import type { AmigoRecord, RemainingRecord, TicketTypeRecord } from '@/types/pocketbase'

// Every console write changes what the readiness list says.
const after = (...tags: ServerTag[]): ServerTag[] => [...tags, 'Readiness']

const afterEditionChange = async <T>(result: T): Promise<T> => {
  await refreshEditions()
  return result
}

const consoleQueries = serverState.injectEndpoints({
  endpoints: (build) => ({
    launchReadiness: build.query<LaunchProblem[], void>({
      queryFn: () => read(launchReadinessApi.problems),
      providesTags: ['Readiness'],
    }),
    partners: build.query<AmigoRecord[], void>({
      queryFn: () => read(amigosApi.list),
      providesTags: ['Partners'],
    }),
    editions: build.query<EditionRecord[], void>({
      queryFn: () => read(edicionesApi.list),
      providesTags: ['Editions'],
    }),
    moderatorSeats: build.query<ModeratorSeat[], void>({
      queryFn: () => read(moderatorsApi.seats),
      providesTags: ['Seats'],
    }),
    saveTicketType: build.mutation<TicketTypeRecord, { id: string | null; form: FormData }>({
      queryFn: ({ id, form }) => write(() => (id ? entradasApi.update(id, form) : entradasApi.create(form))),
      invalidatesTags: after('TicketTypes', 'Stock'),
    }),
    deleteTicketType: build.mutation<void, string>({
      queryFn: (id) => write(async () => void (await entradasApi.remove(id))),
      invalidatesTags: after('TicketTypes', 'Stock'),
    }),
    setMovingQueue: build.mutation<RemainingRecord, { id: string; on: boolean }>({
      queryFn: ({ id, on }) => write(() => entradasQuedanApi.setMovingQueue(id, on)),
      invalidatesTags: ['Stock'],
    }),
    savePartner: build.mutation<AmigoRecord, { id: string | null; form: FormData }>({
      queryFn: ({ id, form }) => write(() => (id ? amigosApi.update(id, form) : amigosApi.create(form))),
      invalidatesTags: after('Partners'),
    }),
    deletePartner: build.mutation<void, string>({
      queryFn: (id) => write(async () => void (await amigosApi.remove(id))),
      invalidatesTags: after('Partners'),
    }),
    // Every page shows the current edition (useEdition): it reads them again too, realtime or not.
    saveEdition: build.mutation<EditionRecord, { id: string | null; edition: EditionWrite }>({
      queryFn: ({ id, edition }) => write(async () => afterEditionChange(await (id ? edicionesApi.update(id, edition) : edicionesApi.create(edition)))),
      invalidatesTags: after('Editions'),
    }),
    deleteEdition: build.mutation<void, string>({
      queryFn: (id) => write(async () => afterEditionChange(void (await edicionesApi.remove(id)))),
      invalidatesTags: after('Editions'),
    }),
    inviteModerator: build.mutation<ModeratorSeat, { name: string; email: string; organizador: boolean }>({
      queryFn: (seat) => write(() => moderatorsApi.invite(seat)),
      invalidatesTags: after('Seats'),
    }),
    resendInvitation: build.mutation<ModeratorSeat, string>({
      queryFn: (id) => write(() => moderatorsApi.resendInvitation(id)),
      invalidatesTags: ['Seats'],
    }),
    removeModerator: build.mutation<void, string>({
      queryFn: (id) => write(() => moderatorsApi.removeSeat(id)),
      invalidatesTags: after('Seats'),
    }),
  }),
})

export const {
  useLaunchReadinessQuery,
  usePartnersQuery,
  useModeratorSeatsQuery,
  useEditionsQuery,
  useSaveEditionMutation,
  useDeleteEditionMutation,
  useSaveTicketTypeMutation,
  useDeleteTicketTypeMutation,
  useSetMovingQueueMutation,
  useSavePartnerMutation,
  useDeletePartnerMutation,
  useInviteModeratorMutation,
  useResendInvitationMutation,
  useRemoveModeratorMutation,
} = consoleQueries

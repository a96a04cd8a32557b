import { callFunction } from '@/api/functions'
import { legalCorrectionsApi, type LegalCorrectionRecord } from '@/api/legal-corrections'
import { accountDeletionApi, myDataApi, type AccountDeletion, type MyDataExport } from '@/api/my-data'
import { privacyRightsApi, type RightsRequest } from '@/api/privacy-rights'
import type { FunctionAnswer } from '@/domain/function-contracts'
import type { PrivacyRight } from '@/domain/privacy-rights'
import { transfersApi } from '@/api/transfers'
import { userHealthInfoApi, type HealthInfoInput } from '@/api/user-health-info'
import { userLegalInfoApi, type LegalInfoInput } from '@/api/user-legal-info'
import { userPersonalInfoApi, type PersonalInfoInput } from '@/api/user-personal-info'
import { authApi } from '@/api/auth'
import { usersApi } from '@/api/users'
import { serverState } from '@/stores/server-state'
import { write } from '@/stores/server-write'
import { sharedQueries, type ProfileRecordQuery } from '@/stores/server-queries'
import type { HealthInfoRecord, LegalInfoRecord, PersonalInfoRecord, UserRecord } from '@/types/pocketbase'
import { deletionProblem } from './my-data/deletion-errors'
import { CORRECTIONS_TAG, RIGHTS_TAG, TRANSFERS_TAG } from './profile-tags'

/** A profile record's save: a new record for `userId`, or the change of record `id`. */
export interface SaveRecord<Input> {
  userId: string
  id: string | null
  data: Input
}

interface Dispatching {
  dispatch: (action: ReturnType<typeof sharedQueries.util.upsertQueryData>) => unknown
  queryFulfilled: Promise<{ data: unknown }>
}

/**
 * The saved record is the server's answer, so it goes into the cache (the form and the navigation
 * badge follow it) instead of being read again.
 */
const intoCache =
  <R extends PersonalInfoRecord | LegalInfoRecord | HealthInfoRecord | null>(query: ProfileRecordQuery) =>
  async ({ userId }: { userId: string }, { dispatch, queryFulfilled }: Dispatching) => {
    const answer = await queryFulfilled.catch(() => null)
    // The query name picks the record type; TypeScript cannot follow a union of names here.
    if (answer) dispatch(sharedQueries.util.upsertQueryData(query, userId, answer.data as R & PersonalInfoRecord & LegalInfoRecord & HealthInfoRecord))
  }

/** The outcome of a deletion the server refused for a reason the form asks about, or its success. */
export type DeletionOutcome = { kind: 'deleted'; answer: AccountDeletion } | { kind: 'password' } | { kind: 'forfeit'; orders: string[] }

/** Every write of /profile: what each one changes is read again (tags) or written into the cache. */
export const profileMutations = serverState.injectEndpoints({
  endpoints: (build) => ({
    savePersonalInfo: build.mutation<PersonalInfoRecord, SaveRecord<PersonalInfoInput>>({
      queryFn: ({ userId, id, data }) => write(() => (id ? userPersonalInfoApi.update(id, data) : userPersonalInfoApi.create(userId, data))),
      onQueryStarted: intoCache<PersonalInfoRecord>('myPersonalInfo'),
    }),
    saveLegalInfo: build.mutation<LegalInfoRecord, SaveRecord<LegalInfoInput>>({
      queryFn: ({ userId, id, data }) => write(() => (id ? userLegalInfoApi.update(id, data) : userLegalInfoApi.create(userId, data))),
      onQueryStarted: intoCache<LegalInfoRecord>('myLegalInfo'),
    }),
    saveHealthInfo: build.mutation<HealthInfoRecord, SaveRecord<HealthInfoInput>>({
      queryFn: ({ userId, id, data }) => write(() => (id ? userHealthInfoApi.update(id, data) : userHealthInfoApi.create(userId, data))),
      onQueryStarted: intoCache<HealthInfoRecord>('myHealthInfo'),
    }),
    withdrawHealthInfo: build.mutation<null, { userId: string; id: string }>({
      queryFn: ({ id }) => write(async () => (await userHealthInfoApi.remove(id), null)),
      onQueryStarted: intoCache<null>('myHealthInfo'),
    }),
    // The session's user record follows the SDK's auth store (session-sync.tsx): no cached read shows it.
    saveIdentity: build.mutation<UserRecord, { userId: string; changes: { username?: string; avatar?: File } }>({
      queryFn: ({ userId, changes }) => write(() => usersApi.updateProfile(userId, changes)),
    }),
    // The next two only send mail: nothing cached changes until the link in it is followed.
    resendVerification: build.mutation<boolean, string>({
      queryFn: (email) => write(() => authApi.requestVerification(email)),
    }),
    requestEmailChange: build.mutation<boolean, string>({
      queryFn: (email) => write(() => authApi.requestEmailChange(email)),
    }),
    // Mail again: nothing cached changes.
    resendTicket: build.mutation<FunctionAnswer<'sendmailentrada'>, string>({
      queryFn: (token) => write(() => callFunction('sendmailentrada', { token, force: true })),
    }),
    // The open correction and the rights list (which shows corrections too) both change.
    askCorrection: build.mutation<LegalCorrectionRecord, { userId: string; motivo: string }>({
      queryFn: ({ userId, motivo }) => write(() => legalCorrectionsApi.ask(userId, motivo)),
      invalidatesTags: [CORRECTIONS_TAG, RIGHTS_TAG],
    }),
    askRight: build.mutation<RightsRequest, { right: PrivacyRight; detail: string }>({
      queryFn: ({ right, detail }) => write(() => privacyRightsApi.ask(right, detail)),
      invalidatesTags: [RIGHTS_TAG],
    }),
    // A refusal changes nothing, but the list is read again either way: it may have been stale.
    askTransfer: build.mutation<unknown, { ticket: string; to: string }>({
      queryFn: ({ ticket, to }) => write(() => transfersApi.ask(ticket, to)),
      invalidatesTags: [TRANSFERS_TAG],
    }),
    cancelTransfer: build.mutation<unknown, string>({
      queryFn: (id) => write(() => transfersApi.cancel(id)),
      invalidatesTags: [TRANSFERS_TAG],
    }),
    // A one-shot read for a download, not shown on the page: a mutation so it runs on the click only.
    exportMyData: build.mutation<MyDataExport, void>({
      queryFn: () => write(myDataApi.get),
    }),
    /**
     * A wrong password or tickets to forfeit are answers the form asks about, not failures. Nothing is
     * invalidated: the logout that follows drops every cached answer (server-state.ts).
     */
    deleteAccount: build.mutation<DeletionOutcome, { password: string; forfeit: boolean }>({
      queryFn: ({ password, forfeit }) =>
        write(async (): Promise<DeletionOutcome> => {
          try {
            return { kind: 'deleted', answer: await accountDeletionApi.delete(password, forfeit) }
          } catch (err) {
            const problem = deletionProblem(err)
            if (problem.kind === 'failed') throw err
            return problem
          }
        }),
    }),
  }),
})

export const {
  useSavePersonalInfoMutation,
  useSaveLegalInfoMutation,
  useSaveHealthInfoMutation,
  useWithdrawHealthInfoMutation,
  useSaveIdentityMutation,
  useResendVerificationMutation,
  useRequestEmailChangeMutation,
  useResendTicketMutation,
  useAskCorrectionMutation,
  useAskRightMutation,
  useAskTransferMutation,
  useCancelTransferMutation,
  useExportMyDataMutation,
  useDeleteAccountMutation,
} = profileMutations

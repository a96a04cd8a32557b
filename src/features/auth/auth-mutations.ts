import { authApi } from '@/api/auth'
import { moderatorsApi } from '@/api/moderators'
import { serverState } from '@/stores/server-state'
import { write } from '@/stores/server-write'

/** A mailed link's token and the password its page asks for. */
export interface TokenPassword {
  token: string
  password: string
}

/**
 * The auth pages' writes that do not sign anyone in. Signing in, registering (which signs in) and the
 * session refresh stay direct SDK calls (src/api/auth.ts): they change the session, and a change of
 * account already drops every cached answer (server-state.ts), so a mutation would declare nothing.
 */
export const authMutations = serverState.injectEndpoints({
  endpoints: (build) => ({
    // The next four change no data any page caches: a mail goes out, or a password or address changes
    // for an account whose sessions PocketBase ends (the page then sends the person to sign in).
    recoverPassword: build.mutation<boolean, string>({
      queryFn: (email) => write(() => authApi.recover(email)),
    }),
    confirmPasswordReset: build.mutation<boolean, TokenPassword>({
      queryFn: ({ token, password }) => write(() => authApi.confirmPasswordReset(token, password)),
    }),
    confirmEmailChange: build.mutation<boolean, TokenPassword>({
      queryFn: ({ token, password }) => write(() => authApi.confirmEmailChange(token, password)),
    }),
    confirmModeratorPassword: build.mutation<boolean, TokenPassword>({
      queryFn: ({ token, password }) => write(() => moderatorsApi.confirmPassword(token, password)),
    }),
    // A verified account may read its legal and health records (API rules): the profile reads them again.
    confirmVerification: build.mutation<boolean, string>({
      queryFn: (token) => write(() => authApi.confirmVerification(token)),
      invalidatesTags: ['Profile'],
    }),
  }),
})

export const {
  useRecoverPasswordMutation,
  useConfirmPasswordResetMutation,
  useConfirmEmailChangeMutation,
  useConfirmModeratorPasswordMutation,
  useConfirmVerificationMutation,
} = authMutations

/**
 * Account task count shown on the navigation avatar (SPEC §4): 2 while the e-mail is unverified,
 * 1 while there is no legal record (a failed lookup counts as none), 0 otherwise.
 */
export function taskCount(account: { verified: boolean } | null, hasLegalRecord: boolean): number {
  if (!account) return 0
  if (!account.verified) return 2
  return hasLegalRecord ? 0 : 1
}

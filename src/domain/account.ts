/** Account rules (SPEC §5); PocketBase enforces the same username pattern in pb_migrations/. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,30}$/
export const isValidUsername = (value: string) => USERNAME_PATTERN.test(value)

/** PocketBase fills a new account's username with "users" + digits: that means "not chosen yet". */
export const isUnsetUsername = (username: string | null | undefined) => !username || /^users\d+$/.test(username)

/** The name to show for an account: its chosen username, otherwise its e-mail. */
export const displayName = (account: { username: string; email: string }) =>
  isUnsetUsername(account.username) ? account.email : account.username

/** A login identity is an e-mail (compared lowercased) or a username (kept as typed). */
export function normalizeIdentity(identity: string): string {
  const trimmed = identity.trim()
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed
}

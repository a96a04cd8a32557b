/** Account rules (SPEC §5); PocketBase enforces the same username pattern in pb_migrations/. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,30}$/
export const isValidUsername = (value: string) => USERNAME_PATTERN.test(value)

/** A new account's username is "users" + digits until the person chooses one: that means "not chosen yet". */
export const isUnsetUsername = (username: string | null | undefined) => !username || /^users\d+$/.test(username)

/** How many digits a new account's placeholder username gets (PocketBase's schema generates the same form). */
export const UNSET_USERNAME_DIGITS = 12
export const UNSET_USERNAME_PATTERN = `users[0-9]{${UNSET_USERNAME_DIGITS}}`

/**
 * A placeholder username nobody holds yet, or null when every try was taken. Drawing alone is not
 * enough: usernames are unique, and when PocketBase drew 8 random digits with no look, 2 of 20,000
 * sign-ups drew a taken one and failed.
 */
export function pickUnsetUsername(randomDigits: (count: number) => string, isTaken: (username: string) => boolean, tries = 5): string | null {
  for (let i = 0; i < tries; i++) {
    const candidate = `users${randomDigits(UNSET_USERNAME_DIGITS)}`
    if (!isTaken(candidate)) return candidate
  }
  return null
}

/** The name to show for an account: its chosen username, otherwise its e-mail. */
export const displayName = (account: { username: string; email: string }) =>
  isUnsetUsername(account.username) ? account.email : account.username

/** A login identity is an e-mail (compared lowercased) or a username (kept as typed). */
export function normalizeIdentity(identity: string): string {
  const trimmed = identity.trim()
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed
}

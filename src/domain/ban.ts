/**
 * userStatusPaws.state counts formal warnings; 0 is good standing. Three warnings lead to expulsion
 * (the rules), so at this value the account is banned: it cannot request, be approved, pay or enter.
 */
export const BAN_THRESHOLD = 3

export const isBanned = (state: number | null | undefined) => (state ?? 0) >= BAN_THRESHOLD

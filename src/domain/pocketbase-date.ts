/** A PocketBase date ("2025-08-29 14:42:00.000Z") or an ISO one as a Date. */
export const pocketBaseDate = (value: string) => new Date(value.includes('T') ? value : value.replace(' ', 'T'))

/**
 * The first page paints before the SPA asks PocketBase for what the page will fill in: until then,
 * reads and the session refresh wait here (main.tsx holds them until the first page is on screen).
 * Without a hold (component tests, later navigations) nothing waits.
 */
let gate: Promise<void> = Promise.resolve()

export function holdReadsUntil(ready: Promise<void>): void {
  gate = ready
}

export const readsMayStart = (): Promise<void> => gate

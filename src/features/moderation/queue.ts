/** "Approve the next N" takes at most this many requests from the head of the queue at once. */
export const APPROVE_NEXT_MAX = 50

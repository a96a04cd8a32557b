import { useDeferredValue } from 'react'
/** The parts of an RTK Query result (or several combined) this component reads. */
export interface QueryStatus {
  isLoading: boolean
  isError: boolean
  /** Whether an answer is there to show (a failed refetch keeps the last one). */
  hasData: boolean
  refetch: () => unknown
}

/** Combines the reads a section needs into one status: loading until all answered, failed if one failed. */
export function allOf(...results: { isLoading: boolean; isError: boolean; data?: unknown; refetch: () => unknown }[]): QueryStatus {
  return {
    isLoading: results.some((r) => r.isLoading),
    isError: results.some((r) => r.isError),
    hasData: results.every((r) => r.data !== undefined),
    refetch: () => {
      for (const r of results) if (r.isError) r.refetch()
    },
  }
}


export type LoadState = 'loading' | 'ready' | 'error'

/** One read's state for components that draw their own loading and error rows (the admin tables). */
export const loadStateOf = (result: { isError: boolean; data?: unknown }): LoadState =>
  result.isError ? 'error' : result.data !== undefined ? 'ready' : 'loading'

/** Still loading, nothing to show: what a section reads as while the code that reads it downloads. */
export const STILL_LOADING: QueryStatus = { isLoading: true, isError: false, hasData: false, refetch: () => undefined }

/**
 * `status`, but still loading until React has rendered its content in a deferred, interruptible pass:
 * data reaching React through RTK Query's store renders synchronously, and drawing a whole section
 * in that one render was a long task on a phone.
 */
export function useDeferredContent(status: QueryStatus): QueryStatus {
  const ready = useDeferredValue(status.hasData)
  return ready ? status : { ...status, isLoading: true }
}

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

import { useCallback, useEffect, useState } from 'react'
import type { PageRequest } from '@/api/admin-views'

/** Rows per page of the moderators' long lists: a phone shows a page in a few screens. */
export const MODERATOR_PAGE_SIZE = 20
/** How long typing must pause before the list is read again. */
export const SEARCH_DEBOUNCE_MS = 300

/**
 * A search box and pages over a server list: what is typed becomes the query after a pause, and a new
 * text starts again at page 1.
 */
export function useListSearch() {
  const [typed, setTyped] = useState('')
  const [applied, setApplied] = useState({ text: '', page: 1 })
  const text = typed.trim()

  useEffect(() => {
    if (text === applied.text) return
    const timer = setTimeout(() => setApplied({ text, page: 1 }), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, applied.text])

  const request: PageRequest = { text: applied.text, page: applied.page, perPage: MODERATOR_PAGE_SIZE }
  const goTo = useCallback((page: number) => setApplied((a) => ({ ...a, page })), [])
  return { typed, setTyped, request, goTo }
}

/** A page that emptied under the reader (its last rows removed) moves back to the last page there is. */
export function useKeepPageInRange(info: { page: number; totalPages: number } | undefined, goTo: (page: number) => void) {
  const last = Math.max(1, info?.totalPages ?? 1)
  const beyond = info !== undefined && info.page > last
  useEffect(() => {
    if (beyond) goTo(last)
  }, [beyond, last, goTo])
}

interface SearchedPageResult {
  data?: { page: number; totalPages: number }
  currentData?: unknown
  isFetching: boolean
}

/**
 * A searched, paged server list (its query hook called with the search's request): the page shown,
 * `stale` while another page or search loads (the last one stays, greyed, until it arrives), and a
 * page that emptied under the reader moved back to the last one there is.
 */
export function useSearchedPage<R extends SearchedPageResult>(useQuery: (request: PageRequest) => R) {
  const search = useListSearch()
  const query = useQuery(search.request)
  const page: R['data'] = query.data
  useKeepPageInRange(page, search.goTo)
  return { search, query, page, stale: query.currentData === undefined && query.isFetching, searched: search.request.text }
}

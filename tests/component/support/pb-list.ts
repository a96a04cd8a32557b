import { HttpResponse } from 'msw'
import { compileFilter, PbQueryError, sortRecords } from './pb-filter'

/** Queries the MSW stand-in could not read; tests/component/setup.ts fails the test that sent them. */
export const unreadableQueries: string[] = []

/**
 * PocketBase's answer to a records list request over `records`: honours `filter`, `sort`, `page`,
 * `perPage` and `skipTotal` (getFullList and getFirstListItem send it), so a wrong filter or sort in
 * src/api shows in the component test. A query outside the supported subset answers 400, like
 * PocketBase does for an invalid filter, and fails the test.
 */
export function listAnswer(records: readonly unknown[], request: Request) {
  const query = new URL(request.url).searchParams
  const page = Number(query.get('page') ?? '1')
  const perPage = Number(query.get('perPage') ?? '30')
  let kept: Readonly<Record<string, unknown>>[]
  try {
    const all = records as readonly Readonly<Record<string, unknown>>[]
    kept = sortRecords(all.filter(compileFilter(query.get('filter') ?? '')), query.get('sort') ?? '')
  } catch (err) {
    if (!(err instanceof PbQueryError)) throw err
    unreadableQueries.push(`${request.method} ${request.url}: ${err.message}`)
    return HttpResponse.json({ status: 400, message: "Something went wrong while processing your request. Invalid filter parameters.", data: {} }, { status: 400 })
  }
  const items = kept.slice((page - 1) * perPage, page * perPage)
  const skipTotal = query.get('skipTotal') === '1' || query.get('skipTotal') === 'true'
  return HttpResponse.json({
    page,
    perPage,
    totalItems: skipTotal ? -1 : kept.length,
    totalPages: skipTotal ? -1 : Math.ceil(kept.length / perPage),
    items,
  })
}

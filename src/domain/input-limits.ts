// What a stranger may send PocketBase, in size and depth, checked by the server (server/inputlimits
// and server/queryguard) before any parsing or query runs (docs/security.md §1). Each limit is no
// larger than PocketBase's own and than the SPA's longest real request needs; the query limits are
// computed from the allowlist, so a new query shape moves them and nothing else has to.

import { QUERY_ALLOWLIST, type CollectionQueries, type FilterShape } from './query-allowlist.ts'

/** PocketBase's own cap on one filter (tools/search MaxFilterLength). */
export const POCKETBASE_MAX_FILTER_BYTES = 3500
/** A record id in a filter, quoted. */
const QUOTED_ID_BYTES = 2 + 15
/** A text placeholder's value, quoted and with every character escaped (server/queryguard takes ≤ 255 bytes). */
export const MAX_FILTER_TEXT_BYTES = 255
const QUOTED_TEXT_BYTES = 2 + 2 * MAX_FILTER_TEXT_BYTES
const OR_JOIN = ' || '

const PLACEHOLDER = /\{:([A-Za-z][A-Za-z0-9_]*)\}/g
const ID_PLACEHOLDER = /^(?:id[0-9]*|[A-Za-z][A-Za-z0-9_]*Id)$/

/** The longest filter a template accepts: each placeholder at its longest value, repeated as allowed. */
export function longestFilter(shape: FilterShape): number {
  const one = shape.template.replace(PLACEHOLDER, (_, name: string) => 'x'.repeat(ID_PLACEHOLDER.test(name) ? QUOTED_ID_BYTES : QUOTED_TEXT_BYTES)).length
  const times = shape.repeat ?? 1
  return times * one + (times - 1) * OR_JOIN.length
}

/** How deep a template nests parentheses. */
export function parenthesesDepth(template: string): number {
  let depth = 0
  let deepest = 0
  for (const ch of template.replace(/'[^']*'|"[^"]*"/g, '')) {
    if (ch === '(') deepest = Math.max(deepest, ++depth)
    if (ch === ')') depth--
  }
  return deepest
}

const collections: readonly CollectionQueries[] = Object.values(QUERY_ALLOWLIST.collections)
const filters = collections.flatMap((c) => c.filters ?? [])
const longest = (values: readonly string[]) => Math.max(0, ...values.map((v) => v.length))

/** The longest filter the SPA sends, capped at PocketBase's own limit. */
export const MAX_FILTER_BYTES = Math.min(POCKETBASE_MAX_FILTER_BYTES, Math.max(...filters.map(longestFilter)))
/** Parentheses nest no deeper than in the deepest template: a deeper filter can match none. */
export const MAX_FILTER_DEPTH = Math.max(...filters.map((f) => parenthesesDepth(f.template)))
/** `sort`, `expand` and `fields` are compared whole with the list: nothing longer can match. */
export const MAX_LISTED_PARAM_BYTES = longest(collections.flatMap((c) => [...(c.sorts ?? []), ...(c.expands ?? []), ...(c.fields ?? [])]))

/** Room for the other parameters the SDK sends (page, perPage, skipTotal, a file token, thumb, …). */
const OTHER_PARAMS_BYTES = 1024
/**
 * The raw query string: every guarded parameter at its longest, percent-encoded (3 bytes per byte
 * at worst), plus the others. PocketBase reads a query string of up to Go's 1 MiB header limit.
 */
export const MAX_QUERY_BYTES = 3 * (MAX_FILTER_BYTES + 3 * MAX_LISTED_PARAM_BYTES) + OTHER_PARAMS_BYTES
/**
 * The request line and headers together (Go's http.Server MaxHeaderBytes; Go's default is 1 MiB):
 * the longest query string, a path, two tokens and the proxy's headers fit with room to spare.
 */
export const MAX_HEADER_BYTES = 16 * 1024
/** The URL path: the longest is a file's, `/api/files/<collection>/<id>/<stored file name>`. */
export const MAX_PATH_BYTES = 1024

/**
 * JSON bodies of every route (hook routes, auth routes, record writes without files): the longest
 * the SPA sends is the door's offline sync (500 admissions, ~30 KB). Record create and update add
 * what the collection's fields may hold (PocketBase's own per-field sizes), as PocketBase does.
 */
export const MAX_JSON_BODY_BYTES = 64 * 1024
/** Objects and arrays nested in a JSON body: the deepest the SPA sends is organiser content (4). */
export const MAX_JSON_DEPTH = 16

/** Realtime subscriptions: the topics one page holds at once, and one topic's length. */
export const MAX_REALTIME_TOPICS = 32
export const MAX_REALTIME_TOPIC_BYTES = 64
/** PocketBase's realtime client ids are 40 characters. */
export const MAX_REALTIME_CLIENT_ID_BYTES = 64
/** The subscription body: the SDK's `{"clientId":…,"subscriptions":[…]}` at its longest. */
export const MAX_REALTIME_BODY_BYTES = 64 + MAX_REALTIME_CLIENT_ID_BYTES + MAX_REALTIME_TOPICS * (MAX_REALTIME_TOPIC_BYTES + 3)

/**
 * Webpay's return form (functions/webpayreturn.mts): token_ws or TBK_TOKEN (64), TBK_ORDEN_COMPRA
 * (26), TBK_ID_SESION (61) and their names, url-encoded (every byte ×3 at worst), with room.
 */
export const RETURN_FORM_MAX_BYTES = 2048

/** What server/ reads from the allowlist file it embeds. */
export const SERVER_INPUT_LIMITS = {
  maxHeaderBytes: MAX_HEADER_BYTES,
  maxPathBytes: MAX_PATH_BYTES,
  maxQueryBytes: MAX_QUERY_BYTES,
  maxFilterBytes: MAX_FILTER_BYTES,
  maxFilterDepth: MAX_FILTER_DEPTH,
  maxListedParamBytes: MAX_LISTED_PARAM_BYTES,
  maxFilterTextBytes: MAX_FILTER_TEXT_BYTES,
  maxJsonBodyBytes: MAX_JSON_BODY_BYTES,
  maxJsonDepth: MAX_JSON_DEPTH,
  maxRealtimeTopics: MAX_REALTIME_TOPICS,
  maxRealtimeTopicBytes: MAX_REALTIME_TOPIC_BYTES,
  maxRealtimeClientIdBytes: MAX_REALTIME_CLIENT_ID_BYTES,
  maxRealtimeBodyBytes: MAX_REALTIME_BODY_BYTES,
} as const

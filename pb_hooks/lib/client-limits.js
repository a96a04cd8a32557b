// Per-user and per-client-IP budgets for the functions' service routes (pb_hooks/service.pb.js).
// The functions call PocketBase as a superuser, whom PocketBase's own limiter skips
// (apis/middlewares_rate_limit.go skipRateLimit), so buyers never share the functions' IP budget;
// these budgets take its place, keyed by the verified account and by the buyer's own IP. PocketBase
// is one process, so $app.store() is shared by every request; setFunc makes each count atomic.
const PREFIX = 'mi-limit:'

// Fixed windows of 10 s. A verified caller is budgeted per account on each address it uses (a person
// clicking, not a script; one account driven from many machines is bounded per machine, as many
// accounts would be). No budget is shared by everyone behind one address: many buyers share one
// (mobile carriers, venue Wi-Fi). Refused tokens are budgeted per address, apart: a flood of bad
// tokens from one address is answered 429 without touching the budget of anyone behind it.
const LIMITS = {
  verify: { max: 60, seconds: 10 },
  request: { max: 10, seconds: 10 },
  badToken: { max: 30, seconds: 10 },
  // Calls of the ticket rush route refused for want of the service token, per connecting address
  // (lib/service-auth.js serviceProof): the functions always send theirs, so these are guesses, or
  // the few stale tokens of warm function instances just after the service password changed.
  serviceProof: { max: 30, seconds: 10 },
  // Recipient look-ups of a ticket transfer request, per holder (lib/transfer.js): whether an address
  // or username has an account is answered (recipientUnknown), so a holder may try a few typos, not
  // walk a list of addresses; every look-up counts, a request made included (each one also shows the
  // holder's username to the person named).
  transferLookup: { max: 10, seconds: 3600 },
}

/** Counts one request against `key`; false when the budget of its window is spent. */
function take(app, kind, key) {
  const limit = LIMITS[kind]
  const now = Date.now()
  let allowed = true
  app.store().setFunc(PREFIX + kind + ':' + key, (old) => {
    const current = old && old.reset > now ? old : { count: 0, reset: now + limit.seconds * 1000 }
    if (current.count >= limit.max) {
      allowed = false
      return current
    }
    return { count: current.count + 1, reset: current.reset }
  })
  return allowed
}

/** Whether `key`'s budget of its current window is spent, without counting a call. */
function spent(app, kind, key) {
  const current = app.store().get(PREFIX + kind + ':' + key)
  return !!current && current.reset > Date.now() && current.count >= LIMITS[kind].max
}

/** One call of `account` from `ip` against the budget `kind` (verify, request). */
function takeForAccount(app, kind, account, ip) {
  return take(app, kind, account + '@' + ip)
}

/**
 * The answer to a token PocketBase did not accept: 401, or 429 once the address has sent more than
 * its budget of them (counted per address; with no address known, per unknown).
 */
function refuseToken(e, ip) {
  if (!take(e.app, 'badToken', ip || 'unknown')) return e.json(429, { code: 'rateLimited' })
  return e.json(401, { code: 'unauthenticated' })
}

/** The buyer's IP as the function saw it (Netlify's x-nf-client-connection-ip), '' when unknown. */
function clientIp(e) {
  const value = String(e.request.header.get('X-MI-Client-IP') || '').trim()
  return /^[0-9a-fA-F:.]{2,45}$/.test(value) ? value : ''
}

/** Drops windows that ended (run from a cron so the store does not grow with every address seen). */
function sweep(app) {
  const now = Date.now()
  const all = app.store().getAll()
  for (const key in all) {
    if (key.indexOf(PREFIX) === 0 && !(all[key] && all[key].reset > now)) app.store().remove(key)
  }
}

module.exports = { take: take, spent: spent, takeForAccount: takeForAccount, refuseToken: refuseToken, clientIp: clientIp, sweep: sweep, LIMITS: LIMITS }

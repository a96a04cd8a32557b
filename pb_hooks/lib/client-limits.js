// Per-user and per-client-IP budgets for the functions' service routes (pb_hooks/service.pb.js).
// The functions call PocketBase as a superuser, whom PocketBase's own limiter skips
// (apis/middlewares_rate_limit.go skipRateLimit), so buyers never share the functions' IP budget;
// these budgets take its place, keyed by the verified account and by the buyer's own IP. PocketBase
// is one process, so $app.store() is shared by every request; setFunc makes each count atomic.
const PREFIX = 'mi-limit:'

// Fixed windows of 10 s. Per IP as PocketBase's own `/api/` rule (300 per 10 s): many buyers may share
// one address (mobile carriers, venue Wi-Fi). Per account and address: a person clicking, not a script.
// One account driven from many machines is bounded per machine, as many accounts would be.
const LIMITS = {
  ip: { max: 300, seconds: 10 },
  verify: { max: 60, seconds: 10 },
  request: { max: 10, seconds: 10 },
  // Calls of the ticket rush route refused for want of the service token, per connecting address
  // (lib/service-auth.js serviceProof): the functions always send theirs, so these are guesses, or
  // the few stale tokens of warm function instances just after the service password changed.
  serviceProof: { max: 30, seconds: 10 },
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

module.exports = { take: take, spent: spent, takeForAccount: takeForAccount, clientIp: clientIp, sweep: sweep, LIMITS: LIMITS }

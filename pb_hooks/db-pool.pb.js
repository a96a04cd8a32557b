/// <reference path="../types/pocketbase-jsvm.d.ts" />

// PocketBase opens up to 120 connections to data.db but keeps only 15 of them idle: in a rush, with
// more requests in flight than that, every returned connection beyond 15 is closed and the next
// request opens a new one, which runs the connection pragmas and parses the whole schema again
// (about 0.13 ms of CPU per ticket request in the bench's profile, BENCHMARKS.md). Keep every open
// connection idle instead, and let one that has not been used for five minutes go, so the memory of a
// rush is given back after it. (Handlers run in isolated contexts: no shared top-level constants.)
onBootstrap((e) => {
  e.next()
  const idleMinutes = 5
  const pool = e.app.concurrentDB().db()
  pool.setMaxIdleConns(pool.stats().maxOpenConnections)
  pool.setConnMaxIdleTime(idleMinutes * 60 * 1e9) // a Go time.Duration, in nanoseconds
})

// What the pool did since the start (database/sql's DBStats), for operators and the tests.
routerAdd(
  'GET',
  '/api/mi/ops/db-pool',
  (e) => {
    const s = e.app.concurrentDB().db().stats()
    return e.json(200, {
      maxOpen: s.maxOpenConnections,
      open: s.openConnections,
      inUse: s.inUse,
      idle: s.idle,
      closedForIdleLimit: s.maxIdleClosed,
      closedForIdleTime: s.maxIdleTimeClosed,
    })
  },
  $apis.requireSuperuserAuth(),
)

/// <reference path="../types/pocketbase-jsvm.d.ts" />

// Refuses, for everyone but superusers, any filter, sort, expand or fields parameter outside the
// small language in lib/query-guard.js — on every request that returns records (list, view, create,
// update, every login and token refresh), in realtime subscription options and in batch sub-requests
// — before PocketBase expands, writes or answers anything. See docs/security.md.
//
// These are record request hooks, not a global `routerUse`: a JS router middleware also wraps the
// realtime SSE request and PocketBase's JS plugin keeps that VM for as long as the page stays open,
// so thousands of open pages would each hold one (BENCHMARKS.md, "Analysis").
// The file name sorts first: PocketBase loads hook files by name and runs a hook's handlers in that
// order, so the guard refuses before any other handler of the same request does anything.

// Every request that returns records: list, view, create, update, delete, and every login and
// auth-refresh answer (onRecordAuthRequest). PocketBase serializes each handler, so one function
// serves all six.
for (const bind of [onRecordsListRequest, onRecordViewRequest, onRecordCreateRequest, onRecordUpdateRequest, onRecordDeleteRequest, onRecordAuthRequest]) {
  bind((e) => {
    require(`${__hooks}/lib/query-guard.js`).enforceOnRequest(e, e.collection.name)
    e.next()
  })
}

onRealtimeSubscribeRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    const guard = require(`${__hooks}/lib/query-guard.js`)
    for (let i = 0; i < e.subscriptions.length; i++) {
      const topic = String(e.subscriptions[i])
      const named = topic.split('?')[0].split('/')[0]
      let collection = named
      try {
        collection = e.app.findCachedCollectionByNameOrId(named).name
      } catch (_) {}
      const reason = guard.checkTopic(topic, collection)
      if (reason) throw new BadRequestError(reason)
    }
  }
  e.next()
})

onBatchRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    const guard = require(`${__hooks}/lib/query-guard.js`)
    for (let i = 0; i < e.batch.length; i++) {
      const url = String(e.batch[i].url)
      const q = url.indexOf('?')
      const path = q < 0 ? url : url.slice(0, q)
      let params = {}
      try {
        params = q < 0 ? {} : guard.parseQuery(url.slice(q + 1))
      } catch (_) {
        throw new BadRequestError(guard.UNREADABLE)
      }
      const named = guard.collectionOfPath(path)
      let collection = named
      try {
        collection = e.app.findCachedCollectionByNameOrId(named).name
      } catch (_) {}
      const reason = guard.checkQuery(collection, (name) => params[name] || [])
      if (reason) throw new BadRequestError(reason)
    }
  }
  e.next()
})

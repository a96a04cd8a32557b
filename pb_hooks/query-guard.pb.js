/// <reference path="../types/pocketbase-jsvm.d.ts" />

// Refuses, for everyone but superusers, any filter, sort, expand or fields parameter outside the
// small language in lib/query-guard.js — on every route, in realtime subscription options and in
// batch sub-requests — before PocketBase runs a query. See docs/security.md.

routerUse((e) => {
  if (e.hasSuperuserAuth()) return e.next()
  const guard = require(`${__hooks}/lib/query-guard.js`)
  const named = guard.collectionOfPath(e.request.url.path)
  let collection = ''
  if (named !== '') {
    try {
      collection = e.app.findCachedCollectionByNameOrId(named).name
    } catch (_) {
      collection = named
    }
  }
  // Go's own decoder and this one agree on every query that passes; one that cannot be decoded is refused.
  let params
  try {
    params = guard.parseQuery(e.request.url.rawQuery)
  } catch (_) {
    throw new BadRequestError('Solicitud no permitida. · Request not allowed.')
  }
  const reason = guard.checkQuery(collection, (name) => params[name] || [])
  if (reason) throw new BadRequestError(reason)
  return e.next()
})

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
        throw new BadRequestError('Solicitud no permitida. · Request not allowed.')
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

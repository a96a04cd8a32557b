/// <reference path="../.dev/pb_data/types.d.ts" />

onRecordCreateRequest((e) => {
  const audit = require(`${__hooks}/lib/audit.js`)
  if (!audit.isModerator(e)) return e.next()
  e.next()
  audit.write(e.app, e.auth, 'create', e.collection.name, e.record.id, null, audit.snapshot(e.record))
}, 'userStatusPaws')

onRecordUpdateRequest(
  (e) => {
    const audit = require(`${__hooks}/lib/audit.js`)
    if (!audit.isModerator(e)) return e.next()
    const before = audit.snapshot(e.record.original())
    e.next()
    audit.write(e.app, e.auth, 'update', e.collection.name, e.record.id, before, audit.snapshot(e.record))
  },
  'Entradas',
  'EntradasQuedan',
  'EntradasPedidas',
  'EntradasEntregadas',
  'userStatusPaws',
  'AlertBanner',
)

onRecordDeleteRequest((e) => {
  const audit = require(`${__hooks}/lib/audit.js`)
  if (!audit.isModerator(e)) return e.next()
  const before = audit.snapshot(e.record)
  e.next()
  audit.write(e.app, e.auth, 'delete', e.collection.name, e.record.id, before, null)
}, 'EntradasEntregadas')

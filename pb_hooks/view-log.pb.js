/// <reference path="../types/pocketbase-jsvm.d.ts" />

// Every moderator read of personal data through the record API leaves a `view` row in auditLog
// before the answer goes out (lib/view-log.js); a read that cannot be logged is not answered.
onRecordsListRequest(
  (e) => {
    require(`${__hooks}/lib/view-log.js`).fromRecords(e, e.records)
    e.next()
  },
  'userCompleteLegal',
  'UserCompleteEntradasPedidas',
  'legalCorrections',
  'EntradasEntregadas',
  'userStatusPaws',
)

onRecordViewRequest(
  (e) => {
    require(`${__hooks}/lib/view-log.js`).fromRecords(e, [e.record])
    e.next()
  },
  'userCompleteLegal',
  'UserCompleteEntradasPedidas',
  'legalCorrections',
  'EntradasEntregadas',
  'userStatusPaws',
)

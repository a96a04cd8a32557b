/// <reference path="../types/pocketbase-jsvm.d.ts" />

// Every moderator read of personal data through the record API leaves a `view` row in auditLog
// before the answer goes out (lib/view-log.js); a read that cannot be logged is not answered. The
// collections are src/domain/view-log.ts's list (read here once, when the hooks load).
const { PERSONAL_RECORD_COLLECTIONS } = require(`${__hooks}/lib/domain.generated.js`)

onRecordsListRequest((e) => {
  require(`${__hooks}/lib/view-log.js`).fromRecords(e, e.records)
  e.next()
}, ...PERSONAL_RECORD_COLLECTIONS)

onRecordViewRequest((e) => {
  require(`${__hooks}/lib/view-log.js`).fromRecords(e, [e.record])
  e.next()
}, ...PERSONAL_RECORD_COLLECTIONS)

// Realtime: a moderator subscribed to one of them receives the record's id only (lib/view-log.js
// forRealtime), never its personal fields; what changed is read again through the logged list.
onRecordEnrich((e) => {
  require(`${__hooks}/lib/view-log.js`).forRealtime(e)
  e.next()
}, ...PERSONAL_RECORD_COLLECTIONS)

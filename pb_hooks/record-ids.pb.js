/// <reference path="../types/pocketbase-jsvm.d.ts" />

// Record ids are the server's to choose for everyone but superusers. PocketBase lets a creator pick
// an id, unique only within its collection, so an attendee could sign up with the id of someone's
// ticket and make records of others look like their own wherever ids meet across collections (the
// audit log's targets: my-data, account deletion). Refused for every collection at once.
onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    const body = e.requestInfo().body
    if (body && body.id !== undefined && body.id !== null && body.id !== '') {
      throw new BadRequestError('El id lo asigna el servidor. · The server assigns record ids.', {
        id: new ValidationError('validation_id_not_allowed', 'The server assigns record ids.'),
      })
    }
  }
  e.next()
})

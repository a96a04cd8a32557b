// One row in auditLog for every change a moderator makes (who, what, target, before/after, when).
module.exports = {
  isModerator(e) {
    return !!e.auth && e.auth.collection().name === 'moderators'
  },
  snapshot(record) {
    return record ? JSON.parse(JSON.stringify(record.publicExport())) : null
  },
  write(app, auth, action, collection, target, before, after) {
    const row = new Record(app.findCollectionByNameOrId('auditLog'))
    row.set('actor', auth ? auth.id : '')
    row.set('actorEmail', auth ? auth.email() : '')
    row.set('action', action)
    row.set('collection', collection)
    row.set('target', target)
    row.set('before', before)
    row.set('after', after)
    app.save(row)
  },
}

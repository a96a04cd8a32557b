// One row in auditLog for every change a moderator makes (who, what, target, before/after, when).
module.exports = {
  isModerator(e) {
    return !!e.auth && e.auth.collection().name === 'moderators'
  },
  snapshot(record) {
    return record ? JSON.parse(JSON.stringify(record.publicExport())) : null
  },
  write(app, auth, action, collection, target, before, after) {
    const row = new Record(app.findCachedCollectionByNameOrId('auditLog'))
    row.set('actor', auth ? auth.id : '')
    row.set('actorEmail', auth ? auth.email() : '')
    row.set('action', action)
    row.set('collection', collection)
    row.set('target', target)
    row.set('before', before)
    row.set('after', after)
    app.save(row)
  },
  /**
   * Runs a moderator's create/update/delete request and its audit row in one transaction: the change
   * is committed (and answered) only together with its audit row. Others pass through untouched.
   */
  run(e, action) {
    if (!this.isModerator(e)) return e.next()
    let before = null
    if (action === 'update') before = this.snapshot(e.record.original())
    if (action === 'delete') before = this.snapshot(e.record)
    e.app.runInTransaction((txApp) => {
      e.app = txApp
      e.next()
      const after = action === 'delete' ? null : this.snapshot(e.record)
      this.write(txApp, e.auth, action, e.collection.name, e.record.id, before, after)
    })
  },
}

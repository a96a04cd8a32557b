/// <reference path="../types/pocketbase-jsvm.d.ts" />
// A new account's placeholder username gets 12 digits instead of 8. pb_hooks/usernames.pb.js picks a
// free one on every create; this keeps PocketBase's own fallback in the same form.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users')
    users.fields.getByName('username').autogeneratePattern = 'users[0-9]{12}'
    app.save(users)
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users')
    users.fields.getByName('username').autogeneratePattern = 'users[0-9]{8}'
    app.save(users)
  },
)

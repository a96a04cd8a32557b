/// <reference path="../types/pocketbase-jsvm.d.ts" />

// A new account gets a free "users" + 12 digits placeholder username (SPEC §5: "not chosen yet") on
// every path that creates one (sign-up, dashboard, functions). PocketBase's own autogenerate draws
// without looking, and a taken draw failed the sign-up with "username must be unique".
onRecordCreate((e) => {
  if (e.record.getString('username') === '') {
    const { pickUnsetUsername } = require(`${__hooks}/lib/domain.generated.js`)
    const username = pickUnsetUsername(
      (count) => $security.randomStringWithAlphabet(count, '0123456789'),
      (candidate) => e.app.countRecords('users', $dbx.exp('username = {:candidate} COLLATE NOCASE', { candidate: candidate })) > 0,
    )
    if (username === null) throw new ApiError(503, 'No free placeholder username was found; please try again.')
    e.record.set('username', username)
  }
  e.next()
}, 'users')

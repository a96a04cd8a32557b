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

// The username is the server's at sign-up (issue #36): a stranger who could send one learned from
// `validation_not_unique` whether it was taken. Anyone but a superuser gets the placeholder above and
// chooses a username once signed in (the profile), where a taken one must be told to its chooser.
// Any username sent with a sign-up is refused alike, taken or free, before PocketBase looks at it.
onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    const body = e.requestInfo().body
    if (body && body.username !== undefined && body.username !== null && body.username !== '') {
      throw new BadRequestError('El nombre de usuario se elige en tu perfil, después de crear la cuenta. · You choose a username in your profile, after signing up.', {
        username: new ValidationError('validation_username_at_signup', 'You choose a username in your profile, after signing up.'),
      })
    }
  }
  e.next()
}, 'users')

/// <reference path="../types/pocketbase-jsvm.d.ts" />

// "Delete my account" (right to erasure, lib/account-deletion.js). The attendee re-enters their
// password; `forfeit: true` confirms giving up a paid ticket for an event not yet held. A bilingual
// confirmation goes to the address the account had (after the commit: a mail failure is only logged).
routerAdd(
  'POST',
  '/api/mi/delete-account',
  (e) => {
    const body = e.requestInfo().body || {}
    const password = typeof body.password === 'string' ? body.password : ''
    if (password === '' || !e.auth.validatePassword(password)) {
      throw new BadRequestError('The password is not correct.', { password: new ValidationError('validation_invalid_password', 'The password is not correct.') })
    }
    if (body.forfeit !== undefined && typeof body.forfeit !== 'boolean') throw new BadRequestError('The field "forfeit" must be true or false.')
    const { deleteAccount, upcomingPaidOrders } = require(`${__hooks}/lib/account-deletion.js`)
    const now = Date.now()
    const orders = upcomingPaidOrders(e.app, e.auth.id, now)
    if (orders.length > 0 && body.forfeit !== true) {
      return e.json(409, {
        status: 409,
        message: 'A paid ticket for an event not yet held would be forfeited: confirm, or ask for a refund first.',
        data: { code: 'forfeit_required', orders: orders },
      })
    }
    // Only a verified address hears of it, within its budget: anyone can sign up with someone's address
    // and delete the account, again and again, once the address is free.
    const verified = e.auth.verified()
    const done = deleteAccount(e.app, e.auth.id, { now: now, forfeit: body.forfeit === true })
    let mailed = verified
    try {
      if (verified && require(`${__hooks}/lib/mail-budget.js`).claimMail(e.app, 'accountDeleted', done.email)) require(`${__hooks}/lib/privacy-mail.js`).send(e.app, done.email, 'deleted')
    } catch (err) {
      mailed = false
      e.app.logger().error('account deletion: confirmation mail failed', 'error', String(err))
    }
    return e.json(200, Object.assign({ deleted: true, mailed: mailed }, done.summary))
  },
  $apis.requireAuth('users'),
)

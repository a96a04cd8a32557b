// A moderator's invitation, sent now and reported: pb:setup must know whether the mail left, which
// PocketBase's own password-reset request cannot say (it sends in the background and answers 204
// whatever happens). The link is a password-reset token of PocketBase's own shape, valid for
// MODERATOR_INVITE_DAYS, that /adminclave confirms through the moderators' confirm-password-reset.
const { MODERATOR_INVITE_DAYS, moderatorInviteMail } = require(`${__hooks}/lib/domain.generated.js`)
const { sendBilingual } = require(`${__hooks}/lib/mail.js`)
const { claimMail } = require(`${__hooks}/lib/mail-budget.js`)

/** PocketBase's password-reset token (core/record_tokens.go NewPasswordResetToken) with a longer life. */
function inviteToken(record) {
  const collection = record.collection()
  return $security.createJWT(
    { type: 'passwordReset', id: record.id, collectionId: collection.id, email: record.email() },
    record.tokenKey() + collection.passwordResetToken.secret,
    MODERATOR_INVITE_DAYS * 24 * 60 * 60,
  )
}

/**
 * Mails `record` its invitation now, within the recipient's budget (src/domain/mail-budgets.ts);
 * throws when the mail server refuses it. A held invitation is logged and answered like a sent one:
 * the earlier invitations' links, valid for MODERATOR_INVITE_DAYS, still open the seat.
 */
function mailInvite(app, record) {
  if (!claimMail(app, 'moderatorInvite', record.email())) {
    app.logger().warn('moderator invitation held: the recipient budget of this window is spent', 'moderator', record.id)
    return
  }
  const mail = moderatorInviteMail(app.settings().meta.appURL, inviteToken(record), record.getString('name') || record.email())
  sendBilingual(app, record.email(), mail.subject, mail.es, mail.en)
}

/** Mails the invitation; answers what happened, a refusal of the mail server included (502). */
function invite(e) {
  const body = e.requestInfo().body || {}
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
  if (email === '') throw new BadRequestError('The field "email" is required.')
  let record
  try {
    record = e.app.findAuthRecordByEmail('moderators', email)
  } catch (_) {
    throw new NotFoundError(`No moderator has the e-mail ${email}.`)
  }
  try {
    mailInvite(e.app, record)
  } catch (err) {
    e.app.logger().error('moderator invitation: the mail server refused it', 'email', email, 'error', String(err))
    return e.json(502, { status: 502, message: `The mail server refused the invitation to ${email}: ${String(err)}`, data: {} })
  }
  return e.json(200, { sent: true, email: email, days: MODERATOR_INVITE_DAYS })
}

module.exports = { invite: invite, mailInvite: mailInvite }

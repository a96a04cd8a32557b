/// <reference path="../types/pocketbase-jsvm.d.ts" />

// Every mail of PocketBase's own that a stranger can trigger is budgeted per recipient
// (lib/mail-budget.js, src/domain/mail-budgets.ts): not calling e.next() skips the send
// (mails/record.go: the send is the last handler of the hook's chain). The requests answer alike
// whether the mail went or was held: reset and verification 204 (sent in the background),
// e-mail change 204, request-otp its otpId.
onMailerRecordPasswordResetSend((e) => require(`${__hooks}/lib/mail-budget.js`).sendWithinBudget(e, 'passwordReset'))
onMailerRecordVerificationSend((e) => require(`${__hooks}/lib/mail-budget.js`).sendWithinBudget(e, 'verification'))
onMailerRecordEmailChangeSend((e) => require(`${__hooks}/lib/mail-budget.js`).sendWithinBudget(e, 'emailChange'))
onMailerRecordOTPSend((e) => require(`${__hooks}/lib/mail-budget.js`).sendWithinBudget(e, 'otp'))

cronAdd('miMailBudgetsSweep', '*/15 * * * *', () => {
  require(`${__hooks}/lib/mail-budget.js`).sweep($app)
})

/// <reference path="../types/pocketbase-jsvm.d.ts" />

// The new-location alert, on Chile's clock in both language blocks (lib/auth-alert.js). A stranger can
// make one (sign up with someone's address, sign in with a new User-Agent each time): only verified
// addresses get it, within their per-recipient budget (lib/mail-budget.js).
onMailerRecordAuthAlertSend((e) => {
  if (e.record && !e.record.verified()) return
  const { alertInChileTime } = require(`${__hooks}/lib/auth-alert.js`)
  e.message.html = alertInChileTime(e.message.html, String(e.meta.info))
  require(`${__hooks}/lib/mail-budget.js`).sendWithinBudget(e, 'authAlert')
})

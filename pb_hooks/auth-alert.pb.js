/// <reference path="../types/pocketbase-jsvm.d.ts" />

// The new-location alert, on Chile's clock in both language blocks (lib/auth-alert.js).
onMailerRecordAuthAlertSend((e) => {
  const { alertInChileTime } = require(`${__hooks}/lib/auth-alert.js`)
  e.message.html = alertInChileTime(e.message.html, String(e.meta.info))
  e.next()
})

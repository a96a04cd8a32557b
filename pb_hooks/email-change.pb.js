/// <reference path="../types/pocketbase-jsvm.d.ts" />

// E-mail change (issue #28): PocketBase's own flow (request-email-change mails the new address a link
// to the site's /emailchange, which confirms it with the current password). Once it is confirmed, the
// address it replaced hears of it in both languages: if someone else took over the account, its owner
// learns it at the address they still read. A refused notice is logged; the change stands.
onRecordConfirmEmailChangeRequest((e) => {
  const before = e.record.email()
  // An address never verified is not known to be its owner's (a stranger's sign-up): no notice to it.
  const wasVerified = e.record.verified()
  e.next()
  const after = e.record.email()
  if (!before || before === after || !wasVerified) return
  if (!require(`${__hooks}/lib/mail-budget.js`).claimMail(e.app, 'emailChangeNotice', before)) return
  const { EVENT } = require(`${__hooks}/lib/domain.generated.js`)
  const { sendBilingual } = require(`${__hooks}/lib/mail.js`)
  const contact = e.app.settings().meta.appURL + '/privacidad'
  try {
    sendBilingual(
      e.app,
      before,
      EVENT.name + ': tu correo cambió / your e-mail changed',
      [
        'El correo de tu cuenta en ' + EVENT.name + ' se cambió a ' + after + '. Desde ahora inicias sesión y recibes tus entradas allí.',
        'Si no fuiste tú, escríbenos de inmediato: el correo de contacto está en ' + contact + '.',
      ],
      [
        'The e-mail of your ' + EVENT.name + ' account was changed to ' + after + '. From now on you log in and receive your tickets there.',
        'If this was not you, write to us at once: the contact address is on ' + contact + '.',
      ],
    )
  } catch (err) {
    e.app.logger().warn('e-mail change notice to the previous address not sent', 'user', e.record.id, 'error', String(err))
  }
}, 'users')

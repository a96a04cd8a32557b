// Bilingual mails about an attendee's own data (Spanish first, then English), sent through
// PocketBase's SMTP settings. The event's name comes from src/domain/event.ts like every other mail's.
const { EVENT } = require(`${__hooks}/lib/domain.generated.js`)

const MAILS = {
  deleted: {
    subject: 'Tu cuenta fue eliminada · Your account was deleted — ' + EVENT.name,
    es: [
      'Eliminamos tu cuenta de ' + EVENT.name + ' junto con tu perfil, tus datos legales y tus datos de salud.',
      'Por obligación contable conservamos, sin tu nombre, correo, documento ni fecha de nacimiento, las entradas pagadas, los pagos, sus órdenes de compra y montos.',
      'Si no fuiste tú, escríbenos respondiendo este correo.',
    ],
    en: [
      'We deleted your ' + EVENT.name + ' account together with your profile, your legal data and your health data.',
      'Because accounting law requires it we keep, without your name, e-mail, document or date of birth, the paid tickets, the payments, their order ids and amounts.',
      'If this was not you, write to us by replying to this e-mail.',
    ],
  },
}

const { sendBilingual } = require(`${__hooks}/lib/mail.js`)

function send(app, to, kind) {
  const mail = MAILS[kind]
  sendBilingual(app, to, mail.subject, mail.es, mail.en)
}

module.exports = { send: send }

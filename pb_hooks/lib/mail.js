// A bilingual mail through PocketBase's SMTP settings, in the layout every mail of the site has
// (src/domain/mail-layout.ts).
const { bilingualBody } = require(`${__hooks}/lib/domain.generated.js`)

/** Sends a ready mail (subject, html, text) to `to`; throws when SMTP refuses. */
function sendMail(app, to, mail) {
  const meta = app.settings().meta
  app.newMailClient().send(
    new MailerMessage({
      from: { address: meta.senderAddress, name: meta.senderName },
      to: [{ address: to }],
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
    }),
  )
}

/** Sends `es` then `en` (lists of paragraphs) to `to`; throws when SMTP refuses. */
function sendBilingual(app, to, subject, es, en) {
  const body = bilingualBody(es, en)
  sendMail(app, to, { subject: subject, html: body.html, text: body.text })
}

module.exports = { sendBilingual: sendBilingual, sendMail: sendMail }

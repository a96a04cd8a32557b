/// <reference path="../types/pocketbase-jsvm.d.ts" />
// Every mail PocketBase itself sends to attendees and moderators, in the layout of every other mail of
// the site (src/domain/mail-layout.ts: a Spanish block, a rule, an English block). Moderators still got
// PocketBase's English verification, e-mail change and new-location mails, attendees its English code
// mail. The moderators' address is managed by the organisers (pb:setup), so their verification and
// e-mail change mails link nowhere: the site has no page for them and the dashboard is not served.
// The alert's {ALERT_INFO} time is rewritten to Chile's clock by pb_hooks/auth-alert.pb.js.
migrate(
  (app) => {
    /** A template in the bilingual layout: each side a list of HTML paragraphs. */
    const bilingual = (subject, es, en) => ({
      subject: subject,
      body: '<div lang="es">' + es.join('\n') + '</div><hr><div lang="en">' + en.join('\n') + '\n<p>— {APP_NAME}</p></div>',
    })

    const code = bilingual(
      'Tu código de acceso · Your sign-in code — {APP_NAME}',
      ['<p>Tu código de acceso es <strong>{OTP}</strong>. Vence en 5 minutos.</p>', '<p>Si no intentaste entrar, cambia tu contraseña y avisa al equipo.</p>'],
      ['<p>Your sign-in code is <strong>{OTP}</strong>. It expires in 5 minutes.</p>', '<p>If you did not try to sign in, change your password and tell the team.</p>'],
    )
    const alert = (ifNotYouEs, ifNotYouEn) =>
      bilingual(
        'Inicio de sesión desde un lugar nuevo · Login from a new location — {APP_NAME}',
        ['<p>¡Hola!</p>', '<p>Vimos un inicio de sesión en tu cuenta de {APP_NAME} desde un lugar nuevo:</p>', '<p><em>{ALERT_INFO}</em></p>', '<p><strong>' + ifNotYouEs + '</strong></p>', '<p>Si fuiste tú, ignora este correo.</p>'],
        ['<p>Hi!</p>', '<p>We noticed a login to your {APP_NAME} account from a new location:</p>', '<p><em>{ALERT_INFO}</em></p>', '<p><strong>' + ifNotYouEn + '</strong></p>', '<p>If this was you, ignore this e-mail.</p>'],
      )

    const users = app.findCollectionByNameOrId('users')
    users.verificationTemplate = /** @type {any} */ (
      bilingual(
        'Confirma tu correo · Confirm your e-mail — {APP_NAME}',
        ['<p>¡Hola!</p>', '<p>Gracias por registrarte en {APP_NAME}. Confirma tu correo con este enlace:</p>', '<p><a href="{APP_URL}/mailverification?token={TOKEN}">Confirmar mi correo</a></p>'],
        ['<p>Hi!</p>', '<p>Thanks for signing up for {APP_NAME}. Confirm your e-mail with this link:</p>', '<p><a href="{APP_URL}/mailverification?token={TOKEN}">Confirm my e-mail</a></p>'],
      )
    )
    users.resetPasswordTemplate = /** @type {any} */ (
      bilingual(
        'Restablece tu contraseña · Reset your password — {APP_NAME}',
        ['<p>¡Hola!</p>', '<p>Recibimos una solicitud para cambiar tu contraseña. Si fuiste tú, usa este enlace:</p>', '<p><a href="{APP_URL}/pswrdreset?token={TOKEN}">Crear una nueva contraseña</a></p>', '<p>Si no lo pediste, ignora este correo.</p>'],
        ['<p>Hi!</p>', '<p>We received a request to change your password. If it was you, use this link:</p>', '<p><a href="{APP_URL}/pswrdreset?token={TOKEN}">Choose a new password</a></p>', '<p>If you did not ask for it, ignore this e-mail.</p>'],
      )
    )
    users.confirmEmailChangeTemplate = /** @type {any} */ (
      bilingual(
        'Confirma tu nuevo correo · Confirm your new e-mail — {APP_NAME}',
        [
          '<p>¡Hola!</p>',
          '<p>Pediste usar esta dirección como tu nuevo correo en {APP_NAME}. Confírmalo con este enlace (te pediremos tu contraseña actual):</p>',
          '<p><a href="{APP_URL}/emailchange?token={TOKEN}">Confirmar mi nuevo correo</a></p>',
          '<p>Si no lo pediste, ignora este correo: tu cuenta no cambia.</p>',
        ],
        [
          '<p>Hi!</p>',
          '<p>You asked to use this address as your new e-mail at {APP_NAME}. Confirm it with this link (we will ask for your current password):</p>',
          '<p><a href="{APP_URL}/emailchange?token={TOKEN}">Confirm my new e-mail</a></p>',
          '<p>If you did not ask for it, ignore this e-mail: your account does not change.</p>',
        ],
      )
    )
    users.otp.emailTemplate = /** @type {any} */ (code)
    users.authAlert = /** @type {any} */ ({
      enabled: users.authAlert.enabled,
      emailTemplate: alert(
        'Si no fuiste tú, cambia de inmediato tu contraseña en {APP_URL}/recover: eso cierra la sesión en todos los demás lugares.',
        'If this was not you, change your password right away at {APP_URL}/recover: that signs you out everywhere else.',
      ),
    })
    app.save(users)

    const moderators = app.findCollectionByNameOrId('moderators')
    moderators.verificationTemplate = /** @type {any} */ (
      bilingual(
        'Tu correo de moderación · Your moderator e-mail — {APP_NAME}',
        ['<p>¡Hola!</p>', '<p>Tu correo de moderación queda confirmado cuando eliges tu contraseña con el enlace de tu invitación.</p>', '<p>Si no pediste este correo, ignóralo.</p>'],
        ['<p>Hi!</p>', '<p>Your moderator e-mail is confirmed when you choose your password with the link in your invitation.</p>', '<p>If you did not ask for this e-mail, ignore it.</p>'],
      )
    )
    moderators.resetPasswordTemplate = /** @type {any} */ (
      bilingual(
        'Tu contraseña de moderación · Your moderator password — {APP_NAME}',
        [
          '<p>¡Hola!</p>',
          '<p>Recibimos una solicitud para crear o cambiar tu contraseña de moderación. Si fuiste tú, usa este enlace:</p>',
          '<p><a href="{APP_URL}/adminclave?token={TOKEN}">Elegir mi contraseña</a></p>',
          '<p>Después entra en {APP_URL}/adminlogin: te enviaremos un código de acceso a este correo.</p>',
          '<p>Si no lo pediste, ignora este correo.</p>',
        ],
        [
          '<p>Hi!</p>',
          '<p>We received a request to set or change your moderator password. If it was you, use this link:</p>',
          '<p><a href="{APP_URL}/adminclave?token={TOKEN}">Choose my password</a></p>',
          '<p>Then sign in at {APP_URL}/adminlogin: we will send an access code to this e-mail.</p>',
          '<p>If you did not ask for it, ignore this e-mail.</p>',
        ],
      )
    )
    moderators.confirmEmailChangeTemplate = /** @type {any} */ (
      bilingual(
        'Cambio de correo de moderación · Moderator e-mail change — {APP_NAME}',
        ['<p>¡Hola!</p>', '<p>Los correos del equipo de moderación los cambia la organización: pídeselo a ella.</p>', '<p>Si no pediste este cambio, ignora este correo y avisa al equipo.</p>'],
        ['<p>Hi!</p>', '<p>The organisers change the moderation team’s e-mails: ask them to.</p>', '<p>If you did not ask for this change, ignore this e-mail and tell the team.</p>'],
      )
    )
    moderators.otp.emailTemplate = /** @type {any} */ (code)
    moderators.authAlert = /** @type {any} */ ({
      enabled: moderators.authAlert.enabled,
      emailTemplate: alert(
        'Si no fuiste tú, avisa de inmediato a la organización: te enviará un enlace nuevo para cambiar tu contraseña.',
        'If this was not you, tell the organisers right away: they will send you a new link to change your password.',
      ),
    })
    app.save(moderators)
  },
  () => {
    // Templates are content: going down keeps them.
  },
)

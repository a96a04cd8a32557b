/// <reference path="../types/pocketbase-jsvm.d.ts" />
// Moderators and superusers sign in with their password AND a one-time code sent by e-mail
// (PocketBase MFA). The functions' service superuser, under the reserved `.invalid` domain where no
// code can arrive, is answered by pb_hooks/service-account.pb.js instead (docs/security.md).
migrate(
  (app) => {
    const otpTemplate = /** @type {any} */ ({
      subject: 'Tu código de acceso · Your sign-in code — {APP_NAME}',
      body: [
        '<p>Tu código de acceso es <strong>{OTP}</strong>. Vence en 5 minutos.</p>',
        '<p>Si no intentaste entrar, cambia tu contraseña y avisa al equipo.</p>',
        '<hr>',
        '<p>Your sign-in code is <strong>{OTP}</strong>. It expires in 5 minutes.</p>',
        '<p>If you did not try to sign in, change your password and tell the team.</p>',
        '<p>— {APP_NAME}</p>',
      ].join('\n'),
    })
    const moderators = app.findCollectionByNameOrId('moderators')
    moderators.otp.enabled = true
    moderators.otp.duration = 300
    moderators.otp.length = 8
    moderators.otp.emailTemplate = otpTemplate
    moderators.mfa.enabled = true
    moderators.mfa.duration = 600
    moderators.mfa.rule = ''
    app.save(moderators)

    const superusers = app.findCollectionByNameOrId('_superusers')
    superusers.otp.enabled = true
    superusers.otp.duration = 300
    superusers.otp.length = 8
    superusers.otp.emailTemplate = otpTemplate
    superusers.mfa.enabled = true
    superusers.mfa.duration = 600
    app.save(superusers)
  },
  (app) => {
    for (const name of ['moderators', '_superusers']) {
      const collection = app.findCollectionByNameOrId(name)
      collection.otp.enabled = false
      collection.mfa.enabled = false
      app.save(collection)
    }
  },
)

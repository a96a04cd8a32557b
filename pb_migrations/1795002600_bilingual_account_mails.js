/// <reference path="../types/pocketbase-jsvm.d.ts" />
// The two account mails PocketBase still sent in English with links to its dashboard: the e-mail
// change confirmation now links to the site's own page (/emailchange, which asks for the current
// password) and the new-location alert reads in both languages. Spanish first, as every mail here.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users')
    users.confirmEmailChangeTemplate = /** @type {any} */ ({
      subject: 'Confirma tu nuevo correo · Confirm your new e-mail — {APP_NAME}',
      body: [
        '<p>¡Hola!</p>',
        '<p>Pediste usar esta dirección como tu nuevo correo en {APP_NAME}. Confírmalo con este enlace (te pediremos tu contraseña actual):</p>',
        '<p><a href="{APP_URL}/emailchange?token={TOKEN}">Confirmar mi nuevo correo</a></p>',
        '<p>Si no lo pediste, ignora este correo: tu cuenta no cambia.</p>',
        '<hr>',
        '<p>Hi!</p>',
        '<p>You asked to use this address as your new e-mail at {APP_NAME}. Confirm it with this link (we will ask for your current password):</p>',
        '<p><a href="{APP_URL}/emailchange?token={TOKEN}">Confirm my new e-mail</a></p>',
        '<p>If you did not ask for it, ignore this e-mail: your account does not change.</p>',
        '<p>— {APP_NAME}</p>',
      ].join('\n'),
    })
    users.authAlert = /** @type {any} */ ({
      enabled: users.authAlert.enabled,
      emailTemplate: {
        subject: 'Inicio de sesión desde un lugar nuevo · Login from a new location — {APP_NAME}',
        body: [
          '<p>¡Hola!</p>',
          '<p>Vimos un inicio de sesión en tu cuenta de {APP_NAME} desde un lugar nuevo:</p>',
          '<p><em>{ALERT_INFO}</em></p>',
          '<p><strong>Si no fuiste tú, cambia de inmediato tu contraseña en {APP_URL}/recover: eso cierra la sesión en todos los demás lugares.</strong></p>',
          '<p>Si fuiste tú, ignora este correo.</p>',
          '<hr>',
          '<p>Hi!</p>',
          '<p>We noticed a login to your {APP_NAME} account from a new location:</p>',
          '<p><em>{ALERT_INFO}</em></p>',
          '<p><strong>If this was not you, change your password right away at {APP_URL}/recover: that signs you out everywhere else.</strong></p>',
          '<p>If this was you, ignore this e-mail.</p>',
          '<p>— {APP_NAME}</p>',
        ].join('\n'),
      },
    })
    app.save(users)
  },
  () => {
    // Templates are content: going down keeps them.
  },
)

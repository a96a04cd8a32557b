/// <reference path="../types/pocketbase-jsvm.d.ts" />
// A moderator's password-reset mail linked to PocketBase's dashboard (/_/#/auth/confirm-password-reset/…),
// which the production site does not serve (the SPA answers /404; only Vite forwards /_ locally). It
// now links to the site's /adminclave page, in both languages, like the invitations of pb:setup
// (pb_hooks/lib/moderator-invite.js); /adminclave confirms through the moderators' own API.
migrate(
  (app) => {
    const moderators = app.findCollectionByNameOrId('moderators')
    moderators.resetPasswordTemplate = /** @type {any} */ ({
      subject: 'Tu contraseña de moderación · Your moderator password — {APP_NAME}',
      body: [
        '<p>¡Hola!</p>',
        '<p>Recibimos una solicitud para crear o cambiar tu contraseña de moderación. Si fuiste tú, usa este enlace:</p>',
        '<p><a href="{APP_URL}/adminclave?token={TOKEN}">Elegir mi contraseña</a></p>',
        '<p>Después entra en {APP_URL}/adminlogin: te enviaremos un código de acceso a este correo.</p>',
        '<p>Si no lo pediste, ignora este correo.</p>',
        '<hr>',
        '<p>Hi!</p>',
        '<p>We received a request to set or change your moderator password. If it was you, use this link:</p>',
        '<p><a href="{APP_URL}/adminclave?token={TOKEN}">Choose my password</a></p>',
        '<p>Then sign in at {APP_URL}/adminlogin: we will send an access code to this e-mail.</p>',
        '<p>If you did not ask for it, ignore this e-mail.</p>',
        '<p>— {APP_NAME}</p>',
      ].join('\n'),
    })
    app.save(moderators)
  },
  () => {
    // Templates are content: going down keeps them.
  },
)

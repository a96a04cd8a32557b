/// <reference path="../types/pocketbase-jsvm.d.ts" />
// Accounts: the built-in `users` auth collection (login by e-mail or username, avatar rules, SPA mail
// links) and a separate `moderators` auth collection with no public sign-up.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users')

    users.fields.add(
      new TextField({
        name: 'username',
        required: true,
        presentable: true,
        max: 30,
        pattern: '^[A-Za-z0-9_.-]{3,30}$',
        // SPEC §5: a username of the form "users" + digits means "not chosen yet".
        autogeneratePattern: 'users[0-9]{8}',
      }),
    )
    const name = users.fields.getByName('name')
    name.max = 100
    const avatar = users.fields.getByName('avatar')
    avatar.mimeTypes = ['image/jpeg', 'image/png']
    avatar.maxSize = 2242880
    avatar.maxSelect = 1
    avatar.thumbs = ['96x96', '256x256']

    users.addIndex('idx_users_username', true, 'username COLLATE NOCASE', '')
    users.passwordAuth = /** @type {any} */ ({ enabled: true, identityFields: ['email', 'username'] })
    users.listRule = "@request.auth.collectionName = 'users' && id = @request.auth.id"
    users.viewRule = "@request.auth.collectionName = 'users' && id = @request.auth.id"
    users.createRule = ''
    users.updateRule = "@request.auth.collectionName = 'users' && id = @request.auth.id"
    users.deleteRule = null
    users.manageRule = null

    users.verificationTemplate = /** @type {any} */ ({
      subject: 'Confirma tu correo · Confirm your e-mail — {APP_NAME}',
      body: [
        '<p>¡Hola!</p>',
        '<p>Gracias por registrarte en {APP_NAME}. Confirma tu correo con este enlace:</p>',
        '<p><a href="{APP_URL}/mailverification?token={TOKEN}">Confirmar mi correo</a></p>',
        '<hr>',
        '<p>Hi!</p>',
        '<p>Thanks for signing up for {APP_NAME}. Confirm your e-mail with this link:</p>',
        '<p><a href="{APP_URL}/mailverification?token={TOKEN}">Confirm my e-mail</a></p>',
        '<p>— {APP_NAME}</p>',
      ].join('\n'),
    })
    users.resetPasswordTemplate = /** @type {any} */ ({
      subject: 'Restablece tu contraseña · Reset your password — {APP_NAME}',
      body: [
        '<p>¡Hola!</p>',
        '<p>Recibimos una solicitud para cambiar tu contraseña. Si fuiste tú, usa este enlace:</p>',
        '<p><a href="{APP_URL}/pswrdreset?token={TOKEN}">Crear una nueva contraseña</a></p>',
        '<p>Si no lo pediste, ignora este correo.</p>',
        '<hr>',
        '<p>Hi!</p>',
        '<p>We received a request to change your password. If it was you, use this link:</p>',
        '<p><a href="{APP_URL}/pswrdreset?token={TOKEN}">Choose a new password</a></p>',
        '<p>If you did not ask for it, ignore this e-mail.</p>',
        '<p>— {APP_NAME}</p>',
      ].join('\n'),
    })
    app.save(users)

    const moderators = new Collection({
      type: 'auth',
      name: 'moderators',
      listRule: "@request.auth.collectionName = 'moderators' && id = @request.auth.id",
      viewRule: "@request.auth.collectionName = 'moderators' && id = @request.auth.id",
      createRule: null,
      updateRule: null,
      deleteRule: null,
      manageRule: null,
      passwordAuth: { enabled: true, identityFields: ['email'] },
      authToken: { duration: 8 * 60 * 60 },
      fields: [
        { type: 'text', name: 'name', max: 100 },
        { type: 'autodate', name: 'created', onCreate: true },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
    })
    app.save(moderators)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('moderators'))
    const users = app.findCollectionByNameOrId('users')
    users.removeIndex('idx_users_username')
    users.passwordAuth = /** @type {any} */ ({ enabled: true, identityFields: ['email'] })
    users.fields.removeByName('username')
    // Back to PocketBase's defaults for the built-in collection (the mail templates keep the SPA links).
    const name = users.fields.getByName('name')
    name.max = 255
    const avatar = users.fields.getByName('avatar')
    avatar.mimeTypes = ['image/jpeg', 'image/png', 'image/svg+xml', 'image/gif', 'image/webp']
    avatar.maxSize = 0
    avatar.thumbs = []
    const ownRecord = 'id = @request.auth.id'
    users.listRule = ownRecord
    users.viewRule = ownRecord
    users.createRule = ''
    users.updateRule = ownRecord
    users.deleteRule = ownRecord
    app.save(users)
  },
)

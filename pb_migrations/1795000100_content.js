/// <reference path="../types/pocketbase-jsvm.d.ts" />
// Public content: partner communities (Amigos) and the site-wide alert banner.
migrate(
  (app) => {
    const isModerator = "@request.auth.collectionName = 'moderators'"
    app.save(
      new Collection({
        type: 'base',
        name: 'Amigos',
        listRule: '',
        viewRule: '',
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: 'text', name: 'Nombre', required: true, max: 80, presentable: true },
          { type: 'url', name: 'Url', required: true },
          {
            type: 'file',
            name: 'Image',
            maxSelect: 1,
            maxSize: 2242880,
            mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'],
            thumbs: ['256x256'],
          },
          { type: 'autodate', name: 'created', onCreate: true },
          { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
        ],
      }),
    )
    app.save(
      new Collection({
        type: 'base',
        name: 'AlertBanner',
        listRule: '',
        viewRule: '',
        createRule: null,
        // Moderators switch the banner; nothing else about the record may change.
        updateRule: isModerator,
        deleteRule: null,
        fields: [
          { type: 'select', name: 'status', maxSelect: 1, values: ['None', 'No', 'Warn', 'Ok', 'Soon', 'Wait'] },
          { type: 'autodate', name: 'created', onCreate: true },
          { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
        ],
      }),
    )
  },
  (app) => {
    for (const name of ['AlertBanner', 'Amigos']) app.delete(app.findCollectionByNameOrId(name))
  },
)

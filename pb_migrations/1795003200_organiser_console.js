/// <reference path="../types/pocketbase-jsvm.d.ts" />
// The organiser console (issue #27): organisers are moderators with `organizador` set (docs/decisions.md,
// "Organisers are moderators with one more right"). They create and edit ticket types (code, price,
// names, image; a new type starts as a draft and gets its remaining-quantity row in the same
// transaction, pb_hooks/organiser-console.pb.js), delete a draft nobody asked for, keep the partner
// communities, and invite or remove moderators through /api/mi/organiser/moderators. Any moderator may
// create the banner record on first use (one only: the same hook refuses a second).
migrate(
  (app) => {
    const isModerator = "@request.auth.collectionName = 'moderators'"
    const isOrganiser = `${isModerator} && @request.auth.organizador = true`
    const unchanged = (...fields) => fields.map((f) => `@request.body.${f}:changed = false`).join(' && ')

    const moderators = app.findCollectionByNameOrId('moderators')
    moderators.fields.add(new BoolField({ name: 'organizador' }))
    app.save(moderators)

    const types = app.findCollectionByNameOrId('Entradas')
    types.createRule = `${isOrganiser} && @request.body.Estado = 'creada'`
    // Moderators still switch availability only; organisers also edit code (while a draft), price, names and image.
    types.updateRule = `${isModerator} && ((${unchanged('Tipo', 'ValorCLP', 'Nombre', 'NombreIngles', 'Imagen', 'listaEspera')}) || (@request.auth.organizador = true && (@request.body.Tipo:changed = false || Estado = 'creada')))`
    types.deleteRule = `${isOrganiser} && Estado = 'creada'`
    app.save(types)

    const partners = app.findCollectionByNameOrId('Amigos')
    partners.createRule = isOrganiser
    partners.updateRule = isOrganiser
    partners.deleteRule = isOrganiser
    app.save(partners)

    const banner = app.findCollectionByNameOrId('AlertBanner')
    banner.createRule = isModerator
    app.save(banner)
  },
  (app) => {
    const isModerator = "@request.auth.collectionName = 'moderators'"
    const banner = app.findCollectionByNameOrId('AlertBanner')
    banner.createRule = null
    app.save(banner)
    const partners = app.findCollectionByNameOrId('Amigos')
    partners.createRule = null
    partners.updateRule = null
    partners.deleteRule = null
    app.save(partners)
    const types = app.findCollectionByNameOrId('Entradas')
    types.createRule = null
    types.updateRule = `${isModerator} && @request.body.Tipo:changed = false && @request.body.ValorCLP:changed = false && @request.body.Nombre:changed = false && @request.body.NombreIngles:changed = false && @request.body.Imagen:changed = false`
    types.deleteRule = null
    app.save(types)
    const moderators = app.findCollectionByNameOrId('moderators')
    moderators.fields.removeByName('organizador')
    app.save(moderators)
  },
)

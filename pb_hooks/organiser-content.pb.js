/// <reference path="../types/pocketbase-jsvm.d.ts" />

// Organiser content: both languages on every save (dashboard, API, migrations), https-only web
// addresses (partners included), square staff avatars like profile pictures, and an audit row for every moderator change. See
// pb_hooks/lib/organiser-content.js and docs/decisions.md.

onRecordValidate(
  (e) => {
    const content = require(`${__hooks}/lib/organiser-content.js`)
    const errors = content.errors(e.record, e.record.collection().name)
    if (Object.keys(errors).length > 0) throw new BadRequestError(content.summary(errors), errors)
    e.next()
  },
  'ContenidoOrganizador',
  'Equipo',
  'Amigos',
)

onRecordValidate((e) => {
  e.next()
  require(`${__hooks}/lib/square-avatar.js`).assertSquareAvatar(e.record, 'La imagen debe ser cuadrada. · Make sure your image has a square ratio.')
}, 'Equipo')

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/audit.js`).run(e, 'create')
}, 'Equipo')

onRecordUpdateRequest(
  (e) => {
    require(`${__hooks}/lib/audit.js`).run(e, 'update')
  },
  'ContenidoOrganizador',
  'Equipo',
)

onRecordDeleteRequest((e) => {
  require(`${__hooks}/lib/audit.js`).run(e, 'delete')
}, 'Equipo')

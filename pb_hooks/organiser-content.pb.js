/// <reference path="../types/pocketbase-jsvm.d.ts" />

// Organiser content: both languages on every save (dashboard, API, migrations), square staff
// avatars like profile pictures, and an audit row for every moderator change. See
// pb_hooks/lib/organiser-content.js and docs/decisions.md.

onRecordValidate(
  (e) => {
    const content = require(`${__hooks}/lib/organiser-content.js`)
    const errors = content.errors(e.record, e.record.collection().name)
    if (Object.keys(errors).length > 0) throw new BadRequestError(content.SUMMARY, errors)
    e.next()
  },
  'ContenidoOrganizador',
  'Equipo',
)

onRecordValidate((e) => {
  e.next()
  const files = e.record.getUnsavedFiles('avatar')
  if (!files || files.length === 0) return
  const { imageSize } = require(`${__hooks}/lib/image-size.js`)
  const reader = files[0].reader.open()
  let size
  try {
    size = imageSize(toBytes(reader, 512 * 1024))
  } finally {
    reader.close()
  }
  if (!size || size.width !== size.height || size.width === 0) {
    const message = 'La imagen debe ser cuadrada. · Make sure your image has a square ratio.'
    throw new BadRequestError(message, { avatar: new ValidationError('validation_not_square', message) })
  }
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

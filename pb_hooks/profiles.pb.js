/// <reference path="../types/pocketbase-jsvm.d.ts" />

// Legal data is locked once saved: only a superuser (the audited updateuserlegal function) corrects it.
// The update rule has already passed here, so the answer reveals nothing to someone who is not the owner.
onRecordUpdateRequest((e) => {
  if (e.hasSuperuserAuth()) return e.next()
  const original = e.record.original()
  const sealed = require(`${__hooks}/lib/document-crypto.js`)
  const errors = {}
  for (const field of ['numDocumento', 'tipoDocumento', 'paisDocumento', 'nombreEnDocumento', 'bdate']) {
    // getString: a date field holds a DateTime object, which String() would not compare by value. The
    // number is stored encrypted: the same number sent again is no change.
    const changed = field === sealed.FIELD ? sealed.numberOf(original) !== sealed.plainNumber(e.record) : original.getString(field) !== e.record.getString(field)
    if (changed) {
      errors[field] = new ValidationError('validation_locked', 'This field cannot be changed once saved.')
    }
  }
  if (Object.keys(errors).length > 0) {
    throw new BadRequestError('Legal information cannot be changed once saved.', errors)
  }
  e.next()
}, 'userLegalInfoPaws')

// Avatars must be square (SPEC §5); type and size are already checked by the field options.
onRecordValidate((e) => {
  e.next()
  require(`${__hooks}/lib/square-avatar.js`).assertSquareAvatar(e.record, 'Make sure your image has a square ratio.')
}, 'users')

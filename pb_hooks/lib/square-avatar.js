// Avatars must be square (SPEC §5): attendees' profile pictures and the staff's alike. Type and size
// are checked by the field options; the measuring is src/domain's (imageSize, isSquare).
const { imageSize, isSquare } = require(`${__hooks}/lib/domain.generated.js`)

/** Throws a 400 on `avatar` when the file being saved on `record` is not a square image. */
function assertSquareAvatar(record, message) {
  const files = record.getUnsavedFiles('avatar')
  if (!files || files.length === 0) return
  const reader = files[0].reader.open()
  let size
  try {
    size = imageSize(toBytes(reader, 512 * 1024))
  } finally {
    reader.close()
  }
  if (!isSquare(size)) throw new BadRequestError(message, { avatar: new ValidationError('validation_not_square', message) })
}

module.exports = { assertSquareAvatar }

// Keyed hash of an identity document's comparison key (src/domain/identity-document.ts). Only the
// hash is compared and kept (also after an account is deleted, for bans); a plain hash of a RUT could
// be reversed by trying every number, so it is an HMAC with a server-side key.
function documentHash(key) {
  const secret = $os.getenv('PB_DOCUMENT_HASH_KEY')
  if (!secret || secret.length < 16) {
    throw new InternalServerError('PB_DOCUMENT_HASH_KEY is not set on the PocketBase server.')
  }
  return $security.hs256(key, secret)
}

module.exports = { documentHash: documentHash }

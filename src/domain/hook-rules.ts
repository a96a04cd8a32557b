// The domain rules PocketBase's hooks run, bundled by scripts/build-hook-domain.ts into
// pb_hooks/lib/domain.generated.js (the JS VM cannot import TypeScript).
export { BAN_THRESHOLD } from './ban'
export { documentKey, documentProblem, isValidRut, isPassportShape, normaliseDocumentNumber } from './identity-document'
export { EVENT } from './event'
export { heldTicket, offerAction, isRequestableAction } from './held-ticket'

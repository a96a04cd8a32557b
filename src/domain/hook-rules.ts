// The domain rules PocketBase's hooks run, bundled by scripts/build-hook-domain.ts into
// pb_hooks/lib/domain.generated.js (the JS VM cannot import TypeScript). Only modules that run in
// goja belong here: no Intl, no Web APIs (tests/unit/hook-domain.test.ts loads the bundle without them).
export { BAN_THRESHOLD, isBanned } from './ban'
export { canonicalCountry, documentKey, documentProblem, isValidRut, isPassportShape, maskDocumentNumber, normaliseDocumentNumber } from './identity-document'
export { EVENT } from './event'
export { eventEndDate, eventEndsAt } from './event-end'
export { imageSize, isSquare } from './image-size'
export { LEVELS, parseTicketCode } from './ticket-levels'
export { formatOrderId, parseOrderId, ORDER_ID_PATTERN } from './order-id'
export { amountDue, formatClp } from './money'
export { DEVICE_ID_PATTERN, isRecordId, isWebpayToken, RECORD_ID_PATTERN, WEBPAY_TOKEN_PATTERN } from './ids'
export { PHONE_MAX, PHONE_PATTERN, SHIRT_SIZES } from './validation'
export { CONTACT_NAME_MAX, DOCUMENT_NUMBER_PATTERN, HEALTH_TEXT_MAX } from './profile-rules'
export { bilingualBody } from './mail-layout'
export { heldTicket, offerAction, isRequestableAction } from './held-ticket'
export { isUnsetUsername, pickUnsetUsername } from './account'
export { isWebAddress } from './web-address'
export { LOCAL_DOCUMENT_HASH_KEY, LOCAL_HEALTH_KEY } from './local-secrets'

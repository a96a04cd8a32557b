/** PocketBase record ids: 15 lowercase letters or digits (the default id field). */
export const RECORD_ID_PATTERN = /^[a-z0-9]{15}$/

/** Webpay Plus transaction tokens as Webpay issues them: 64 lowercase hex characters (payments.md §1). */
export const WEBPAY_TOKEN_PATTERN = /^[0-9a-f]{64}$/

/** A door device's own id (the scanner makes one per browser): letters, digits and dashes. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/

export const isRecordId = (value: unknown): value is string => typeof value === 'string' && RECORD_ID_PATTERN.test(value)
export const isWebpayToken = (value: unknown): value is string => typeof value === 'string' && WEBPAY_TOKEN_PATTERN.test(value)

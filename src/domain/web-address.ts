/**
 * A web address organisers may publish (partner sites, the waitlist chat, the hotel booking, social
 * links): https only, at most 500 characters, no white space, quotes or angle brackets. `http:` would
 * send readers over plain text, and other schemes (`javascript:`, `data:`) would run in the page.
 * The content editor and PocketBase's hooks both take it from here.
 */
export const WEB_ADDRESS_MAX = 500
export const WEB_ADDRESS_PATTERN = /^https:\/\/[^\s"'<>]+$/

export const isWebAddress = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= WEB_ADDRESS_MAX && WEB_ADDRESS_PATTERN.test(value)

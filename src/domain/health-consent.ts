import { NOTICE_VERSION } from './privacy-notice'

/** The field error PocketBase answers when a health record is saved without consent to the current notice. */
export const HEALTH_CONSENT_REQUIRED = 'validation_consent_required'

/**
 * Ley 21.719: health data (sensitive) only with explicit, specific consent. A health record is saved
 * only when it carries the version of the notice the attendee consented to, and that is the current one.
 */
export function healthConsentProblem(version: string): typeof HEALTH_CONSENT_REQUIRED | null {
  return version === NOTICE_VERSION ? null : HEALTH_CONSENT_REQUIRED
}

/**
 * The privacy notice's version (Ley 21.719, information before collection). A consent records the
 * version the attendee read; change it whenever the notice's content changes.
 */
export const NOTICE_VERSION = '2026-12-01'

import { es } from '../../../src/i18n/es.ts'
import { en } from '../../../src/i18n/en.ts'
import { friendsCopy } from '../../../src/features/content/copy/friends.ts'
import { homeCopy } from '../../../src/features/content/copy/home.ts'
import { hotelCopy } from '../../../src/features/content/copy/hotel.ts'
import { notFoundCopy } from '../../../src/features/content/copy/not-found.ts'
import { rulesCopy } from '../../../src/features/content/copy/rules.ts'
import { socialCopy } from '../../../src/features/content/copy/social.ts'
import { usCopy } from '../../../src/features/content/copy/us.ts'
import { contentEditorCopy } from '../../../src/features/content/admin/copy.ts'
import { organiserConsoleCopy } from '../../../src/features/moderation/console/console-copy.ts'
import { privacyCopy } from '../../../src/features/profile/privacy-copy.ts'
import { correctionsCopy } from '../../../src/features/profile/corrections-copy.ts'
import { privacyCopy as privacyNoticeCopy } from '../../../src/features/content/copy/privacy.ts'
import { privacyNoticeLinkCopy } from '../../../src/components/privacy/privacy-notice-link-copy.ts'
import { healthWithdrawalCopy } from '../../../src/features/profile/health-withdrawal-copy.ts'
import { healthConsentCopy } from '../../../src/features/profile/health-consent-copy.ts'
import { emailChangeCopy } from '../../../src/features/auth/email-change-copy.ts'
import { moderatorPasswordCopy } from '../../../src/features/auth/moderator-password-copy.ts'
import { passwordResetCopy } from '../../../src/features/auth/password-reset-copy.ts'
import { expiredCopy } from '../../../src/features/payments/expired-copy.ts'
import { entradaCopy } from '../../../src/features/payments/entrada-copy.ts'
import { writeFailedCopy } from '../../../src/components/ui/write-failed-copy.ts'
import { rightsCopy } from '../../../src/features/profile/rights-copy.ts'
import { rightsInboxCopy } from '../../../src/features/moderation/rights-inbox-copy.ts'
import { returnedUnitsCopy } from '../../../src/features/moderation/components/returned-units-copy.ts'
import { approvalRefusalsCopy } from '../../../src/features/moderation/components/approval-refusals-copy.ts'
import { movingQueueCopy } from '../../../src/features/moderation/console/moving-queue-copy.ts'
import { resendTicketCopy } from '../../../src/features/profile/resend-ticket-copy.ts'
import { emailChangeRequestCopy } from '../../../src/features/profile/email-change-request-copy.ts'
import { accessibilityNeedsCopy } from '../../../src/features/profile/accessibility-needs-copy.ts'
import { accessibilityCopy } from '../../../src/features/reports/accessibility-copy.ts'
import { blocker, warning, type Finding } from './findings.ts'

/**
 * Names read the same in both languages ("Monster Invasion", "Corner Suite", "MEGA"); a sentence does
 * not. Equal texts are suspect only with three words or more, one of them lower-case.
 */
const looksLikeSentence = (text: string) => text.trim().split(/\s+/).length >= 3 && /\s\p{Ll}/u.test(text)

/**
 * Walks two texts of the same shape side by side: an empty text, a list of different length or a
 * missing key is a missing translation (blocker); a sentence identical in both languages is most
 * likely untranslated (warning). Functions are checked by the type system, not here.
 */
export function compareTexts(spanish: unknown, english: unknown, where: string): Finding[] {
  if (typeof spanish === 'function') return []
  if (typeof spanish === 'string') {
    if (typeof english !== 'string') return [blocker('translations', `${where}: no English text`)]
    if (spanish.trim() === '') return [blocker('translations', `${where}: the Spanish text is empty`)]
    if (english.trim() === '') return [blocker('translations', `${where}: the English text is empty`)]
    if (spanish === english && looksLikeSentence(spanish)) return [warning('translations', `${where}: same text in both languages: ${JSON.stringify(spanish.slice(0, 60))}`)]
    return []
  }
  if (Array.isArray(spanish)) {
    if (!Array.isArray(english) || english.length !== spanish.length) {
      return [blocker('translations', `${where}: ${spanish.length} Spanish items, ${Array.isArray(english) ? english.length : 0} English`)]
    }
    return spanish.flatMap((item, i) => compareTexts(item, english[i], `${where}[${i}]`))
  }
  if (spanish !== null && typeof spanish === 'object') {
    if (english === null || typeof english !== 'object') return [blocker('translations', `${where}: no English section`)]
    return Object.entries(spanish).flatMap(([key, value]) => compareTexts(value, (english as Record<string, unknown>)[key], where ? `${where}.${key}` : key))
  }
  return []
}

const COPIES = { friends: friendsCopy, home: homeCopy, hotel: hotelCopy, notFound: notFoundCopy, rules: rulesCopy, social: socialCopy, us: usCopy, contentEditor: contentEditorCopy, organiserConsole: organiserConsoleCopy, privacy: privacyCopy, corrections: correctionsCopy, privacyNotice: privacyNoticeCopy, privacyNoticeLink: privacyNoticeLinkCopy, healthWithdrawal: healthWithdrawalCopy, healthConsent: healthConsentCopy, emailChange: emailChangeCopy, moderatorPassword: moderatorPasswordCopy, passwordReset: passwordResetCopy, expiredTicket: expiredCopy, entrada: entradaCopy, writeFailed: writeFailedCopy, rights: rightsCopy, rightsInbox: rightsInboxCopy, returnedUnits: returnedUnitsCopy, approvalRefusals: approvalRefusalsCopy, movingQueue: movingQueueCopy, resendTicket: resendTicketCopy, emailChangeRequest: emailChangeRequestCopy, accessibilityNeeds: accessibilityNeedsCopy, accessibilitySummary: accessibilityCopy }

/** The dictionaries and every page's copy, Spanish against English. */
export function translationFindings(): Finding[] {
  return [
    ...compareTexts(es, en, 'i18n'),
    ...Object.entries(COPIES).flatMap(([page, copy]) => compareTexts(copy.ESP, copy.ENG, `copy.${page}`)),
  ]
}

/**
 * Mails a stranger can make the site send, budgeted per recipient (issue #36): PocketBase's limiter
 * counts requests per sender address, so ten addresses asking for ten resets put ten mails in one
 * inbox. Each kind allows `max` mails to one (normalised) address per fixed window of `minutes`;
 * past it the mail is held and the request answers exactly as if it had gone (no enumeration).
 * pb_hooks/lib/mail-budget.js and functions/_shared/mail-budget.ts claim a slot before sending.
 */
export type BudgetedMail = 'passwordReset' | 'verification' | 'emailChange' | 'otp' | 'moderatorInvite' | 'ticketResend' | 'authAlert' | 'emailChangeNotice' | 'accountDeleted'

export interface MailBudget {
  max: number
  minutes: number
}

export const MAIL_BUDGETS: Readonly<Record<BudgetedMail, MailBudget>> = {
  // A person who lost the link asks again once or twice.
  passwordReset: { max: 3, minutes: 60 },
  verification: { max: 3, minutes: 60 },
  // The link goes to the new address: one person retrying a typo, not every account naming a victim.
  emailChange: { max: 3, minutes: 60 },
  // A moderator signs in with a code on a few devices a day; a code lives 5 minutes.
  otp: { max: 6, minutes: 60 },
  // Each invitation's link stays valid for days: a held one leaves the earlier links working.
  moderatorInvite: { max: 3, minutes: 24 * 60 },
  // On top of once every TICKET_RESEND_MINUTES per person (ticket-resend.ts): accounts that share
  // one inbox (plus-addressing) share this budget.
  ticketResend: { max: 3, minutes: 60 },
  // A sign-in from a new device (PocketBase's alert): a new User-Agent each time is a new device.
  authAlert: { max: 3, minutes: 60 },
  // The notice to the address an account left: one per change a person makes.
  emailChangeNotice: { max: 3, minutes: 60 },
  // The confirmation of a deletion: an address freed by a deletion can sign up and delete again.
  accountDeleted: { max: 2, minutes: 24 * 60 },
}

const GMAIL_DOMAINS = ['gmail.com', 'googlemail.com']

/**
 * The inbox an address reaches: lowercased and trimmed, without a "+tag" (delivered to the same
 * mailbox by most providers), and for Gmail without dots in the local part.
 */
export function normaliseRecipient(address: string): string {
  const lower = address.trim().toLowerCase()
  const at = lower.lastIndexOf('@')
  if (at <= 0) return lower
  let local = lower.slice(0, at)
  let domain = lower.slice(at + 1)
  const plus = local.indexOf('+')
  if (plus > 0) local = local.slice(0, plus)
  if (GMAIL_DOMAINS.indexOf(domain) >= 0) {
    local = local.split('.').join('')
    domain = 'gmail.com'
  }
  return local + '@' + domain
}

export interface MailBudgetClaims {
  /** The budget's slots in this window, tried in order: creating one (a unique key) is sending one. */
  keys: string[]
  /** When this window ends (ms since the epoch): its rows may be swept after it. */
  until: number
}

/**
 * The slots of `kind`'s budget for the recipient whose normalised address hashes to `recipientHash`
 * in the window holding `now`. The stored keys name the hash, never the address.
 */
export function mailBudgetClaims(kind: BudgetedMail, recipientHash: string, now: number): MailBudgetClaims {
  const budget = MAIL_BUDGETS[kind]
  const windowMs = budget.minutes * 60_000
  const window = Math.floor(now / windowMs)
  const keys: string[] = []
  for (let slot = 1; slot <= budget.max; slot++) keys.push(kind + ':' + recipientHash + ':' + String(window) + ':' + String(slot))
  return { keys, until: (window + 1) * windowMs }
}

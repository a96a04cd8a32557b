import type { Dictionary } from '../es'

export const payments: Dictionary['payments'] = {
  levels: { general: 'General', sponsor: 'Sponsor', superSponsor: 'Super Sponsor', mega: 'MEGA' },
  payBlock: {
    title: 'Pay your ticket',
    level: 'Level',
    ticket: 'Ticket',
    amount: 'Amount to pay',
    order: 'Order',
    terms: 'I accept the purchase terms and conditions and the event rules.',
    termsLink: 'Read the rules',
    window: (minutes: number) => `Once you pay you will have ${minutes} minutes to complete the card payment on Webpay.`,
    pay: 'Pay',
    paying: 'Redirecting to Webpay…',
    loading: 'Loading your ticket…',
    errors: {
      forbidden: 'Your account cannot pay for this ticket. Write to us if you think this is a mistake.',
      conflict: 'This ticket can no longer be paid or has already been paid. Check your profile.',
      provider: 'The payment service is not available right now. Nothing was charged; please try again in a few minutes.',
      busy: 'We are preparing your payment; please try again in a moment.',
      generic: 'We could not start the payment. Please try again.',
    },
    deadline: 'Pay before',
    deadlineNote: 'If you do not pay in time, your spot goes back on sale and you will have to join the queue again.',
  },
  return: {
    pleaseWait: 'Please wait...',
    thanks: 'Thank you! Your ticket is being processed',
    thanksDetail: 'We have e-mailed you your ticket with its QR code. You will also find it in your profile.',
    error: 'Error confirming transaction.',
    errorDetail:
      'Please check your profile and your e-mail: if the payment went through, your ticket will appear there within a few minutes. If it does not, contact support with your e-mail address and the time of payment.',
    rejected: 'Transaction rejected.',
    toProfile: 'Go to my profile',
    toBuy: 'Back to tickets',
  },
}

import { EVENT } from '../../domain/event'
import type { Dictionary } from '../es'

export const tickets: Dictionary['tickets'] = {
  intlLocale: 'en-GB',
  titleNotOnSale: 'Ticket sales',
  lead: 'Choose your level, join the queue and we will e-mail you when your ticket is ready to pay.',
  howTo: {
    title: 'How the queue works',
    steps: (paymentMinutes: number) => [
      'Create your account, verify your e-mail and fill in your legal information in your profile (at least name and birthday).',
      'Choose an available ticket and press “Join the queue”. You can have only one open request at a time.',
      'The team reviews the queue in order of arrival. When we approve your request we will send you an e-mail.',
      `Come back to this page to pay by card: once you accept the terms you have ${paymentMinutes} minutes to complete the payment.`,
    ],
  },
  waitlist: {
    title: 'Sold out?',
    text: 'Join the waitlist: if a spot frees up, we announce it in the chat first. Waitlist tickets are General only, non-refundable and cannot be upgraded.',
    button: 'Message us in the waitlist chat',
  },
  legalReminder: {
    title: 'Before you request a ticket',
    text: (ageCutoff: string) =>
      `Your name and birthday must be in your legal information, exactly as on your ID. You must be ${EVENT.minimumAge} or older by ${ageCutoff}.`,
    link: 'Complete my legal information',
  },
  catalogue: {
    title: 'Tickets',
    loading: 'Loading tickets…',
    empty: 'No tickets on sale yet. Keep an eye on our social media!',
    loadError: 'We could not load the tickets. Check your connection and try again.',
    price: 'Price',
    state: 'State',
    type: 'Type',
    levels: { general: 'General', sponsor: 'Sponsor', superSponsor: 'Super Sponsor', mega: 'MEGA' },
    phases: { earlyBird: 'Early Bird', secondSale: 'Second Sale', unique: 'Single price' },
    states: { disponible: 'Available', agotada: 'Sold Out', anunciada: 'Soon!', creada: 'Draft' },
    soon: 'Soon!',
    soldOut: 'Sold Out',
    yours: 'Your Ticket',
    join: 'Join the queue',
    upgrade: 'Request Upgrade',
    unavailable: 'Not available',
    sending: 'Sending…',
    owned: 'Your current level',
    imageAlt: (name: string) => `Artwork of the ${name} ticket`,
  },
  queue: {
    title: 'Ticket(s) in Queue',
    status: 'In the queue',
    requestedOn: 'Requested on',
    position: (n: number) => `Your place in the queue: ${n}`,
    declinedTitle: 'Your request could not be served',
    declined: (name: string) =>
      `${name ? `The ${name} ticket` : 'The ticket you asked for'} sold out before your turn, so your request was closed without charge. You can ask for another available ticket or join the waiting list.`,
    positionUnknown: 'Working out your place in the queue…',
  },
  benefits: {
    title: 'Benefits',
    tiersLabel: 'Included in',
  },
  faq: {
    title: 'Frequently asked questions',
    expandAll: 'Open all',
    collapseAll: 'Close all',
    sections: { espera: 'Waiting', venta: 'Sale' },
  },
}

import type { Dictionary } from '../es'

export const banner: Dictionary['banner'] = {
  label: 'Notice',
  close: 'Close notice',
  messages: {
    No: 'Tickets are not on sale right now.',
    Warn: 'Heads up! There is important news: check our social media.',
    Ok: 'Ticket sales are open!',
    Soon: 'Ticket sales open very soon!',
    Wait: 'Tickets are sold out, but the waiting queue is still open.',
  },
  links: {
    Ok: 'Get yours',
    Wait: 'Join the queue',
  },
}

import { EVENT } from '../../domain/event'
import type { Dictionary } from '../es'

export const sale: Dictionary['sale'] = {
  intlLocale: 'en-GB',
  notYet: (opensOn: string) => `Ticket sales open on ${opensOn}.`,
  closed: 'Ticket sales for this edition are closed.',
  over: (year: string) => `${EVENT.name} ${year} is over. The next edition will be announced soon.`,
}

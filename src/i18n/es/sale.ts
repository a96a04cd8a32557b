import { EVENT } from '../../domain/event'

/** What is true about the current edition's sale when it is not open (banner, /buy, home; src/hooks/use-sale-notice.ts). */
export const sale = {
  /** Locale for Intl dates (Chile time zone). */
  intlLocale: 'es-CL',
  /** `opensOn`: the first sale day in words (formatEventDay). */
  notYet: (opensOn: string) => `La venta de entradas abre el ${opensOn}.`,
  closed: 'La venta de entradas de esta edición está cerrada.',
  /** `year`: the year of the edition that is over. */
  over: (year: string) => `${EVENT.name} ${year} terminó. Pronto anunciaremos la próxima edición.`,
}

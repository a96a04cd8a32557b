import { editionYear, type SaleState } from '@/domain/current-edition'
import { formatEventDay } from '@/domain/event-dates'
import { useT } from '@/i18n/use-t'
import { useSale } from './use-edition'

export interface SaleNotice {
  state: Exclude<SaleState, 'open'>
  /** The sentence in the reader's language, the same on the banner, /buy and home. */
  text: string
}

/**
 * What is true about the current edition's sale when it is known and not open; null while it is
 * open or not known yet (then pages keep their sale texts, as the server decides anyway).
 */
export function useSaleNotice(): SaleNotice | null {
  const sale = useSale()
  const t = useT().sale
  if (!sale || sale.state === 'open') return null
  const { state, edition } = sale
  const text = state === 'notYet' ? t.notYet(formatEventDay(edition.ventaAbre, t.intlLocale)) : state === 'closed' ? t.closed : t.over(editionYear(edition))
  return { state, text }
}

import { lazyAfterFirstPaint } from '@/components/layout/after-paint-parts'
import { BuyPage } from '@/features/tickets/components/buy-page'

// Reads the buyer's tickets: it downloads with the page's other server-reading parts, after the first paint.
const PayBlock = lazyAfterFirstPaint(() => import('@/features/payments/components/pay-block').then((m) => ({ default: m.PayBlock })))

export default function Page() {
  return <BuyPage payBlock={<PayBlock />} />
}

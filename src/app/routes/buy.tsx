import { preloadedLazy } from '@/components/layout/preloaded-lazy'
import { BuyPage } from '@/features/tickets/components/buy-page'
import { readsMayStart } from '@/stores/read-gate'

// Reads the buyer's tickets: it downloads with the page's other server-reading parts, after the first paint.
const PayBlock = preloadedLazy(() =>
  readsMayStart()
    .then(() => import('@/features/payments/components/pay-block'))
    .then((m) => ({ default: m.PayBlock })),
).Component

export default function Page() {
  return <BuyPage payBlock={<PayBlock />} />
}

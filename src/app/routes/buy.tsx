import { PayBlock } from '@/features/payments/components/pay-block'
import { BuyPage } from '@/features/tickets/components/buy-page'

export default function Page() {
  return <BuyPage payBlock={<PayBlock />} />
}

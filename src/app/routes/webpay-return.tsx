import { WebpayReturnPage } from '@/features/payments/components/webpay-return-page'

export default function Page() {
  return <WebpayReturnPage />
}

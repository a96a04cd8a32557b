import { EntradaPage } from '@/features/payments/components/entrada-page'

export default function Page() {
  return <EntradaPage />
}

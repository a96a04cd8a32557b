import { AdminLayout } from '@/features/moderation/components/admin-layout'
import { SellPage } from '@/features/moderation/components/sell-page'
import { useT } from '@/i18n/use-t'

export default function Page() {
  return (
    <AdminLayout title={useT().routes.adminSell}>
      <SellPage />
    </AdminLayout>
  )
}

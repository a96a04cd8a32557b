import { AdminLayout } from '@/features/moderation/components/admin-layout'
import { TransfersPage } from '@/features/moderation/components/transfers-page'
import { transfersCopy } from '@/features/moderation/components/transfers-copy'
import { useCopy } from '@/i18n/use-copy'

export default function Page() {
  return (
    <AdminLayout title={useCopy(transfersCopy).title}>
      <TransfersPage />
    </AdminLayout>
  )
}

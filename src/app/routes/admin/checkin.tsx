import { ScannerPage } from '@/features/checkin/components/scanner-page'
import { AdminLayout } from '@/features/moderation/components/admin-layout'
import { useT } from '@/i18n/use-t'

export default function Page() {
  return (
    <AdminLayout title={useT().routes.adminCheckin}>
      <ScannerPage />
    </AdminLayout>
  )
}

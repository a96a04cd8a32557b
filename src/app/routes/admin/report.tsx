import { AdminLayout } from '@/features/moderation/components/admin-layout'
import { ReportPage } from '@/features/reports/components/report-page'
import { useT } from '@/i18n/use-t'

export default function Page() {
  return (
    <AdminLayout title={useT().routes.adminReport}>
      <ReportPage />
    </AdminLayout>
  )
}

import { AdminLayout } from '@/features/moderation/components/admin-layout'
import { AuditPage } from '@/features/moderation/components/audit-page'
import { useT } from '@/i18n/use-t'

export default function Page() {
  return (
    <AdminLayout title={useT().routes.adminAudit}>
      <AuditPage />
    </AdminLayout>
  )
}

import { AdminLayout } from '@/features/moderation/components/admin-layout'
import { LegalCorrectionsTable } from '@/features/moderation/components/legal-corrections-table'
import { useStaffT } from '@/i18n/use-t'

export default function Page() {
  return (
    <AdminLayout title={useStaffT().correctionsAdmin.title}>
      <LegalCorrectionsTable />
    </AdminLayout>
  )
}

import { AdminLayout } from '@/features/moderation/components/admin-layout'
import { LegalCorrectionsTable } from '@/features/moderation/components/legal-corrections-table'
import { useT } from '@/i18n/use-t'

export default function Page() {
  return (
    <AdminLayout title={useT().corrections.admin.title}>
      <LegalCorrectionsTable />
    </AdminLayout>
  )
}

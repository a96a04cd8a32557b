import { AdminLayout } from '@/features/moderation/components/admin-layout'
import { BanTable } from '@/features/moderation/components/ban-table'
import { useT } from '@/i18n/use-t'

export default function Page() {
  return (
    <AdminLayout title={useT().routes.adminBan}>
      <BanTable />
    </AdminLayout>
  )
}

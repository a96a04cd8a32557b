import { AdminLayout } from '@/features/moderation/components/admin-layout'
import { RemovePage } from '@/features/moderation/components/remove-page'
import { useT } from '@/i18n/use-t'

export default function Page() {
  return (
    <AdminLayout title={useT().routes.adminRemove}>
      <RemovePage />
    </AdminLayout>
  )
}

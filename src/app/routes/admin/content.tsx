import { ContentEditor } from '@/features/content/admin/content-editor'
import { AdminLayout } from '@/features/moderation/components/admin-layout'
import { useT } from '@/i18n/use-t'

export default function Page() {
  return (
    <AdminLayout title={useT().organiserContent.admin.title}>
      <ContentEditor />
    </AdminLayout>
  )
}

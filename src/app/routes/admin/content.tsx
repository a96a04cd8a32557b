import { contentEditorCopy } from '@/features/content/admin/copy'
import { ContentEditor } from '@/features/content/admin/content-editor'
import { useCopy } from '@/i18n/use-copy'
import { AdminLayout } from '@/features/moderation/components/admin-layout'

export default function Page() {
  return (
    <AdminLayout title={useCopy(contentEditorCopy).title}>
      <ContentEditor />
    </AdminLayout>
  )
}

import { BannerEditor } from '@/features/alert-banner/components/banner-editor'
import { AdminLayout } from '@/features/moderation/components/admin-layout'
import { useT } from '@/i18n/use-t'

export default function Page() {
  return (
    <AdminLayout title={useT().routes.adminBanner}>
      <BannerEditor />
    </AdminLayout>
  )
}

import { organiserConsoleCopy } from '@/features/moderation/console/console-copy'
import { OrganiserConsole } from '@/features/moderation/console/organiser-console'
import { AdminLayout } from '@/features/moderation/components/admin-layout'
import { useCopy } from '@/i18n/use-copy'

export default function Page() {
  return (
    <AdminLayout title={useCopy(organiserConsoleCopy).title}>
      <OrganiserConsole />
    </AdminLayout>
  )
}

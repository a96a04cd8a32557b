import { AdminLayout } from '@/features/moderation/components/admin-layout'
import { RightsInbox } from '@/features/moderation/components/rights-inbox'
import { rightsInboxCopy } from '@/features/moderation/rights-inbox-copy'
import { useCopy } from '@/i18n/use-copy'

export default function Page() {
  return (
    <AdminLayout title={useCopy(rightsInboxCopy).title}>
      <RightsInbox />
    </AdminLayout>
  )
}

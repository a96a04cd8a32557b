import { useSearchParams } from 'react-router-dom'
import { DoorCheck } from '@/features/checkin/components/door-check'
import { AdminLayout } from '@/features/moderation/components/admin-layout'
import { EntradaPage } from '@/features/payments/components/entrada-page'
import { useT } from '@/i18n/use-t'
import { usePreferences } from '@/stores/hooks'

/**
 * The address in the ticket QR. A visitor sees SPEC's public view (type and paid); a signed-in
 * moderator who scans it with the phone's own camera app gets the door check-in instead.
 */
export default function Page() {
  const { user } = usePreferences()
  const t = useT()
  const [params] = useSearchParams()
  if (user?.collectionName !== 'moderators') return <EntradaPage />
  const code = { id: params.get('id') ?? '', tipo: params.get('t') ?? undefined, signature: params.get('s') ?? undefined }
  return (
    <AdminLayout title={t.routes.entrada}>
      <DoorCheck key={`${code.id}|${code.signature ?? ''}`} code={code} />
    </AdminLayout>
  )
}

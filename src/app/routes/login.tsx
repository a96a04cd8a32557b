import { PagePlaceholder } from '@/components/ui/page-placeholder'
import { useT } from '@/i18n/use-t'

export default function Page() {
  return <PagePlaceholder title={useT().routes.login} />
}

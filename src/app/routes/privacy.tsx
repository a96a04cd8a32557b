import { PrivacyPage } from '@/features/content/components/privacy-page'

export default function Page() {
  return <PrivacyPage />
}

import { RulesPage } from '@/features/content/components/rules-page'

export default function Page() {
  return <RulesPage />
}

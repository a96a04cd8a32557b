import { UsPage } from '@/features/content/components/us-page'

export default function Page() {
  return <UsPage />
}

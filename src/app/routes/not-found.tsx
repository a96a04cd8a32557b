import { NotFoundPage } from '@/features/content/components/not-found-page'

export default function Page() {
  return <NotFoundPage />
}

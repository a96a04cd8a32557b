import { HomePage } from '@/features/content/components/home-page'

export default function Page() {
  return <HomePage />
}

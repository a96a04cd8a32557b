import { FriendsPage } from '@/features/content/components/friends-page'

export default function Page() {
  return <FriendsPage />
}

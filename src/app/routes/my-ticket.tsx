import { MyTicketPage } from '@/features/profile/components/my-ticket-page'

export default function Page() {
  return <MyTicketPage />
}

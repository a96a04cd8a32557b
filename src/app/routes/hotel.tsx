import { HotelPage } from '@/features/content/components/hotel-page'

export default function Page() {
  return <HotelPage />
}

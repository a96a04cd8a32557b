import { SocialMediaPage } from '@/features/content/components/social-media-page'

export default function Page() {
  return <SocialMediaPage />
}

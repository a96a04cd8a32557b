import type { Dictionary } from '../es'

export const footer: Dictionary['footer'] = {
  intlLocale: 'en-US',
  label: 'Footer',
  explore: 'Explore',
  profile: 'My profile',
  privacy: 'Privacy',
  socialMedia: 'Social media',
  waitlistChat: 'Waitlist chat',
  contact: 'Contact',
  dates: 'Dates',
  place: 'Santiago, Chile',
  follow: 'Follow us',
  opensInNewTab: '(opens in a new tab)',
  madeWith: 'A furry convention made by the community.',
  networks: {
    facebook: 'Facebook',
    x: 'X (Twitter)',
    instagram: 'Instagram',
    telegramChannel: 'Telegram news channel',
    telegramChat: 'Telegram chat',
    youtube: 'YouTube',
    bluesky: 'Bluesky',
    twitch: 'Twitch',
    discord: 'Discord',
  },
}

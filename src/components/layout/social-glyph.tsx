import type { SocialNetworkId } from '@/domain/organiser'

// Simple hand-drawn pictograms (not the networks' trademarked logos), one per kind of network.
const GLYPHS: Record<SocialNetworkId, string> = {
  facebook: 'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21z',
  x: 'M5 4h4l4.2 5.8L18 4h1.8l-5.8 6.9L20 20h-4l-4.5-6.2L6.3 20H4.5l6.2-7.3z',
  instagram:
    'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm5-3.2a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4z',
  telegramChannel: 'M3 11l17-7-3 16-5.5-4.2-3 2.7.4-4.4L17 7.5 7.6 13z',
  telegramChat: 'M4 5h16v11H9l-5 4z',
  youtube: 'M3 7.5C3 6 4 5 5.5 5h13C20 5 21 6 21 7.5v9c0 1.5-1 2.5-2.5 2.5h-13C4 19 3 18 3 16.5zM10 9v6l5-3z',
  bluesky: 'M12 11C10 7 6.5 4.5 4.5 4.5 3 4.5 3 6 3 7s.5 5 3 5.5c-2.5.5-3 2.5-1.5 4s3.5 1 6.5-3.5L12 12l1 1c3 4.5 5 5 6.5 3.5s1-3.5-1.5-4c2.5-.5 3-4.5 3-5.5s0-2.5-1.5-2.5C17.5 4.5 14 7 12 11z',
  twitch: 'M5 3h15v11l-5 5h-4l-3 3H6v-3H3V6zm3 2v11h3v2.5l2.5-2.5H16l2-2V5zm4 3h2v5h-2zm4 0h2v5h-2z',
  discord:
    'M7 5.5c1.5-.7 3-1 5-1s3.5.3 5 1c2 3 3 6 3 10-1.5 1.3-3.2 2.2-5 2.5l-1-1.8c1-.3 1.8-.7 2.5-1.2-3 1.5-6 1.5-9 0 .7.5 1.5.9 2.5 1.2l-1 1.8c-1.8-.3-3.5-1.2-5-2.5 0-4 1-7 3-10zm2.5 6a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
}

export function SocialGlyph({ id, size = 24 }: { id: SocialNetworkId; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={GLYPHS[id]} fill="currentColor" fillRule="evenodd" />
    </svg>
  )
}

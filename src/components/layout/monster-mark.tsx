/** The site's monster emblem (same drawing as the favicon), decorative. */
export function MonsterMark({ size = 40 }: { size?: number }) {
  return (
    <svg className="monster-mark" viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#150d24" />
      <path d="M14 50V22l9-10 9 10 9-10 9 10v28z" fill="#a3e635" />
      <circle cx="25" cy="32" r="5" fill="#150d24" />
      <circle cx="40" cy="32" r="5" fill="#150d24" />
      <circle cx="26.5" cy="30.5" r="1.6" fill="#f4eeff" />
      <circle cx="41.5" cy="30.5" r="1.6" fill="#f4eeff" />
      <path d="M22 42h20l-3 4-3-4-3 4-3-4-3 4z" fill="#150d24" />
    </svg>
  )
}

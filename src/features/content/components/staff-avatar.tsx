const PALETTE = ['#a3e635', '#c084fc', '#f472b6', '#fde047', '#5eead4', '#fb923c', '#93c5fd', '#f87171'] as const

/** A little monster portrait per staff member, varied by position so the team looks like a crew. */
export function StaffAvatar({ index }: { index: number }) {
  const color = PALETTE[index % PALETTE.length]
  const eyes = index % 3 === 0 ? 1 : 2
  const horns = index % 2 === 0
  return (
    <svg className="staff__avatar" viewBox="0 0 100 100" width="96" height="96" aria-hidden="true" focusable="false">
      <rect width="100" height="100" rx="24" fill="#1e1334" />
      {horns && <path d="M26 34 L18 10 L40 26Z M74 34 L82 10 L60 26Z" fill="#f4eeff" />}
      <path d="M14 100 C10 50 30 24 50 24 C70 24 90 50 86 100Z" fill={color} />
      {eyes === 1 ? (
        <g>
          <circle cx="50" cy="52" r="14" fill="#fff" />
          <circle cx="52" cy="54" r="7" fill="#170c2c" />
        </g>
      ) : (
        <g>
          <circle cx="38" cy="52" r="9" fill="#fff" />
          <circle cx="62" cy="52" r="9" fill="#fff" />
          <circle cx="40" cy="54" r="4.5" fill="#170c2c" />
          <circle cx="64" cy="54" r="4.5" fill="#170c2c" />
        </g>
      )}
      <path d="M38 76 q12 9 24 0" stroke="#170c2c" strokeWidth="4.5" fill="none" strokeLinecap="round" />
    </svg>
  )
}

import type { ReactNode } from 'react'

/** Title block shared by the content pages: heading, lead paragraph and a peeking monster. */
export function PageHeader({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <header className="page-header">
      <div className="page-header__text">
        <h1>{title}</h1>
        {intro && <p className="lead">{intro}</p>}
        {children}
      </div>
      <PeekingMonster />
    </header>
  )
}

function PeekingMonster() {
  return (
    <svg className="page-header__monster" viewBox="0 0 120 100" width="120" height="100" aria-hidden="true" focusable="false">
      <path d="M10 100 C4 40 30 12 60 12 C90 12 116 40 110 100Z" fill="var(--color-slime)" />
      <path d="M30 24 L22 2 L44 16Z M90 24 L98 2 L76 16Z" fill="var(--color-pink)" />
      <circle cx="44" cy="52" r="13" fill="#fff" />
      <circle cx="76" cy="52" r="13" fill="#fff" />
      <circle cx="47" cy="55" r="6" fill="#170c2c" />
      <circle cx="79" cy="55" r="6" fill="#170c2c" />
      <path d="M46 78 q14 10 28 0" stroke="#170c2c" strokeWidth="5" fill="none" strokeLinecap="round" />
    </svg>
  )
}

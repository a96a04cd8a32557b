import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { useDocumentTitle } from '@/hooks/use-document-title'
import './auth.css'

/** The frame of every account page: title, short intro, the form and links to the sibling pages. */
export function AuthCard({
  title,
  intro,
  links = [],
  children,
}: {
  title: string
  intro?: string
  links?: { to: string; label: string }[]
  children: ReactNode
}) {
  useDocumentTitle(title)
  return (
    <section className="page auth">
      <div className="auth__card">
        <h1 className="auth__title">{title}</h1>
        {intro && <p className="auth__intro">{intro}</p>}
        {children}
        {links.length > 0 && (
          <ul className="auth__links">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

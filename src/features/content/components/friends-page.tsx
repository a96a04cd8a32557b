import { usePageMeta } from '@/hooks/use-page-meta'
import { useT } from '@/i18n/use-t'
import { friendsCopy } from '../copy/friends'
import { useAmigos } from '../hooks/use-amigos'
import { useCopy } from '../hooks/use-copy'
import { PageHeader } from './page-header'
import '@/styles/pages.css'

/** Logos a phone shows without scrolling. */
const EAGER_IMAGES = 2

export function FriendsPage() {
  const t = useT()
  const copy = useCopy(friendsCopy)
  usePageMeta(t.routes.friends, copy.description)
  const amigos = useAmigos()
  return (
    <div className="page friends">
      <PageHeader title={t.routes.friends} intro={copy.intro} />
      {amigos.length === 0 ? (
        <p className="friends__loading" role="status">
          {copy.loading}
        </p>
      ) : (
        <ul className="card-grid friends__list">
          {amigos.map((amigo, index) => (
            <li key={amigo.id}>
              <a className="card card--link friend" href={amigo.url} target="_blank" rel="noopener noreferrer" aria-label={copy.visit(amigo.name)}>
                {amigo.image ? (
                  // The first logos are on screen on arrival (the page's largest paint): fetched at once, first
                  // of all; the rest when scrolled near.
                  <img
                    className="friend__image"
                    src={amigo.image}
                    alt=""
                    width={160}
                    height={160}
                    loading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : 'auto'}
                  />
                ) : null}
                <span className="card__title">{amigo.name}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

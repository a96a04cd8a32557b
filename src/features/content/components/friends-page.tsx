import { usePageMeta } from '@/hooks/use-page-meta'
import { useT } from '@/i18n/use-t'
import { friendsCopy } from '../copy/friends'
import { QueryState } from '@/components/ui/query-state'
import { useAmigos } from '../amigos-source'
import { useCopy } from '@/i18n/use-copy'
import { PageHeader } from './page-header'
import '@/styles/pages.css'

/** Logos a phone shows without scrolling. */
const EAGER_IMAGES = 2

export function FriendsPage() {
  const t = useT()
  const copy = useCopy(friendsCopy)
  usePageMeta(t.routes.friends, copy.description)
  const list = useAmigos()
  const amigos = list.status === 'ready' ? list.amigos : []
  const query = { isLoading: list.status === 'loading', isError: list.status === 'error', hasData: amigos.length > 0, refetch: () => undefined }
  return (
    <div className="page friends">
      <PageHeader title={t.routes.friends} intro={copy.intro} />
      {/* SPEC §8: a failure to load the friends is only logged; the page keeps saying it is loading. */}
      <QueryState query={query} texts={{ loading: copy.loading }} failure="logOnly">
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
      </QueryState>
    </div>
  )
}

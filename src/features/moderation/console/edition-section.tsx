import { useState } from 'react'
import { QueryState } from '@/components/ui/query-state'
import { allOf } from '@/components/ui/query-status'
import { currentEdition, editionYear } from '@/domain/edition'
import { formatAgeCutoff, formatEventDates, formatEventDay } from '@/domain/event-dates'
import { todayInChile } from '@/domain/launch-readiness'
import { useCopy } from '@/i18n/use-copy'
import { useT } from '@/i18n/use-t'
import { organiserConsoleCopy } from './console-copy'
import type { EditionRecord } from '@/api/ediciones'
import { useEditionsQuery } from './console-queries'
import { EditionForm } from './edition-form'
import { hasStarted, suggestedOrderPrefix } from './edition-rules'
import { TransferDeadline } from './transfer-deadline'

/** The facts of one edition in words, as the site shows them (Chile time zone). */
function EditionFacts({ edition }: { edition: EditionRecord }) {
  const t = useCopy(organiserConsoleCopy).edition
  const locale = useT().tickets.intlLocale
  return (
    <dl className="console__facts">
      {edition.nombreEs ? (
        <>
          <dt>{t.name}</dt>
          <dd>
            <span lang="es">{edition.nombreEs}</span> · <span lang="en">{edition.nombreEn}</span>
          </dd>
        </>
      ) : null}
      <dt>{t.dates}</dt>
      <dd>{formatEventDates(edition, locale)}</dd>
      <dt>{t.ageCutoff}</dt>
      <dd>{formatAgeCutoff(edition, locale)}</dd>
      <dt>{t.sale}</dt>
      <dd>{t.saleDates(formatEventDay(edition.ventaAbre, locale), formatEventDay(edition.ventaCierra, locale))}</dd>
      <dt>{t.paymentMinutes}</dt>
      <dd>{t.minutes(edition.minutosPago)}</dd>
      <dt>{t.orderPrefix}</dt>
      <dd className="console__code">{edition.prefijoOrden}</dd>
    </dl>
  )
}

/** One edition as a card: its facts and, before it starts, its edit form behind a toggle. */
function EditionCard({ edition, title, editable, removable, prefixExample }: { edition: EditionRecord; title: string; editable: boolean; removable: boolean; prefixExample: string }) {
  const copy = useCopy(organiserConsoleCopy)
  const t = copy.edition
  const [editing, setEditing] = useState(false)
  return (
    <div className="console__card" data-testid={`console-edition-${edition.inicio}`}>
      <div className="console__card-head console__card-head--text">
        <h3 className="console__form-title">{title}</h3>
        {editable ? (
          <button type="button" className="btn btn--ghost btn--small" aria-expanded={editing} onClick={() => setEditing(!editing)}>
            {editing ? copy.cancel : t.edit(editionYear(edition))}
          </button>
        ) : null}
      </div>
      {editing ? (
        <EditionForm edition={edition} prefixExample={prefixExample} removable={removable} onDone={() => setEditing(false)} />
      ) : (
        <EditionFacts edition={edition} />
      )}
      {editable ? null : <p className="console__card-meta">{t.started}</p>}
    </div>
  )
}

/** The edition the site follows and the ones to come: organisers correct an edition before it starts and add the next. */
export function EditionSection() {
  const copy = useCopy(organiserConsoleCopy)
  const t = copy.edition
  const query = useEditionsQuery()
  const editions = query.data ?? []
  const today = todayInChile(new Date())
  const current = currentEdition(editions, today)
  const later = editions.filter((edition) => edition !== current && !hasStarted(edition, today))
  const prefixExample = suggestedOrderPrefix(editions)
  const removable = editions.length > 1
  return (
    <section className="console__section" aria-labelledby="console-edition-title">
      <h2 id="console-edition-title">{t.title}</h2>
      <p>{t.intro}</p>
      <QueryState query={allOf(query)} texts={{ loading: copy.loading, loadError: copy.loadError }}>
        {current ? <EditionCard edition={current} title={t.current(editionYear(current))} editable={!hasStarted(current, today)} removable={removable} prefixExample={prefixExample} /> : null}
        <TransferDeadline />
        {later.length > 0 ? <h3 className="console__subtitle">{t.upcoming}</h3> : null}
        {later.length > 0 ? (
          <ul className="console__cards">
            {later.map((edition) => (
              <li key={edition.id}>
                <EditionCard edition={edition} title={t.named(editionYear(edition))} editable removable={removable} prefixExample={prefixExample} />
              </li>
            ))}
          </ul>
        ) : null}
        {/* A new key after each addition: the next edition starts from an empty form. */}
        <EditionForm key={`new-${editions.length}`} prefixExample={prefixExample} removable={false} />
      </QueryState>
    </section>
  )
}

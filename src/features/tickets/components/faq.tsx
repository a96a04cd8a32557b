import { useId, useState } from 'react'
import { useT } from '@/i18n/use-t'

type SectionKey = 'espera' | 'venta'
const SECTIONS: SectionKey[] = ['espera', 'venta']

/**
 * FAQ sections "Espera" and "Venta" as an accordion: opening an entry closes the others (one at a
 * time), or every entry opens at once with "Open all".
 */
export function Faq() {
  const t = useT().tickets.faq
  const baseId = useId()
  const [open, setOpen] = useState<Set<string>>(new Set())
  const allKeys = SECTIONS.flatMap((section) => t.sections[section].entries.map((_, i) => `${section}-${i}`))
  const allOpen = open.size === allKeys.length

  const toggle = (key: string) => setOpen((current) => (current.has(key) ? new Set() : new Set([key])))

  return (
    <section className="buy-section faq" aria-labelledby={`${baseId}-title`}>
      <div className="faq__header">
        <h2 id={`${baseId}-title`}>{t.title}</h2>
        <button type="button" className="btn btn--ghost" onClick={() => setOpen(allOpen ? new Set() : new Set(allKeys))}>
          {allOpen ? t.collapseAll : t.expandAll}
        </button>
      </div>
      {SECTIONS.map((section) => (
        <div key={section} className="faq__section">
          <h3>{t.sections[section].title}</h3>
          {t.sections[section].entries.map((entry, i) => {
            const key = `${section}-${i}`
            const expanded = open.has(key)
            const panelId = `${baseId}-${key}`
            return (
              <div key={key} className="faq__entry">
                <h4 className="faq__question">
                  <button type="button" aria-expanded={expanded} aria-controls={panelId} onClick={() => toggle(key)}>
                    {entry.q}
                  </button>
                </h4>
                <div id={panelId} role="region" aria-label={entry.q} hidden={!expanded} className="faq__answer">
                  <p>{entry.a}</p>
                </div>
              </div>
            )
          })}
        </div>
      ))}
    </section>
  )
}

import { useId, useState } from 'react'
import { ContentError, ContentSkeleton } from '@/components/ui/content-state'
import { inLang } from '@/domain/bilingual'
import { FAQ_SECTIONS, fillEventFacts } from '@/domain/organiser'
import { useEdition, useSale } from '@/hooks/use-edition'
import { useOrganiserContent } from '@/hooks/use-organiser-content'
import { useT } from '@/i18n/use-t'
import { usePreferences } from '@/stores/hooks'
import type { FaqEntry } from '@/types/organiser-content'

const namesAgeCutoff = (entry: FaqEntry) => [entry.questionEs, entry.questionEn, entry.answerEs, entry.answerEn].some((text) => text.includes('{ageCutoff}'))

/**
 * FAQ sections "Espera" and "Venta" as an accordion: opening an entry closes the others (one at a
 * time), or every entry opens at once with "Open all". The entries are organiser content.
 */
export function Faq() {
  const dictionary = useT()
  const t = dictionary.tickets.faq
  const { lang } = usePreferences()
  const organiser = useOrganiserContent()
  const edition = useEdition()
  // Once the last edition is over its cut-off day is a rule nobody has to meet: entries naming it are left out.
  const over = useSale()?.state === 'over'
  const baseId = useId()
  const [open, setOpen] = useState<Set<string>>(new Set())
  // Entries name the edition's facts ({ageCutoff}, {paymentMinutes}): they wait for the edition as for the content.
  const ready = organiser.status === 'ready' && edition !== null
  const entries = ready ? organiser.data.content.faq.filter((entry) => !(over && namesAgeCutoff(entry))) : []
  const allKeys = entries.map((_, i) => `faq-${i}`)
  const allOpen = allKeys.length > 0 && open.size === allKeys.length

  const toggle = (key: string) => setOpen((current) => (current.has(key) ? new Set() : new Set([key])))
  const text = (value: string) => (edition ? fillEventFacts(value, dictionary.tickets.intlLocale, edition) : value)

  return (
    <section className="buy-section faq" aria-labelledby={`${baseId}-title`}>
      <div className="faq__header">
        <h2 id={`${baseId}-title`}>{t.title}</h2>
        <button type="button" className="btn btn--ghost" disabled={allKeys.length === 0} onClick={() => setOpen(allOpen ? new Set() : new Set(allKeys))}>
          {allOpen ? t.collapseAll : t.expandAll}
        </button>
      </div>
      {(organiser.status === 'loading' || (organiser.status === 'ready' && !ready)) && <ContentSkeleton lines={6} />}
      {organiser.status === 'error' && <ContentError />}
      {ready &&
        FAQ_SECTIONS.map((section) => (
          <div key={section} className="faq__section">
            <h3>{t.sections[section]}</h3>
            {entries.map((entry, i) => {
              if (entry.section !== section) return null
              const key = `faq-${i}`
              const expanded = open.has(key)
              const panelId = `${baseId}-${key}`
              const question = text(inLang(entry, 'question', lang))
              return (
                <div key={key} className="faq__entry">
                  <h4 className="faq__question">
                    <button type="button" aria-expanded={expanded} aria-controls={panelId} onClick={() => toggle(key)}>
                      {question}
                    </button>
                  </h4>
                  <div id={panelId} role="region" aria-label={question} hidden={!expanded} className="faq__answer">
                    <p>{text(inLang(entry, 'answer', lang))}</p>
                  </div>
                </div>
              )
            })}
          </div>
        ))}
    </section>
  )
}

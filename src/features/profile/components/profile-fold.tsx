import { useId, useState, type ReactNode } from 'react'
import { useCopy } from '@/i18n/use-copy'
import { myTicketCopy } from '../my-ticket-copy'

/**
 * The profile sections a ticket holder no longer needs every day, folded under one heading (issue 39):
 * a real button (Enter/Space), its state in aria-expanded and on screen (chevron, Show/Hide). The
 * sections stay mounted while folded, so nothing typed in them is lost.
 */
export function ProfileFold({ children }: { children: ReactNode }) {
  const text = useCopy(myTicketCopy)
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <section className="profile-fold" data-open={open} aria-labelledby={`${id}-title`}>
      <h2 className="profile-fold__heading">
        <button type="button" id={`${id}-title`} className="profile-fold__toggle" aria-expanded={open} aria-controls={`${id}-body`} onClick={() => setOpen(!open)}>
          <svg className="profile-fold__chevron" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="profile-fold__title">{text.foldTitle}</span>
          <span className="profile-fold__state" aria-hidden="true">
            {open ? text.foldHide : text.foldShow}
          </span>
        </button>
      </h2>
      {!open && <p className="profile-fold__summary">{text.foldSummary}</p>}
      <div id={`${id}-body`} className="profile__grid profile-fold__body" hidden={!open}>
        {children}
      </div>
    </section>
  )
}

import { useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * A menu button and the panel it opens (the site's phone menu, the admin links): the panel belongs to
 * the page it was opened on, so any navigation (a link, the back button) closes it; opening moves focus
 * to the panel's first control (`focusSelector`); Escape closes it and returns focus to the button.
 */
export function usePageMenu<Panel extends HTMLElement>(focusSelector: string) {
  const { pathname } = useLocation()
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const panelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<Panel>(null)

  useEffect(() => {
    if (!open) return
    panelRef.current?.querySelector<HTMLElement>(focusSelector)?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpenOn(null)
      buttonRef.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, focusSelector])

  return {
    open,
    panelId,
    buttonRef,
    panelRef,
    toggle: () => setOpenOn(open ? null : pathname),
    close: () => setOpenOn(null),
  }
}

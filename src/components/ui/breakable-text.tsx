import { Fragment, useLayoutEffect, useRef, useState } from 'react'
import { breakParts } from './break-parts'
import './breakable-text.css'

/**
 * An e-mail address or id that wraps only at sensible points (never inside a word); a part too long
 * for its column is cut with an ellipsis, with the whole value in its title. A cut value can also be
 * focused (Tab, or a tap on a phone), which shows it whole; selecting it copies it whole either way.
 */
export function BreakableText({ text }: { text: string }) {
  const ref = useRef<HTMLSpanElement>(null)
  const [clipped, setClipped] = useState(false)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const measure = () => {
      if (element.matches(':focus')) return
      setClipped(element.scrollWidth > element.clientWidth + 1)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [text])
  const parts = breakParts(text)
  // One span of plain text with <wbr> between the parts: the lines wrap there and nowhere else.
  return (
    <span ref={ref} className="breakable" title={text} tabIndex={clipped ? 0 : undefined} data-clipped={clipped || undefined}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  )
}

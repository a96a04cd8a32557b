import { useState, type ReactNode } from 'react'

/**
 * A third-party embed (map, video) that loads only when the visitor asks: no requests to other
 * sites on page load, and the page works offline and without cookies from them.
 */
export function ClickToLoad({
  preview,
  buttonLabel,
  note,
  frameTitle,
  src,
}: {
  preview: ReactNode
  buttonLabel: string
  note: string
  frameTitle: string
  src: string
}) {
  const [loaded, setLoaded] = useState(false)
  if (loaded) {
    return (
      <div className="embed">
        <iframe
          className="embed__frame"
          src={src}
          title={frameTitle}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    )
  }
  return (
    <div className="embed">
      {preview}
      <div className="embed__overlay">
        <button type="button" className="btn" disabled={!src} onClick={() => setLoaded(true)}>
          {buttonLabel}
        </button>
        <p className="embed__note">{note}</p>
      </div>
    </div>
  )
}

import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useT } from '@/i18n/use-t'
import { useCameraScan } from '../hooks/use-camera-scan'
import { ticketIdFromCode } from '../ticket-code'
import { DoorCheck } from './door-check'
import './checkin.css'

/** /admincheckin: the camera (or a typed code) finds a ticket; the door card admits it once. */
export function ScannerPage() {
  const t = useT().checkin
  const s = t.scanner
  const inputId = useId()
  const [ticketId, setTicketId] = useState<string | null>(null)
  const [invalid, setInvalid] = useState(false)
  const [typed, setTyped] = useState('')
  // While a ticket is on screen the camera keeps running but new reads wait for "Scan the next one".
  const showing = useRef(false)
  useEffect(() => {
    showing.current = ticketId !== null
  }, [ticketId])

  const onCode = useCallback((text: string) => {
    if (showing.current) return
    const id = ticketIdFromCode(text)
    setInvalid(id === null)
    if (id) {
      showing.current = true
      setTicketId(id)
    }
  }, [])
  const { videoRef, state: cameraState, start, stop } = useCameraScan(onCode)

  const lookUp = (event: FormEvent) => {
    event.preventDefault()
    const id = ticketIdFromCode(typed)
    setInvalid(id === null)
    if (id) {
      setTicketId(id)
      setTyped('')
    }
  }

  const cameraOn = cameraState === 'on' || cameraState === 'starting'
  const cameraMessage = {
    off: null,
    starting: s.starting,
    on: s.pointAt,
    denied: s.denied,
    unsupported: s.unsupported,
    error: s.cameraError,
  }[cameraState]

  return (
    <div className="scanner">
      <p>{s.intro}</p>
      <div className="scanner__camera">
        <video ref={videoRef} className="scanner__video" muted playsInline aria-label={s.video} hidden={!cameraOn} />
        {cameraMessage ? (
          <p role={cameraState === 'on' || cameraState === 'starting' ? 'status' : 'alert'} className="scanner__status">
            {cameraMessage}
          </p>
        ) : null}
        <button type="button" className="btn" onClick={() => (cameraOn ? stop() : void start())}>
          {cameraOn ? s.stop : s.start}
        </button>
      </div>
      <form className="scanner__manual" onSubmit={lookUp}>
        <label htmlFor={inputId}>{s.manual}</label>
        <div className="scanner__manual-row">
          <input id={inputId} className="admin-number scanner__input" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" spellCheck={false} />
          <button type="submit" className="btn btn--ghost">
            {s.lookup}
          </button>
        </div>
      </form>
      {invalid ? (
        <p role="alert" className="door-message--refused">
          {s.invalidCode}
        </p>
      ) : null}
      {ticketId ? (
        <div className="scanner__result">
          <DoorCheck key={ticketId} id={ticketId} />
          <button type="button" className="btn btn--ghost" onClick={() => setTicketId(null)}>
            {s.next}
          </button>
        </div>
      ) : null}
    </div>
  )
}

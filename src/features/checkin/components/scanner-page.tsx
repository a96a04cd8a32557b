import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useStaffT } from '@/i18n/use-t'
import { useCameraScan } from '../hooks/use-camera-scan'
import type { ScannedCode } from '../offline-door'
import { readScannedCode } from '../ticket-code'
import { useDoorSync } from '../hooks/use-door-sync'
import { ConflictList } from './conflict-list'
import { SyncStatus } from './sync-status'
import { DoorCheck } from './door-check'
import './checkin.css'

/** /admincheckin: the camera (or a typed code) finds a ticket; the door card admits it once. */
export function ScannerPage() {
  const t = useStaffT().checkin
  const s = t.scanner
  const inputId = useId()
  const [scanned, setScanned] = useState<ScannedCode | null>(null)
  const door = useDoorSync()
  const [invalid, setInvalid] = useState(false)
  const [typed, setTyped] = useState('')
  // While a ticket is on screen the camera keeps running but new reads wait for "Scan the next one".
  const showing = useRef(false)
  const result = useRef<HTMLDivElement>(null)
  useEffect(() => {
    showing.current = scanned !== null
    // A code typed further down the page: its verdict is at the top, scroll back up to it.
    result.current?.scrollIntoView({ block: 'nearest' })
  }, [scanned])

  const onCode = useCallback((text: string) => {
    if (showing.current) return
    const code = readScannedCode(text)
    setInvalid(code === null)
    if (code) {
      showing.current = true
      setScanned(code)
    }
  }, [])
  const { videoRef, state: cameraState, start, stop } = useCameraScan(onCode)

  const lookUp = (event: FormEvent) => {
    event.preventDefault()
    const code = readScannedCode(typed)
    setInvalid(code === null)
    if (code) {
      setScanned(code)
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
      {/* First on the page: at the door the verdict and "Admit" must be on a phone's first screen. */}
      {scanned ? (
        <div className="scanner__result" ref={result}>
          <DoorCheck key={`${scanned.id}|${scanned.signature ?? ''}`} code={scanned} onAdmitted={() => void door.sync()} />
          <button type="button" className="btn btn--ghost" onClick={() => setScanned(null)}>
            {s.next}
          </button>
        </div>
      ) : (
        <p>{s.intro}</p>
      )}
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
      <SyncStatus online={door.online} syncedAt={door.syncedAt} pending={door.pending} failed={door.failed} onSync={() => void door.sync()} />
      <ConflictList conflicts={door.conflicts} />
    </div>
  )
}

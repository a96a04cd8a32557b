import { useCallback, useEffect, useRef, useState } from 'react'
import { createQrDetector } from '../qr-detector'

export type CameraState = 'off' | 'starting' | 'on' | 'denied' | 'unsupported' | 'error'

const SCAN_INTERVAL_MS = 200

/**
 * The back camera in a <video> and a QR read every 200 ms; every text read goes to `onCode`. The
 * camera turns on only when asked (a tap: browsers want a gesture) and off when the page closes.
 */
export function useCameraScan(onCode: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null)
  const [state, setState] = useState<CameraState>('off')
  const stopCurrent = useRef<() => void>(() => undefined)
  const latestOnCode = useRef(onCode)
  useEffect(() => {
    latestOnCode.current = onCode
  }, [onCode])

  const stop = useCallback(() => {
    stopCurrent.current()
    stopCurrent.current = () => undefined
    setState('off')
  }, [])

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia) return setState('unsupported')
    setState('starting')
    let stream: MediaStream
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
    } catch (err) {
      console.warn(err)
      return setState(err instanceof DOMException && err.name === 'NotAllowedError' ? 'denied' : 'error')
    }
    let stopped = false
    let timer = 0
    stopCurrent.current = () => {
      stopped = true
      window.clearTimeout(timer)
      for (const track of stream.getTracks()) track.stop()
      if (videoRef.current) videoRef.current.srcObject = null
    }
    try {
      const video = videoRef.current
      if (!video) throw new Error('The camera view is not on the page.')
      video.srcObject = stream
      await video.play()
      const detector = await createQrDetector()
      if (stopped) return
      setState('on')
      const tick = async () => {
        if (stopped) return
        try {
          if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
            const [text] = await detector.detect(video)
            if (text && !stopped) latestOnCode.current(text)
          }
        } catch (err) {
          console.warn(err)
        }
        if (!stopped) timer = window.setTimeout(() => void tick(), SCAN_INTERVAL_MS)
      }
      void tick()
    } catch (err) {
      console.error(err)
      stopCurrent.current()
      setState('error')
    }
  }, [])

  useEffect(() => () => stopCurrent.current(), [])
  return { videoRef, state, start, stop }
}

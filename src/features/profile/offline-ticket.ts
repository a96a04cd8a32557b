import { useEffect, useState } from 'react'

/** The worker that keeps /mientrada on the device (public/ticket-sw.js). */
export const TICKET_WORKER_URL = '/ticket-sw.js'

/** The files the page is made of, as loaded so far: its address (index.html), the root files and every /assets/ file. */
function loadedFiles(): string[] {
  const files = new Set([window.location.pathname, '/theme-boot.js', '/favicon.svg'])
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name)
    if (url.origin === window.location.origin && url.pathname.startsWith('/assets/')) files.add(url.pathname)
  }
  return [...files]
}

export type OfflineReadiness = 'unsupported' | 'pending' | 'ready' | 'failed'

/**
 * Registers the ticket's worker and has it keep what this page loaded, so the page opens again with
 * no network (issue 39). Production builds only: the dev server's modules are not files to keep.
 * 'ready' once the worker says the files are kept.
 */
export function useKeepOffline(enabled: boolean): OfflineReadiness {
  const supported = import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator
  const [state, setState] = useState<OfflineReadiness>('pending')
  useEffect(() => {
    if (!enabled || !supported) return
    let active = true
    const container = navigator.serviceWorker
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data
      if (!active || typeof data !== 'object' || data === null || !('type' in data)) return
      if (data.type === 'kept') setState('ready')
      if (data.type === 'keep-failed') setState('failed')
    }
    container.addEventListener('message', onMessage)
    container
      .register(TICKET_WORKER_URL, { scope: '/' })
      .then(() => container.ready)
      .then((registration) => registration.active?.postMessage({ type: 'keep', urls: loadedFiles() }))
      .catch((err: unknown) => {
        console.warn('The ticket page cannot be kept for offline use.', err)
        if (active) setState('failed')
      })
    return () => {
      active = false
      container.removeEventListener('message', onMessage)
    }
  }, [enabled, supported])
  return supported ? state : 'unsupported'
}

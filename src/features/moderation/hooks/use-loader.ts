import { useCallback, useEffect, useRef, useState } from 'react'

export type LoadState = 'loading' | 'ready' | 'error'

/** Loads data once and on demand; failures are logged (SPEC §8: admin failures are only logged) and flagged. */
export function useLoader<T>(load: () => Promise<T>, initial: T) {
  const [data, setData] = useState<T>(initial)
  const [state, setState] = useState<LoadState>('loading')
  const latest = useRef(load)
  useEffect(() => {
    latest.current = load
  }, [load])
  const reload = useCallback(async () => {
    try {
      setData(await latest.current())
      setState('ready')
    } catch (err) {
      console.error(err)
      setState('error')
    }
  }, [])
  useEffect(() => {
    void reload()
  }, [reload])
  return { data, state, reload }
}

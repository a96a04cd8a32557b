import { useCallback, useEffect, useState } from 'react'
import { ClientResponseError } from 'pocketbase'
import { checkinApi, type DoorTicket } from '@/api/checkin'

type DoorState = { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'ready'; door: DoorTicket }

/**
 * One ticket at the door: looks it up, then admits it once on demand. Mount it with `key={id}` so a
 * new ticket starts from a fresh state.
 */
export function useDoor(id: string) {
  const [state, setState] = useState<DoorState>({ status: 'loading' })
  const [admitting, setAdmitting] = useState(false)
  useEffect(() => {
    let active = true
    checkinApi
      .inspect(id)
      .then((door) => active && setState({ status: 'ready', door }))
      .catch((err: unknown) => {
        console.error(err)
        const missing = err instanceof ClientResponseError && (err.status === 404 || err.status === 400)
        if (active) setState({ status: missing ? 'missing' : 'error' })
      })
    return () => {
      active = false
    }
  }, [id])

  const admit = useCallback(async () => {
    setAdmitting(true)
    try {
      setState({ status: 'ready', door: await checkinApi.admit(id) })
    } catch (err) {
      console.error(err)
      setState({ status: 'error' })
    } finally {
      setAdmitting(false)
    }
  }, [id])
  return { state, admitting, admit }
}

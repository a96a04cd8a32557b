import { useEffect, useState } from 'react'
import { amigosApi } from '@/api/amigos'
import { shuffled } from '../shuffle'

export interface Amigo {
  id: string
  name: string
  url: string
  image: string
}

/** Partner communities in a new random order on every visit; a failure is only logged (SPEC §8). */
export function useAmigos(): Amigo[] {
  const [amigos, setAmigos] = useState<Amigo[]>([])
  useEffect(() => {
    let current = true
    amigosApi.list().then(
      (records) => {
        if (!current) return
        setAmigos(shuffled(records).map((r) => ({ id: r.id, name: r.Nombre, url: r.Url, image: amigosApi.imageUrl(r) })))
      },
      (err: unknown) => console.error(err),
    )
    return () => {
      current = false
    }
  }, [])
  return amigos
}

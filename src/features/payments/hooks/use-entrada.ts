import { useEffect, useState } from 'react'
import { paymentsApi, type PublicTicket } from '../payments-api'

type EntradaState = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; ticket: PublicTicket }

/** The public view of the ticket behind a QR code (only its type and whether it is paid). */
export function useEntrada(id: string | null): EntradaState {
  const [state, setState] = useState<EntradaState>({ status: 'loading' })
  useEffect(() => {
    let active = true
    const lookup = id ? paymentsApi.entrada(id) : Promise.resolve(null)
    lookup
      .then((ticket) => {
        if (active) setState(ticket ? { status: 'ready', ticket } : { status: 'missing' })
      })
      .catch((err: unknown) => {
        console.warn(err)
        if (active) setState({ status: 'missing' })
      })
    return () => {
      active = false
    }
  }, [id])
  return state
}

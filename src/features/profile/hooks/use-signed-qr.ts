import { useEffect, useState } from 'react'
import { entradasEntregadasApi } from '@/api/entradas-entregadas'
import { entradaHref } from '@/config/paths'

/** A ticket's QR text and whether it is the signed address (verifiable at the door with no network). */
export interface QrText {
  text: string
  signed: boolean
}

/**
 * The QR of a paid ticket: the signed address from the server, or the plain `/entrada?id=` address
 * until it arrives or when it cannot be had (it still works at the door while the venue is online).
 */
export function useSignedQrText(ticketId: string | null): QrText | null {
  const [signed, setSigned] = useState<{ id: string; url: string } | null>(null)
  useEffect(() => {
    if (!ticketId) return
    let active = true
    entradasEntregadasApi
      .signedQrUrl(ticketId)
      .then((url) => active && setSigned({ id: ticketId, url }))
      .catch((err: unknown) => console.warn('The signed QR is not available; showing the plain address.', err))
    return () => {
      active = false
    }
  }, [ticketId])
  if (!ticketId) return null
  return signed?.id === ticketId ? { text: signed.url, signed: true } : { text: `${window.location.origin}${entradaHref(ticketId)}`, signed: false }
}

/** The QR text of a paid ticket (see useSignedQrText). */
export function useSignedQr(ticketId: string | null): string | null {
  return useSignedQrText(ticketId)?.text ?? null
}

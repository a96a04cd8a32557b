/** The page a ticket QR opens (SPEC §2): the door's check and the holder's public ticket view. */
export const ENTRADA_PATH = '/entrada'

/** The address of a ticket's /entrada page; `query` is the signed one for a QR (ticket-signature.ts). */
export const entradaUrl = (appUrl: string, query: string) => `${appUrl}${ENTRADA_PATH}?${query}`

/** The plain (unsigned) address of a ticket, as mails link it. */
export const plainEntradaUrl = (appUrl: string, ticketId: string) => entradaUrl(appUrl, `id=${encodeURIComponent(ticketId)}`)

const TICKET_ID = /^[a-z0-9]{15}$/

/**
 * The issued-ticket id in what a QR code or a typed code holds: the ticket address
 * (`…/entrada?id=<id>`, any origin, so QR codes printed from a preview build still read) or the bare id.
 */
export function ticketIdFromCode(text: string): string | null {
  const code = text.trim()
  if (TICKET_ID.test(code)) return code
  let url: URL
  try {
    url = new URL(code)
  } catch {
    return null
  }
  if (!/\/entrada\/?$/.test(url.pathname)) return null
  const id = url.searchParams.get('id') ?? ''
  return TICKET_ID.test(id) ? id : null
}

/**
 * Development and test key pair for ticket QR signatures, public on purpose: production sets its own
 * (TICKET_SIGNING_KEY for the functions, VITE_TICKET_PUBLIC_KEY for the app; the functions refuse this
 * private key outside a local stack, and a production build refuses the public one).
 */
export const DEV_TICKET_KEYS = {
  privateKey: '315bc6e20e89b0166cf50ff949df18f974ac841701ec9c055ede1a0f49ca40ad',
  publicKey: 'f2e238b2ce511213725c3abb2b11b57f36f189b1c8730a9a2a63a3725dc86dea',
} as const

export const isHexKey = (value: string) => /^[0-9a-f]{64}$/.test(value)

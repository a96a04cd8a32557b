import { describe, expect, it } from 'vitest'
import { ticketSigningKey } from '../../functions/_shared/ticket-signing.ts'
import type { DeployContext } from '../../functions/_shared/netlify-runtime.ts'
import { DEV_TICKET_KEYS } from '../../src/domain/ticket-keys.ts'
import { publicKeyOf, signTicket, verifyTicket } from '../../src/domain/ticket-signature.ts'

const OTHER_KEY = '9'.repeat(64)

describe('ticket QR signatures', () => {
  it('the development key pair matches, and a signature verifies only for the same id and type code', async () => {
    expect(await publicKeyOf(DEV_TICKET_KEYS.privateKey)).toBe(DEV_TICKET_KEYS.publicKey)
    const signature = await signTicket(DEV_TICKET_KEYS.privateKey, 'abcdefghijklmno', 'S1')
    expect(signature).toMatch(/^[A-Za-z0-9_-]{86}$/)
    expect(await verifyTicket(DEV_TICKET_KEYS.publicKey, { id: 'abcdefghijklmno', tipo: 'S1', signature })).toBe(true)
    expect(await verifyTicket(DEV_TICKET_KEYS.publicKey, { id: 'abcdefghijklmnp', tipo: 'S1', signature })).toBe(false)
    expect(await verifyTicket(DEV_TICKET_KEYS.publicKey, { id: 'abcdefghijklmno', tipo: 'MEGA', signature })).toBe(false)
    expect(await verifyTicket(await publicKeyOf(OTHER_KEY), { id: 'abcdefghijklmno', tipo: 'S1', signature })).toBe(false)
  })

  it('rejects malformed input instead of throwing', async () => {
    for (const signature of ['', 'x', '!'.repeat(86), 'A'.repeat(87)]) {
      expect(await verifyTicket(DEV_TICKET_KEYS.publicKey, { id: 'abcdefghijklmno', tipo: 'S1', signature })).toBe(false)
    }
    expect(await verifyTicket('not-a-key', { id: 'abcdefghijklmno', tipo: 'S1', signature: 'A'.repeat(86) })).toBe(false)
  })
})

describe('TICKET_SIGNING_KEY', () => {
  it('defaults to the development key only on the dev deploy context (netlify dev and the local stacks)', () => {
    expect(ticketSigningKey({}, 'dev')).toBe(DEV_TICKET_KEYS.privateKey)
    expect(ticketSigningKey({ TICKET_SIGNING_KEY: OTHER_KEY.toUpperCase() }, 'dev')).toBe(OTHER_KEY)
  })

  it.each<DeployContext>(['production', 'deploy-preview', 'branch-deploy'])('is required on a %s deploy, never the development key there, and 64 hex characters', (deploy) => {
    expect(() => ticketSigningKey({}, deploy)).toThrow(new RegExp(`Missing environment variable TICKET_SIGNING_KEY on the ${deploy} deploy`))
    expect(() => ticketSigningKey({ TICKET_SIGNING_KEY: DEV_TICKET_KEYS.privateKey }, deploy)).toThrow(/published development key/)
    expect(() => ticketSigningKey({ TICKET_SIGNING_KEY: 'abc' }, deploy)).toThrow(/64 hexadecimal/)
    expect(ticketSigningKey({ TICKET_SIGNING_KEY: OTHER_KEY }, deploy)).toBe(OTHER_KEY)
  })
})

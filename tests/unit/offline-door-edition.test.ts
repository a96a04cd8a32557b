import { describe, expect, it } from 'vitest'
import type { DoorEdition, DoorTicket } from '../../src/api/checkin.ts'
import { DEV_TICKET_KEYS } from '../../src/domain/ticket-keys.ts'
import { signTicket } from '../../src/domain/ticket-signature.ts'
import { offlineDoor, type ScannedCode } from '../../src/features/checkin/offline-door.ts'

// Issue #38: a phone at the door with no network decides on a signed QR's edition by itself.

const ID = 'offln0000000042'
const EDITION: DoorEdition = { prefix: 'Paw26a', year: '2026', years: { Paw25a: '2025', Paw26a: '2026' } }

/** A QR signed with the development key, naming `edicion` (an order prefix) or, when undefined, no edition (made before editions were a scope). */
async function signed(edicion?: string): Promise<ScannedCode> {
  const signature = await signTicket(DEV_TICKET_KEYS.privateKey, ID, 'S1', edicion)
  return { id: ID, tipo: 'S1', signature, ...(edicion === undefined ? {} : { edicion }) }
}

const decide = (code: ScannedCode, edition: DoorEdition | null, listed?: DoorTicket) => offlineDoor(code, listed, null, DEV_TICKET_KEYS.publicKey, edition)

describe('offlineDoor and editions', () => {
  it("refuses a validly signed QR of another edition, naming that edition's year from the synced years", async () => {
    const door = await decide(await signed('Paw25a'), EDITION)
    expect(door).toMatchObject({ id: ID, verdict: 'otherEdition', edicion: '2025', offline: true })
  })

  it('names the prefix itself when the synced years do not know the edition', async () => {
    const door = await decide(await signed('Paw24a'), EDITION)
    expect(door).toMatchObject({ verdict: 'otherEdition', edicion: 'Paw24a' })
  })

  it('admits a validly signed QR of the synced edition paid after the last sync (not listed)', async () => {
    const door = await decide(await signed('Paw26a'), EDITION)
    expect(door).toMatchObject({ id: ID, tipo: 'S1', verdict: 'admit', offline: true })
  })

  it('cannot verify an unlisted QR that names no edition, even with a valid signature', async () => {
    const door = await decide(await signed(), EDITION)
    expect(door).toMatchObject({ id: ID, verdict: 'unverifiable', offline: true })
  })

  it('with no synced edition (before the first sync, or a list synced before editions were a scope) nothing is admitted: unverifiable', async () => {
    expect((await decide(await signed('Paw25a'), null)).verdict).toBe('unverifiable')
    expect((await decide(await signed('Paw26a'), null)).verdict).toBe('unverifiable')
    // Even a listed ticket: that list may hold another edition's tickets with their old verdicts.
    const listed = { id: ID, holder: 'usr000000000001', voided: false, orderID: 'Paw25a00000000000000000001', edicion: '', estado: 'pagada', tipo: 'S1', nombreTipo: '', nombreTipoIngles: '', badge: '', legalName: 'Ana', documentTail: '', avatar: '', banned: false, admission: null, verdict: 'admit' } satisfies DoorTicket
    expect((await decide(await signed(), null, listed)).verdict).toBe('unverifiable')
  })

  it('refuses as forged a QR whose edition was changed after signing', async () => {
    const code = { ...(await signed('Paw25a')), edicion: 'Paw26a' }
    expect((await decide(code, EDITION)).verdict).toBe('forged')
  })
})

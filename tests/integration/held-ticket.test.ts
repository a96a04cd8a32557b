import { beforeAll, describe, expect, it } from 'vitest'
import type PocketBase from 'pocketbase'
import { superuser } from './support/pocketbase.ts'
import { createBuyer, ensureType, openRequests, pide } from './support/queue-fixtures.ts'
import { HELD_TICKET_CASES } from '../shared/held-ticket-cases.ts'

let admin: PocketBase

beforeAll(async () => {
  admin = await superuser()
})

describe('pideentrada agrees with the buy page on what a user holds and may request (shared table)', () => {
  for (const c of HELD_TICKET_CASES) {
    it(c.name, async () => {
      const heldCode = c.badge?.code
      const held = heldCode ? await ensureType(admin, { tipo: heldCode, price: HELD_PRICES[heldCode] ?? 0, quedan: 10 }) : null
      const offer = await ensureType(admin, { tipo: c.offer.code, price: c.offer.price, estado: c.offer.estado, quedan: 10 })
      const buyer = await createBuyer(c.badge ? { badge: { typeId: held?.id ?? '', paid: c.badge.paid } } : {})
      const res = await pide({ userid: buyer.id, entradaid: offer.id }, buyer.token)
      if (c.server === 'ok') {
        expect(res.status).toBe(200)
        expect(await openRequests(admin, buyer.id)).toHaveLength(1)
      } else {
        expect(res).toMatchObject({ status: 409, body: { details: { code: c.server } } })
        expect(await openRequests(admin, buyer.id)).toHaveLength(0)
      }
    })
  }
})

/** The held type exists with its usual price (its state does not matter to what it means to hold it). */
const HELD_PRICES: Partial<Record<string, number>> = { B1: 45000, S1: 90000, MEGA: 300000 }

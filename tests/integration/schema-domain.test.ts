import type { CollectionField, CollectionModel } from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import { UNSET_USERNAME_PATTERN, USERNAME_PATTERN } from '../../src/domain/account.ts'
import { ORDER_PREFIX_PATTERN, PAYMENT_MINUTES_MAX, PAYMENT_MINUTES_MIN } from '../../src/domain/edition.ts'
import { WEBPAY_TOKEN_PATTERN } from '../../src/domain/ids.ts'
import { BUY_ORDER_MAX, ORDER_ID_PATTERN } from '../../src/domain/order-id.ts'
import { COUNTRY_PATTERN, LEGAL_NAME_PATTERN, PRONOUNS_PATTERN } from '../../src/domain/profile-rules.ts'
import { parseTicketCode } from '../../src/domain/ticket-levels.ts'
import { AVATAR_MAX_BYTES, AVATAR_TYPES, BADGE_MAX, DOCUMENT_TYPES, nameLike, SHIRT_SIZES, SPECIES_MAX } from '../../src/domain/validation.ts'
import { superuser } from './support/pocketbase.ts'

// Migrations are history: once applied they never change, so they keep their literal values. What
// they leave in the database (every migration applied, as the harness's PocketBase has it) is checked
// here against the src/domain rules the SPA, the functions and the hooks use.
type Field = CollectionField & { pattern?: string; autogeneratePattern?: string; max?: number | string; min?: number | string; values?: string[]; maxSize?: number; mimeTypes?: string[] }

const collections = new Map<string, CollectionModel>()
const field = (collection: string, name: string): Field => {
  const found = collections.get(collection)?.fields.find((f) => f.name === name)
  if (!found) throw new Error(`${collection}.${name} is not in the schema`)
  return found
}

beforeAll(async () => {
  const pb = await superuser()
  for (const name of ['users', 'userPersonalInfoPaws', 'userLegalInfoPaws', 'Entradas', 'EntradasEntregadas', 'pagos', 'Ediciones']) {
    collections.set(name, await pb.collections.getOne(name))
  }
})

describe('the database schema enforces the src/domain rules the forms and hooks use', () => {
  it('username, avatar size and types are the account rules', () => {
    expect(field('users', 'username').pattern).toBe(USERNAME_PATTERN.source)
    expect(field('users', 'username').autogeneratePattern).toBe(UNSET_USERNAME_PATTERN)
    expect(field('users', 'avatar').maxSize).toBe(AVATAR_MAX_BYTES)
    expect([...(field('users', 'avatar').mimeTypes ?? [])].sort()).toEqual([...AVATAR_TYPES].sort())
  })

  it('badge, species and pronoun patterns and the shirt sizes are the profile rules', () => {
    expect(field('userPersonalInfoPaws', 'Badge').pattern).toBe(nameLike(BADGE_MAX).source)
    expect(field('userPersonalInfoPaws', 'Badge').max).toBe(BADGE_MAX)
    expect(field('userPersonalInfoPaws', 'EspecieFur').pattern).toBe(nameLike(SPECIES_MAX).source)
    expect(field('userPersonalInfoPaws', 'EspecieFur').max).toBe(SPECIES_MAX)
    expect(field('userPersonalInfoPaws', 'Pronombres').pattern).toBe(PRONOUNS_PATTERN.source)
    expect(field('userPersonalInfoPaws', 'Polera').values).toEqual([...SHIRT_SIZES])
  })

  it('document number, country, legal name and document types are the legal rules', () => {
    // The number's column holds ciphertext (pb_hooks/lib/document-crypto.js): pb_hooks/identity.pb.js
    // checks the plaintext against the domain pattern before sealing it (constraints-profile.test.ts).
    expect(field('userLegalInfoPaws', 'numDocumento').pattern).toBe('')
    expect(field('userLegalInfoPaws', 'paisDocumento').pattern).toBe(COUNTRY_PATTERN.source)
    expect(field('userLegalInfoPaws', 'nombreEnDocumento').pattern).toBe(LEGAL_NAME_PATTERN.source)
    expect(field('userLegalInfoPaws', 'tipoDocumento').values).toEqual([...DOCUMENT_TYPES])
  })

  it('the birthday has no schema maximum: the age cut-off is the current edition’s, checked by a hook (editions.test.ts)', () => {
    expect(field('userLegalInfoPaws', 'bdate').max).toBe('')
  })

  it('the editions have the domain’s order-prefix pattern and payment-minute bounds', () => {
    expect(field('Ediciones', 'prefijoOrden').pattern).toBe(ORDER_PREFIX_PATTERN.source)
    expect(field('Ediciones', 'minutosPago')).toMatchObject({ min: PAYMENT_MINUTES_MIN, max: PAYMENT_MINUTES_MAX })
  })

  it('order ids and Webpay tokens have the domain patterns and Webpay buy_order length', () => {
    expect(field('EntradasEntregadas', 'orderID').pattern).toBe(ORDER_ID_PATTERN.source)
    expect(field('EntradasEntregadas', 'orderID').max).toBe(BUY_ORDER_MAX)
    expect(field('pagos', 'token').pattern).toBe(WEBPAY_TOKEN_PATTERN.source)
  })

  it('a ticket type code is accepted by the database exactly when the domain can read its level', () => {
    const pattern = new RegExp(field('Entradas', 'Tipo').pattern ?? '')
    for (const code of ['B', 'B1', 'B2', 'S', 'S1', 'SS2', 'MEGA', 'MEGA1', 'B3', 'SSS', 'M', 'X1', '']) {
      expect(pattern.test(code), code).toBe(parseTicketCode(code) !== null)
    }
  })
})

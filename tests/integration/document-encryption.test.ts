import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rotateHealthKey } from '../../scripts/lib/health-rotate.ts'
import { uniqueRut } from '../../scripts/lib/fixture-documents.ts'
import { OwnPocketBase } from './support/own-pocketbase.ts'
import { statusOf } from './support/pocketbase.ts'

// Identity document numbers are stored only as ciphertext (pb_hooks/lib/document-crypto.js) beside
// the keyed hash bans compare: even a query that reached the column could not test a guess.

const KEY_A = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
const KEY_B = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb'

describe('identity document numbers at rest', () => {
  const own = new OwnPocketBase()
  const rut = uniqueRut()
  let owner: Awaited<ReturnType<OwnPocketBase['user']>>
  let recordId = ''
  const legal = (user: string, numDocumento: string) => ({ user, numDocumento, tipoDocumento: 'DNI', paisDocumento: 'Chile', nombreEnDocumento: 'Ana Pérez', bdate: '1990-01-01 00:00:00.000Z' })

  beforeAll(async () => {
    await own.start({ PB_HEALTH_KEY: KEY_A })
    owner = await own.user()
    recordId = (await owner.pb.collection('userLegalInfoPaws').create(legal(owner.id, rut))).id
  }, 60_000)
  afterAll(() => own.remove())

  it('no file of the data dir (database, WAL, request logs) holds the number; the column holds ciphertext', async () => {
    await own.stop()
    expect(own.filesContaining(owner.email).length).toBeGreaterThanOrEqual(1)
    expect(own.filesContaining(rut)).toEqual([])
    expect(own.filesContaining(rut.replace('-', ''))).toEqual([])
    const stored = execFileSync('sqlite3', [path.join(own.dataDir, 'data.db'), `SELECT numDocumento FROM userLegalInfoPaws WHERE id = '${recordId}'`]).toString()
    expect(stored).toMatch(/^enc1:/)
    await own.start({ PB_HEALTH_KEY: KEY_A })
  }, 60_000)

  it('the owner and the correction function (a superuser) read the number; another attendee cannot read the record', async () => {
    expect(await own.as(owner.pb.authStore.token).collection('userLegalInfoPaws').getOne(recordId)).toMatchObject({ numDocumento: rut })
    expect(await (await own.superuser()).collection('userLegalInfoPaws').getOne(recordId)).toMatchObject({ numDocumento: rut })
    const other = await own.user()
    expect(await statusOf(other.pb.collection('userLegalInfoPaws').getOne(recordId))).toBe(404)
  })

  it('a filter that reaches the column finds nothing by the number, even the superuser’s', async () => {
    const admin = await own.superuser()
    for (const guess of [rut, rut.slice(0, 5)]) {
      expect((await admin.collection('userLegalInfoPaws').getList(1, 1, { filter: admin.filter('numDocumento ~ {:g}', { g: guess }) })).totalItems).toBe(0)
    }
  })

  it('the same number sent again is no change (the locked record stays), a different one is refused as locked', async () => {
    const pb = own.as(owner.pb.authStore.token)
    expect(await pb.collection('userLegalInfoPaws').update(recordId, { numDocumento: rut })).toMatchObject({ numDocumento: rut })
    expect(await statusOf(pb.collection('userLegalInfoPaws').update(recordId, { numDocumento: uniqueRut() }))).toBe(400)
  })

  it('key rotation re-encrypts the numbers too', async () => {
    await own.start({ PB_HEALTH_KEY: KEY_B, PB_HEALTH_KEY_PREVIOUS: KEY_A })
    expect(await rotateHealthKey(await own.superuser())).toEqual({ records: 1, reencrypted: 1 })
    await own.start({ PB_HEALTH_KEY: KEY_B })
    expect(await own.as(owner.pb.authStore.token).collection('userLegalInfoPaws').getOne(recordId)).toMatchObject({ numDocumento: rut })
  }, 60_000)
})

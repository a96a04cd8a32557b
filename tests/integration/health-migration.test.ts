import { execFileSync } from 'node:child_process'
import { createDecipheriv } from 'node:crypto'
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensurePocketBase } from '../../scripts/lib/pocketbase-binary.ts'
import { migrationsDir } from '../../scripts/lib/paths.ts'

const KEY = 'mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm'
const ENCRYPTION = '1795001500_health_encryption.js'
const root = mkdtempSync(path.join(os.tmpdir(), 'mi-health-migrate-'))
const dirs = { data: path.join(root, 'pb_data'), migrations: path.join(root, 'pb_migrations'), none: path.join(root, 'empty') }
let bin: string

/** `pocketbase migrate …` on the temporary data dir, answering "y" to its confirmation prompt. */
const migrate = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  execFileSync(bin, ['migrate', ...args, `--dir=${dirs.data}`, `--migrationsDir=${dirs.migrations}`, `--hooksDir=${dirs.none}`], {
    env: { PATH: process.env.PATH, ...env },
    input: 'y\n',
    stdio: ['pipe', 'pipe', 'pipe'],
  }).toString()
const sql = (query: string) => execFileSync('sqlite3', [path.join(dirs.data, 'data.db'), query]).toString().trim()
const stored = () => sql("SELECT CondicionMedica || '|' || ContactoEmergencia FROM userHealthInfoPaws WHERE id = 'legacyhealth001'").split('|')

/** What PocketBase's $security.decrypt does: base64 of nonce (12 bytes) + ciphertext + GCM tag (16). */
function decrypt(value: string, key: string): string {
  const bytes = Buffer.from(value.replace(/^enc1:/, ''), 'base64')
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(key), bytes.subarray(0, 12))
  decipher.setAuthTag(bytes.subarray(bytes.length - 16))
  return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8')
}

beforeAll(async () => {
  bin = await ensurePocketBase()
  for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true })
  // The database as it was before health encryption, with a row written in clear.
  for (const file of readdirSync(migrationsDir).filter((f) => f < ENCRYPTION)) copyFileSync(path.join(migrationsDir, file), path.join(dirs.migrations, file))
  migrate(['up'])
  sql(
    "INSERT INTO userHealthInfoPaws (id, user, CondicionMedica, RestriccionAlimentaria, ContactoEmergenciaNombre, ContactoEmergencia, OtraCondicion, created, updated) VALUES ('legacyhealth001', 'legacyuser00001', 'Diabetes tipo 1', '', 'Pedro Soto', '+56911112222', '', '2026-01-01 00:00:00.000Z', '2026-01-01 00:00:00.000Z')",
  )
  copyFileSync(path.join(migrationsDir, ENCRYPTION), path.join(dirs.migrations, ENCRYPTION))
}, 60_000)
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('the health-encryption migration on a database with rows in clear', () => {
  it('refuses to run without PB_HEALTH_KEY and leaves the rows as they were', () => {
    expect(() => migrate(['up'])).toThrow(/PB_HEALTH_KEY/)
    expect(stored()).toEqual(['Diabetes tipo 1', '+56911112222'])
  })

  it('with the key, encrypts every existing value (empty ones too) so the key opens them again', () => {
    migrate(['up'], { PB_HEALTH_KEY: KEY })
    const [condition, phone] = stored()
    expect(condition).toMatch(/^enc1:/)
    expect(decrypt(condition!, KEY)).toBe('Diabetes tipo 1')
    expect(decrypt(phone!, KEY)).toBe('+56911112222')
    expect(decrypt(sql("SELECT OtraCondicion FROM userHealthInfoPaws WHERE id = 'legacyhealth001'"), KEY)).toBe('')
  })

  it('reverted with the key, writes the values back in clear', () => {
    migrate(['down', '1'], { PB_HEALTH_KEY: KEY })
    expect(stored()).toEqual(['Diabetes tipo 1', '+56911112222'])
  })
})
